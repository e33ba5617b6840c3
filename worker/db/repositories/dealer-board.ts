/**
 * The auctions a dealer's board lists: those ending in the board's window that the dealer watches, has bid on, holds
 * an agent on, or that match one of their active saved searches. One batch of indexed reads, whatever the dealer follows.
 */
import { and, between, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../domain/auction-status.ts';
import { type BoardReason, MAX_BOARD_SEARCHES, MAX_MATCHES_PER_SEARCH } from '../../../domain/dealer-board/rows.ts';
import { storedSearchFilters } from '../../../domain/saved-searches.ts';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { auctionParticipants } from '../schema-auctions.ts';
import { auctions, catalogListings, savedSearches, watchlistItems } from '../schema-listings.ts';
import { matchConditions } from './saved-searches.ts';

export interface BoardCandidates {
  /** Product id -> why it is on the board. */
  reasons: Map<number, Set<BoardReason>>;
  watched: Set<number>;
}

/** Everything the dealer follows that ends within [from, to). */
export async function boardCandidates(db: Database, customerId: number, from: number, to: number): Promise<BoardCandidates> {
  const window = between(products.endingAt, new Date(from), new Date(to - 1));
  const [watched, taking, searches] = await db.batch([
    db
      .select({ productId: watchlistItems.productId })
      .from(watchlistItems)
      .innerJoin(products, eq(products.id, watchlistItems.productId))
      .where(and(eq(watchlistItems.customerId, customerId), window)),
    db
      .select({ productId: auctionParticipants.productId, maxBid: auctionParticipants.maxBid, agentMax: auctionParticipants.agentMax })
      .from(auctionParticipants)
      .innerJoin(auctions, eq(auctions.id, auctionParticipants.auctionId))
      .where(and(eq(auctionParticipants.customerId, customerId), between(auctions.endingAt, new Date(from), new Date(to - 1)))),
    db
      .select({ id: savedSearches.id, query: savedSearches.query, locale: savedSearches.locale })
      .from(savedSearches)
      .where(and(eq(savedSearches.customerId, customerId), eq(savedSearches.status, 'active')))
      .orderBy(desc(savedSearches.updatedAt))
      .limit(MAX_BOARD_SEARCHES),
  ]);
  const reasons = new Map<number, Set<BoardReason>>();
  const add = (productId: number, reason: BoardReason) => {
    const set = reasons.get(productId) ?? new Set<BoardReason>();
    set.add(reason);
    reasons.set(productId, set);
  };
  for (const row of watched) add(row.productId, 'watching');
  for (const row of taking) {
    if (row.maxBid !== null) add(row.productId, 'bidding');
    if (row.agentMax !== null) add(row.productId, 'agent');
    if (row.maxBid === null && row.agentMax === null) add(row.productId, 'bidding');
  }
  for (const productId of await searchMatches(db, searches, from, to)) add(productId, 'search');
  return { reasons, watched: new Set(watched.map((row) => row.productId)) };
}

/** Live listings ending in the window that match the searches (each search's own filters, its nearest ends first). */
async function searchMatches(db: Database, searches: { query: string; locale: string }[], from: number, to: number): Promise<number[]> {
  const queries = [];
  for (const search of searches) {
    const filters = storedSearchFilters(search.query);
    const conditions = filters && (await matchConditions(db, filters, LIVE_STATUSES, search.locale));
    if (!conditions) continue;
    // A live listing's ending key is its end (docs: migration 0004), so the window is one short range of the ending
    // index: at marketplace size a day's live auctions, never the catalogue, whatever the search's filters.
    queries.push(
      db
        .select({ productId: sql<number>`${catalogListings.productId}`.mapWith(Number) })
        .from(sql`${catalogListings} INDEXED BY catalog_listings_ending`)
        .where(and(...conditions, gte(catalogListings.endingKey, from), lt(catalogListings.endingKey, to)))
        .orderBy(catalogListings.endingKey)
        .limit(MAX_MATCHES_PER_SEARCH),
    );
  }
  const [first, ...rest] = queries;
  if (!first) return [];
  const answers = await db.batch([first, ...rest]);
  return answers.flat().map((row) => row.productId);
}
