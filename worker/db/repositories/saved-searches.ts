/**
 * Saved searches of a customer (always scoped to the owner) and their hits: the listings already announced,
 * recorded atomically with INSERT OR IGNORE so a listing is claimed for one search exactly once.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import { type CatalogFilters, HOME_COUNTRY } from '../../../domain/catalog-filters.ts';
import { isLocale } from '../../../domain/locales.ts';
import { MAX_SEARCHES_PER_CUSTOMER } from '../../../domain/saved-searches.ts';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client.ts';
import { searchConditions, searchOrigin, UnknownPostalCodeError } from './catalog-search.ts';
import { catalogListings, savedSearches, savedSearchHits, watchlistItems } from '../schema-listings.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

const own = (customerId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.customerId, customerId));

/**
 * The WHERE conditions of a search over the catalogue's search table, or null when it can match nothing
 * (no status left, or a distance around a postal code we cannot place).
 */
export async function matchConditions(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[], locale: string): Promise<SQL[] | null> {
  if (statuses.length === 0) return null;
  try {
    const origin = await searchOrigin(db, filters, HOME_COUNTRY[isLocale(locale) ? locale : 'de']);
    return [inArray(catalogListings.status, [...statuses]), ...searchConditions(filters, statuses, origin)];
  } catch (error) {
    if (error instanceof UnknownPostalCodeError) return null;
    throw error;
  }
}

/** Whether a distance filter's postal code can be placed (otherwise the search could never match). */
export async function canPlaceFilters(db: Database, filters: CatalogFilters, locale: string): Promise<boolean> {
  return (await matchConditions(db, filters, ['running'], locale)) !== null;
}

/** The hits insert: matching listings not yet recorded for the search, newest first, at most `limit`. */
function claimStatement(searchId: SQL | number, conditions: SQL[], now: number, limit: number): SQL {
  return sql`INSERT OR IGNORE INTO ${savedSearchHits} (search_id, product_id, notified_at)
    SELECT ${searchId}, ${catalogListings.productId}, ${now} FROM ${catalogListings}
    WHERE ${and(...conditions)}
      AND NOT EXISTS (SELECT 1 FROM ${savedSearchHits} h WHERE h.search_id = ${searchId} AND h.product_id = ${catalogListings.productId})
    ORDER BY ${catalogListings.createdAt} DESC, ${catalogListings.productId} DESC
    LIMIT ${limit}`;
}

const dialect = new SQLiteAsyncDialect();

/** A raw statement for D1's own batch (drizzle batches only its query builders); a batch is one transaction. */
function prepared(db: Database, statement: SQL): D1PreparedStatement {
  const query = dialect.sqlToQuery(statement);
  return db.$client.prepare(query.sql).bind(...query.params);
}

/** Upper bound of listings marked as seen when a search is created (far above any real result count). */
const BASELINE_LIMIT = 100_000;

export interface NewSearch {
  customerId: number;
  name: string;
  notify: boolean;
  query: string;
  locale: string;
  filters: CatalogFilters;
  statuses: readonly AuctionStatus[];
}

/**
 * Creates a search unless the customer already has the maximum, and in the same transaction records every
 * current match as seen, so only listings that appear later are e-mailed. Null when the limit is reached.
 */
export async function createSearch(db: Database, input: NewSearch, now: Date): Promise<SavedSearchRow | null> {
  const at = now.getTime();
  const conditions = await matchConditions(db, input.filters, input.statuses, input.locale);
  const insert = sql`INSERT INTO ${savedSearches} (customer_id, name, status, notify, query, locale, created_at, updated_at, checked_at)
    SELECT ${input.customerId}, ${input.name}, 'active', ${input.notify ? 1 : 0}, ${input.query}, ${input.locale}, ${at}, ${at}, ${at}
    WHERE (SELECT count(*) FROM ${savedSearches} WHERE customer_id = ${input.customerId}) < ${MAX_SEARCHES_PER_CUSTOMER}
    RETURNING id`;
  // The new row's id, guarded by owner and time: a refused insert leaves no row to point at (same-millisecond
  // twins of one customer at worst share their identical baseline, which INSERT OR IGNORE makes harmless).
  const newId = sql`(SELECT id FROM ${savedSearches} WHERE id = last_insert_rowid() AND customer_id = ${input.customerId} AND created_at = ${at})`;
  const statements = [prepared(db, insert)];
  if (conditions) statements.push(prepared(db, claimStatement(newId, [sql`${newId} IS NOT NULL`, ...conditions], at, BASELINE_LIMIT)));
  const [inserted] = await db.$client.batch<{ id: number }>(statements);
  const id = inserted?.results[0]?.id;
  if (id === undefined) return null;
  return (await db.select().from(savedSearches).where(eq(savedSearches.id, id)).get()) ?? null;
}

