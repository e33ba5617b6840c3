/** Reaching an auction's Durable Object, and who the caller is in auction terms. */
import type { Actor } from '../../../domain/auction/types.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import type { AuctionRoom } from '../../../durable-objects/auction-room.ts';
import type { Bindings } from '../../env.ts';

/** One object per auction, addressed by the auction id. */
export function auctionRoom(env: Pick<Bindings, 'AUCTION_ROOM'>, auctionId: number): DurableObjectStub<AuctionRoom> {
  return env.AUCTION_ROOM.get(env.AUCTION_ROOM.idFromName(String(auctionId)));
}

/** The caller's standing as the session established it; merchants are judged by review and blocking. */
export function actorOf(viewer: Viewer): Actor | null {
  const customer = viewer.customer;
  if (!customer) return null;
  const merchant = customer.merchant;
  const standing: Actor['merchant'] = !merchant
    ? 'none'
    : merchant.blocked
      ? 'blocked'
      : merchant.accepted === true
        ? 'accepted'
        : merchant.accepted === null
          ? 'in_review'
          : 'rejected';
  return { customerId: customer.customerId, merchant: standing, operator: customer.isAdmin };
}

/** The product's current auction, or null when it never had one. */
export async function currentAuctionId(db: D1Database, productId: number): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM auctions WHERE product_id = ? ORDER BY id DESC LIMIT 1').bind(productId).first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * The auction of an ad under review, created on first publication: the start price is the seller's, or half the
 * minimum price in steps of 500 EUR (at least 500). Null when there is no such product.
 */
export async function auctionForReview(db: D1Database, productId: number): Promise<number | null> {
  const existing = await currentAuctionId(db, productId);
  if (existing !== null) return existing;
  await db
    .prepare(
      `INSERT INTO auctions (product_id, round, status, start_price)
       SELECT id, 1, status, COALESCE(start_price, MAX(500, CAST(COALESCE(minimum_price, 1000) / 2 / 500 AS INTEGER) * 500))
         FROM products WHERE id = ? AND NOT EXISTS (SELECT 1 FROM auctions WHERE product_id = products.id)`,
    )
    .bind(productId)
    .run();
  return currentAuctionId(db, productId);
}

/** Auctions whose start or end is overdue: the minute cron wakes their objects in case an alarm was missed. */
export async function overdueAuctionIds(db: D1Database, now: number, limit = 200): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM auctions
        WHERE (status IN ('running', 'hotbidding') AND ending_at <= ?1) OR (status = 'published' AND starts_at <= ?1)
        ORDER BY ending_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** Wakes every overdue auction; each object decides idempotently, so a sweep racing an alarm changes nothing twice. */
export async function sweepOverdueAuctions(env: Pick<Bindings, 'AUCTION_ROOM' | 'DB'>, now: number): Promise<number> {
  const ids = await overdueAuctionIds(env.DB, now);
  await Promise.all(ids.map((id) => auctionRoom(env, id).tick(id)));
  return ids.length;
}
