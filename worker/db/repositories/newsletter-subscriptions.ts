/** Newsletter double opt-in in D1: a pending sign-up with its link's token hash, its confirmation, and stale ones purged. */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { newsletterSubscriptions } from '../schema.ts';

export interface PendingSignUp {
  email: string;
  locale: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Stores a pending sign-up with a fresh token (an earlier link of the same address stops working). A confirmed
 * address is left exactly as it is: false then, and the caller mails nothing.
 */
export async function storePendingSignUp(db: Database, signUp: PendingSignUp): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email: signUp.email, locale: signUp.locale, tokenHash: signUp.tokenHash, tokenExpiresAt: signUp.expiresAt })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { locale: signUp.locale, tokenHash: signUp.tokenHash, tokenExpiresAt: signUp.expiresAt },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/**
 * Confirms the sign-up whose unexpired link token has this hash; its address when it is (or already was) confirmed,
 * else null. The token stays until it expires, so a second click on the same link answers the same. The first
 * confirmation also marks the address for the marketing service (worker/services/newsletter-marketing.ts); SQLite
 * computes every SET from the row as it was, so "first" is decided by the old confirmed_at.
 */
export async function confirmSignUp(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const t = newsletterSubscriptions;
  const rows = await db
    .update(t)
    .set({
      confirmedAt: sql`coalesce(${t.confirmedAt}, ${now.getTime()})`,
      marketingPending: sql`case when ${t.confirmedAt} is null then 'subscribe' else ${t.marketingPending} end`,
      marketingPendingAt: sql`case when ${t.confirmedAt} is null then ${now.getTime()} else ${t.marketingPendingAt} end`,
    })
    .where(and(eq(t.tokenHash, tokenHash), gt(t.tokenExpiresAt, now)))
    .returning({ email: t.email });
  return rows[0]?.email ?? null;
}

/**
 * Removes sign-ups never confirmed whose link has expired, and those from before the double opt-in (no token): an
 * address nobody confirmed is not kept. Unsubscribed addresses go the same way once the marketing service knows.
 */
export async function purgeUnconfirmedSignUps(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.confirmedAt),
        or(isNull(newsletterSubscriptions.tokenExpiresAt), lt(newsletterSubscriptions.tokenExpiresAt, now)),
        // An unsubscription the marketing service has not been told of yet stays until it has.
        isNull(newsletterSubscriptions.marketingPending),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length;
}