/** A page of the customer's searches, most recently updated first. */
export async function listSearches(db: Database, customerId: number, page: number, perPage: number) {
  const mine = eq(savedSearches.customerId, customerId);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(savedSearches)
      .where(mine)
      .orderBy(desc(savedSearches.updatedAt), desc(savedSearches.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(savedSearches).where(mine),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findSearch(db: Database, customerId: number, id: number): Promise<SavedSearchRow | undefined> {
  return db.select().from(savedSearches).where(own(customerId, id)).get();
}

export type SearchPatch = Partial<Pick<SavedSearchRow, 'name' | 'status' | 'notify'>>;

/** Changes the customer's own search; undefined when there is none with that id for this customer. */
export async function updateSearch(db: Database, customerId: number, id: number, patch: SearchPatch, now: Date): Promise<SavedSearchRow | undefined> {
  return db
    .update(savedSearches)
    .set({ ...patch, updatedAt: now })
    .where(own(customerId, id))
    .returning()
    .get();
}

/** Deletes the customer's own search (its hits go with it); false when there was none. */
export async function deleteSearch(db: Database, customerId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(savedSearches).where(own(customerId, id)).returning({ id: savedSearches.id }).all();
  return deleted.length > 0;
}

/** The next searches the alert job should look at: active, notifying, least recently checked first. */
export async function searchesDueForAlerts(db: Database, limit: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.status, 'active'), eq(savedSearches.notify, true)))
    // SQLite sorts NULL first: searches never checked come before all others.
    .orderBy(asc(savedSearches.checkedAt), asc(savedSearches.id))
    .limit(limit)
    .all();
}

export async function markSearchesChecked(db: Database, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(savedSearches).set({ checkedAt: now }).where(inArray(savedSearches.id, ids));
}

/**
 * Records new matches of a search as announced and answers only the ids this call inserted: a concurrent or
 * repeated run gets none of them, so no listing is mailed twice for one search.
 */
export async function claimNewMatches(db: Database, search: SavedSearchRow, filters: CatalogFilters, statuses: readonly AuctionStatus[], now: Date, limit: number): Promise<number[]> {
  const conditions = await matchConditions(db, filters, statuses, search.locale);
  if (!conditions) return [];
  const rows = await db.all<{ product_id: number }>(sql`${claimStatement(search.id, conditions, now.getTime(), limit)} RETURNING product_id`);
  return rows.map((row) => row.product_id);
}

/** Marks every current match as seen (a search whose alerts were off starts over from now, like a new one). */
export async function markCurrentMatchesSeen(db: Database, search: SavedSearchRow, filters: CatalogFilters, statuses: readonly AuctionStatus[], now: Date): Promise<void> {
  const conditions = await matchConditions(db, filters, statuses, search.locale);
  if (conditions) await db.run(claimStatement(search.id, conditions, now.getTime(), BASELINE_LIMIT));
}

/** Gives claimed matches back (their mail could not be sent), so the next run announces them again. */
export async function releaseMatches(db: Database, searchId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(savedSearchHits).where(and(eq(savedSearchHits.searchId, searchId), inArray(savedSearchHits.productId, productIds)));
}

/** Removes a customer's saved searches (with their alert history) and watchlist, when the account is deleted. */
export async function deleteCustomerInterests(db: Database, customerId: number): Promise<void> {
  await db.batch([
    db.delete(savedSearches).where(eq(savedSearches.customerId, customerId)),
    db.delete(watchlistItems).where(eq(watchlistItems.customerId, customerId)),
  ]);
}
