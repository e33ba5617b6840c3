/** The newsletter's hand-over outbox in D1: what the marketing service still has to be told, and unsubscribing. */
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { newsletterSubscriptions } from '../schema.ts';

const t = newsletterSubscriptions;

export interface MarketingState {
  email: string;
  locale: string;
  confirmedAt: Date | null;
  marketingPending: 'subscribe' | 'unsubscribe' | null;
  marketingPendingAt: Date | null;
}

export async function findMarketingState(db: Database, email: string): Promise<MarketingState | undefined> {
  return db
    .select({ email: t.email, locale: t.locale, confirmedAt: t.confirmedAt, marketingPending: t.marketingPending, marketingPendingAt: t.marketingPendingAt })
    .from(t)
    .where(eq(t.email, email))
    .get();
}

/**
 * Clears the marker the hand-over acted on, only if it is still the same (an unsubscription between reading and
 * clearing keeps its own marker and is handed over next).
 */
export async function clearMarketingPending(db: Database, state: MarketingState): Promise<void> {
  const same = state.marketingPendingAt ? eq(t.marketingPendingAt, state.marketingPendingAt) : isNull(t.marketingPendingAt);
  await db.update(t).set({ marketingPending: null, marketingPendingAt: null }).where(and(eq(t.email, state.email), eq(t.marketingPending, state.marketingPending ?? 'subscribe'), same));
}

/**
 * Unsubscribes an address: a confirmed one stops being a subscriber and is marked for the marketing service (its
 * link tokens go); a pending sign-up is simply removed. True when there was anything to do.
 */
export async function unsubscribeAddress(db: Database, email: string, now: Date): Promise<boolean> {
  const [confirmed, pending] = await db.batch([
    db
      .update(t)
      .set({ confirmedAt: null, tokenHash: null, tokenExpiresAt: null, marketingPending: 'unsubscribe', marketingPendingAt: now })
      .where(and(eq(t.email, email), isNotNull(t.confirmedAt)))
      .returning({ email: t.email }),
    // After the update above, a row still unconfirmed was a sign-up nobody confirmed, unless it is an unsubscription
    // waiting for its hand-over.
    db.delete(t).where(and(eq(t.email, email), isNull(t.confirmedAt), isNull(t.marketingPending))).returning({ email: t.email }),
  ]);
  return confirmed.length + pending.length > 0;
}

/** Addresses whose hand-over is older than `before` (their queue message was lost or failed for good), oldest first. */
export async function stalePendingAddresses(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ email: t.email }).from(t).where(and(isNotNull(t.marketingPending), lt(t.marketingPendingAt, before))).orderBy(asc(t.marketingPendingAt)).limit(limit);
  return rows.map((row) => row.email);
}

/** Restarts the clock of addresses handed to the queue again, so the next sweep leaves them to it for a while. */
export async function touchPending(db: Database, emails: string[], now: Date): Promise<void> {
  for (const email of emails) await db.update(t).set({ marketingPendingAt: now }).where(and(eq(t.email, email), isNotNull(t.marketingPending)));
}
