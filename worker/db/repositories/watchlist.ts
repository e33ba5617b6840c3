/** A customer's watchlist: add, remove, which of some listings are watched, and the page of watched listings. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { WATCHLIST_STATUS_FILTERS, type WatchlistStatusFilter, watchlistStatuses } from '../../../domain/saved-searches.ts';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { watchlistItems } from '../schema-listings.ts';

export async function addToWatchlist(db: Database, customerId: number, productId: number): Promise<void> {
  await db.insert(watchlistItems).values({ customerId, productId }).onConflictDoNothing();
}

export async function removeFromWatchlist(db: Database, customerId: number, productId: number): Promise<void> {
  await db.delete(watchlistItems).where(and(eq(watchlistItems.customerId, customerId), eq(watchlistItems.productId, productId)));
}

export async function isWatched(db: Database, customerId: number, productId: number): Promise<boolean> {
  const row = await db
    .select({ productId: watchlistItems.productId })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.customerId, customerId), eq(watchlistItems.productId, productId)))
    .get();
  return row !== undefined;
}

/** Which of the given listings the customer watches (for the hearts on cards and the detail page). */
export async function watchedProductIds(db: Database, customerId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: watchlistItems.productId })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.customerId, customerId), inArray(watchlistItems.productId, productIds)))
    .all();
  return new Set(rows.map((row) => row.productId));
}

const inGroup = (filter: WatchlistStatusFilter) => inArray(products.status, [...watchlistStatuses(filter)]);

/** One page of watched listing ids, newest added first, with the count of each status tab. */
export async function watchlistPage(db: Database, customerId: number, filter: WatchlistStatusFilter, page: number, perPage: number) {
  const mine = eq(watchlistItems.customerId, customerId);
  const [rows, tabs] = await db.batch([
    db
      .select({ id: watchlistItems.productId })
      .from(watchlistItems)
      .innerJoin(products, eq(products.id, watchlistItems.productId))
      .where(and(mine, inGroup(filter)))
      .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.productId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    // One pass counts all three tabs.
    db
      .select({
        all: count(),
        running: sql<number>`coalesce(sum(${inGroup('running')}), 0)`,
        ended: sql<number>`coalesce(sum(${inGroup('ended')}), 0)`,
      })
      .from(watchlistItems)
      .innerJoin(products, eq(products.id, watchlistItems.productId))
      .where(and(mine, inGroup('all'))),
  ]);
  const counts = tabs[0] ?? { all: 0, running: 0, ended: 0 };
  return {
    ids: rows.map((row) => row.id),
    counts: WATCHLIST_STATUS_FILTERS.map((value) => ({ value, count: Number(counts[value]) })),
    total: Number(counts[filter]),
  };
}
