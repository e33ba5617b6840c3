/** The newsletter in the console: subscribers per locale, and the list as a CSV download (one audit entry per export). */
import type { Context } from 'hono';
import { berlinDay } from '../../../domain/operations/berlin-input.ts';
import { csvDocument } from '../../../domain/operations/csv.ts';
import { subscriberCounts, subscriberPage, type SubscriberRow } from '../../db/repositories/notices-newsletter.ts';
import type { AppEnv } from '../../env.ts';
import { recordAudit } from './audit.ts';

/** Rows per D1 read; the export walks the table in id order. */
const PAGE = 1_000;

export async function newsletterSummary(c: Context<AppEnv>): Promise<{ total: number; byLocale: Record<string, number> }> {
  const rows = await subscriberCounts(c.get('db'));
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byLocale: Object.fromEntries(rows.map((row) => [row.locale, row.count])) };
}

async function allSubscribers(c: Context<AppEnv>): Promise<SubscriberRow[]> {
  const rows: SubscriberRow[] = [];
  for (let afterId = 0; ; ) {
    const page = await subscriberPage(c.get('db'), afterId, PAGE);
    rows.push(...page);
    const last = page.at(-1);
    if (!last || page.length < PAGE) return rows;
    afterId = last.id;
  }
}

export interface CsvExport {
  filename: string;
  body: string;
  count: number;
}

/** Addresses are personal data: who exported how many is on record. */
export async function exportSubscribers(c: Context<AppEnv>, now = Date.now()): Promise<CsvExport> {
  const rows = await allSubscribers(c);
  const body = csvDocument(
    ['email', 'locale', 'subscribed_at'],
    // subscribed_at is the confirmation: the moment the address consented.
    rows.map((row) => [row.email, row.locale, row.confirmedAt.toISOString()]),
  );
  await recordAudit(c, { action: 'newsletter.exported', subjectType: 'content', subjectId: 'newsletter_subscribers', after: { count: rows.length } }, now);
  return { filename: `newsletter-subscribers-${berlinDay(now)}.csv`, body, count: rows.length };
}
