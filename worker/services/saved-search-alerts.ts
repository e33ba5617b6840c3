/**
 * The cron job behind saved-search notifications: for a batch of active, notifying searches (least recently
 * checked first) it claims listings that newly match and mails their owner once per search and run.
 */
import { absoluteUrl, type UrlContext } from '../../domain/alternates.ts';
import { isLocale, type Locale } from '../../domain/locales.ts';
import { alertStatuses, MAX_LISTED_MATCHES, matchLine, storedSearchFilters } from '../../domain/saved-searches.ts';
import { createDb, type Database } from '../db/client.ts';
import { findCustomerById } from '../db/repositories/customers.ts';
import { productCardsByIds } from '../db/repositories/products.ts';
import { claimNewMatches, markSearchesChecked, releaseMatches, type SavedSearchRow, searchesDueForAlerts } from '../db/repositories/saved-searches.ts';
import { createMailTransport, type MailEnv } from '../mail/create-transport.ts';
import type { MailTransport } from '../mail/mail.ts';
import { sendMail } from '../mail/send.ts';
import { scheduledLinkContext } from '../lib/links.ts';

export interface AlertEnv extends MailEnv {
  LOCALE_HOSTS?: string;
  PUBLIC_ORIGIN?: string;
}

/** Searches looked at per run; with a run every minute this serves 72,000 search checks a day. */
export const SEARCHES_PER_RUN = 50;
/** New listings claimed for one search per run; more follow in the next run's mail. */
const MATCHES_PER_MAIL = 200;
/** Where links point when no public origin is configured (the local `npm start` server). */

export interface AlertRun {
  checked: number;
  mailed: number;
  failed: number;
}


async function alertSearch(db: Database, transport: MailTransport, links: UrlContext, search: SavedSearchRow, now: Date): Promise<boolean> {
  const filters = storedSearchFilters(search.query);
  if (!filters) return false;
  const customer = await findCustomerById(db, search.customerId);
  if (!customer) return false;
  const claimed = await claimNewMatches(db, search, filters, alertStatuses(filters), now, MATCHES_PER_MAIL);
  // Only rows this run inserted are mailed: a retried or concurrent run finds them taken and sends nothing.
  if (claimed.length === 0) return false;
  try {
    const newestFirst = [...claimed].sort((a, b) => b - a);
    const cards = await productCardsByIds(db, newestFirst.slice(0, MAX_LISTED_MATCHES));
    const locale: Locale = isLocale(search.locale) ? search.locale : 'de';
    const catalog = absoluteUrl(links, 'catalog', locale);
    await sendMail(transport, {
      to: customer.email,
      locale,
      kind: 'saved_search_matches',
      name: customer.name,
      values: { search: search.name },
      count: claimed.length,
      items: cards.map(matchLine),
      link: search.query ? `${catalog}?${search.query}` : catalog,
      footerLink: absoluteUrl(links, 'account-merchant-searches', locale),
    });
    return true;
  } catch (error) {
    // Unsent means unannounced: the next run claims these listings again.
    await releaseMatches(db, search.id, claimed);
    throw error;
  }
}

/** One run of the job; a failing search is logged and skipped so it cannot hold up the others. */
export async function notifySavedSearches(env: AlertEnv, now: Date = new Date(), batch = SEARCHES_PER_RUN): Promise<AlertRun> {
  const db = createDb(env.DB);
  const searches = await searchesDueForAlerts(db, batch);
  // Marked first, so an overlapping run moves on to the next searches instead of repeating these.
  await markSearchesChecked(
    db,
    searches.map((search) => search.id),
    now,
  );
  const run: AlertRun = { checked: searches.length, mailed: 0, failed: 0 };
  if (searches.length === 0) return run;
  const transport = createMailTransport(env);
  const links = scheduledLinkContext(env);
  for (const search of searches) {
    try {
      if (await alertSearch(db, transport, links, search, now)) run.mailed += 1;
    } catch (error) {
      run.failed += 1;
      console.error(JSON.stringify({ job: 'saved-search-alerts', searchId: search.id, error: String(error) }));
    }
  }
  return run;
}
