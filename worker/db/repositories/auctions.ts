/** Auction rows in D1 as the worker needs them: a product's current auction, overdue auctions, soft-deleted ads. */

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

/** The seller's deletion: the ad leaves every list (orders and history keep their product row). */
export async function markProductDeleted(db: D1Database, productId: number, now: number): Promise<void> {
  await db.prepare("UPDATE products SET deleted_at = ?, status = 'inactive' WHERE id = ? AND deleted_at IS NULL").bind(now, productId).run();
}
