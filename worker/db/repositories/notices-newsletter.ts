/** The newsletter subscribers (confirmed sign-ups only) for the console: counts per locale and the export, read in pages. */
import { and, asc, count, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { newsletterSubscriptions } from '../schema.ts';

export interface SubscriberRow {
  id: number;
  email: string;
  locale: string;
  /** When the address confirmed the sign-up (the double opt-in's proof). */
  confirmedAt: Date;
}

/** Pending sign-ups are nobody's subscription: only a confirmed address counts and is exported. */
const confirmed = isNotNull(newsletterSubscriptions.confirmedAt);

export async function subscriberCounts(db: Database): Promise<{ locale: string; count: number }[]> {
  return db
    .select({ locale: newsletterSubscriptions.locale, count: count() })
    .from(newsletterSubscriptions)
    .where(confirmed)
    .groupBy(newsletterSubscriptions.locale)
    .orderBy(asc(newsletterSubscriptions.locale));
}

/** Subscribers after `afterId` in id order (keyset paging: every page costs the same). */
export async function subscriberPage(db: Database, afterId: number, limit: number): Promise<SubscriberRow[]> {
  const rows = await db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale, confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(and(confirmed, gt(newsletterSubscriptions.id, afterId)))
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(limit);
  return rows.flatMap((row) => (row.confirmedAt ? [{ ...row, confirmedAt: row.confirmedAt }] : []));
}
