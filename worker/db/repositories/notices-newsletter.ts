/** The newsletter subscriptions for the console: counts per locale and the list for the export, read in pages. */
import { asc, count, gt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { newsletterSubscriptions } from '../schema.ts';

export interface SubscriberRow {
  id: number;
  email: string;
  locale: string;
  createdAt: Date;
}

export async function subscriberCounts(db: Database): Promise<{ locale: string; count: number }[]> {
  return db
    .select({ locale: newsletterSubscriptions.locale, count: count() })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.locale)
    .orderBy(asc(newsletterSubscriptions.locale));
}

/** Subscribers after `afterId` in id order (keyset paging: every page costs the same). */
export function subscriberPage(db: Database, afterId: number, limit: number): Promise<SubscriberRow[]> {
  return db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .where(gt(newsletterSubscriptions.id, afterId))
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(limit);
}
