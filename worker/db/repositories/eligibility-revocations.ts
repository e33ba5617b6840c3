/**
 * Invalidated bidding claims in D1: when an operator changes what a merchant may do (or new terms come into force,
 * for everyone), access tokens issued before still claim the old state for up to their lifetime. Auction objects load
 * the recent revocations when they start and are told of new ones at once.
 */
import { INVALIDATION_WINDOW_MS } from '../../../domain/auction/invalidations.ts';

export { EVERYONE } from '../../../domain/auction/invalidations.ts';

/** Older revocations cannot matter: every token issued before them has expired. */
export const REVOCATION_WINDOW_MS = INVALIDATION_WINDOW_MS;

export async function recordRevocation(db: D1Database, customerId: number, at: number): Promise<void> {
  await db
    .prepare('INSERT INTO eligibility_revocations (customer_id, revoked_at) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET revoked_at = max(revoked_at, excluded.revoked_at)')
    .bind(customerId, at)
    .run();
}

export async function recentRevocations(db: D1Database, now: number): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT customer_id, revoked_at FROM eligibility_revocations WHERE revoked_at > ?')
    .bind(now - REVOCATION_WINDOW_MS)
    .all<{ customer_id: number; revoked_at: number }>();
  return new Map(results.map((row) => [row.customer_id, row.revoked_at]));
}

const TRADING = `status IN ('published', 'running', 'hotbidding', 'renegotiation', 'acpt_late_offer', 'recd_late_offer',
  'declined_late_offer', 'anr_offer_above_targetprice')`;

/** Auctions in which anyone could still bid or offer: these objects must hear of a revocation at once. */
export async function tradingAuctionIds(db: D1Database): Promise<number[]> {
  const { results } = await db.prepare(`SELECT id FROM auctions WHERE ${TRADING}`).all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * The trading auctions in which this customer's token could act: all of them for a merchant (any, since a token's
 * claims may be older than a review) or an operator, otherwise those of the customer's own ads (the seller's side).
 */
export async function auctionIdsCustomerCanActIn(db: D1Database, customerId: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM auctions WHERE ${TRADING} AND (
         EXISTS (SELECT 1 FROM merchants WHERE customer_id = ?1) OR EXISTS (SELECT 1 FROM customers WHERE id = ?1 AND is_admin = 1)
         OR product_id IN (SELECT id FROM products WHERE customer_id = ?1))`,
    )
    .bind(customerId)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}
