/**
 * Catalogue search over the narrow search table `catalog_listings` (kept in step with products by triggers):
 * filters, distance from a postal code, sort, and a page of ids; the total and the facet counts (each facet
 * ignoring its own filter) come from catalog-facets.ts, in the same round trip.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { type AuctionStatus, PUBLIC_STATUSES } from '../../../domain/auction-status.ts';
import { type CatalogCountry, type CatalogFilters, parseCatalogFilters } from '../../../domain/catalog-filters.ts';
import { walkIndex } from '../../../domain/catalog-page-plan.ts';
import { applyTextPlan } from '../../../domain/catalog-text.ts';
import { TEXT_VOCABULARY } from '../../../domain/catalog-text-vocabulary.ts';
import type { Database } from '../client.ts';
import { catalogListings as listing, postalRegions } from '../schema-listings.ts';
import { distancePageQuery, regionsByDistance } from './catalog-distance.ts';
import { type Counted, countQuery, distanceCosine, type Origin } from './catalog-facets.ts';
import { readTextWindow, textCondition, textWindowQuery } from './catalog-text.ts';

export { FACETS, type Facet, type FacetCounts, type Origin } from './catalog-facets.ts';

/** The postal code of a distance filter is not one we know the place of. */
export class UnknownPostalCodeError extends Error {
  override readonly name = 'UnknownPostalCodeError';
}

/** Where a postal code lies: the centroid of its two-digit region (see migration 0005). */
export async function postalOrigin(db: Database, country: CatalogCountry, zip: string): Promise<Origin | null> {
  const prefix = sql`substr(ltrim(upper(${zip}), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2)`;
  const row = await db
    .select({ x: postalRegions.x, y: postalRegions.y, z: postalRegions.z })
    .from(postalRegions)
    .where(and(eq(postalRegions.country, country), eq(postalRegions.prefix, prefix)))
    .get();
  return row ?? null;
}

/** Unit vectors make "within d km" a dot product above cos(d / R): plain arithmetic, no trigonometry in SQL. */
function distanceCondition(filters: CatalogFilters, origin: Origin | undefined): SQL | undefined {
  const distance = distanceCosine(filters);
  if (!distance || !origin) return undefined;
  const dot = sql`(${listing.x} * ${origin.x} + ${listing.y} * ${origin.y} + ${listing.z} * ${origin.z})`;
  return and(isNotNull(listing.x), distance.within ? gte(dot, distance.cos) : lt(dot, distance.cos));
}

/** Conditions of everything except the five facets (those are applied in memory over the grouped pass). */
function baseConditions(filters: CatalogFilters, statuses: readonly AuctionStatus[], origin?: Origin): SQL[] {
  const conditions: (SQL | undefined)[] = [
    // The table holds only public listings, so the full public set needs no status condition.
    statuses.length === PUBLIC_STATUSES.length ? undefined : inArray(listing.status, [...statuses]),
    filters.priceMin !== undefined ? gte(listing.price, filters.priceMin) : undefined,
    filters.priceMax !== undefined ? lte(listing.price, filters.priceMax) : undefined,
    filters.yearMin !== undefined ? gte(listing.year, filters.yearMin) : undefined,
    filters.yearMax !== undefined ? lte(listing.year, filters.yearMax) : undefined,
    filters.mileageMax !== undefined ? lte(listing.mileage, filters.mileageMax) : undefined,
    filters.powerMin !== undefined ? gte(listing.powerKw, filters.powerMin) : undefined,
    filters.lengthMax !== undefined ? lte(listing.lengthMm, filters.lengthMax) : undefined,
    filters.bedsMin !== undefined ? gte(listing.beds, filters.bedsMin) : undefined,
    filters.seatsMin !== undefined ? gte(listing.seats, filters.seatsMin) : undefined,
    filters.buyNow ? eq(listing.buyNow, 1) : undefined,
    filters.exclusive ? eq(listing.exclusive, 1) : undefined,
    filters.manufacturer ? eq(listing.manufacturer, 1) : undefined,
    distanceCondition(filters, origin),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function facetConditions(filters: CatalogFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.productType ? eq(listing.productType, filters.productType) : undefined,
    filters.makes.length ? inArray(listing.makeCode, filters.makes) : undefined,
    filters.fuels.length ? inArray(listing.fuel, filters.fuels) : undefined,
    filters.countries.length ? inArray(listing.country, filters.countries) : undefined,
    filters.transmission ? eq(listing.transmission, filters.transmission) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Every condition of the filters, for callers that just need the matching rows (plans, alerts). */
export function searchConditions(filters: CatalogFilters, statuses: readonly AuctionStatus[], origin?: Origin): SQL[] {
  const planned = applyTextPlan(filters, TEXT_VOCABULARY);
  const text = planned.terms.length ? [textCondition(planned.terms)] : [];
  return [...baseConditions(planned.filters, statuses, origin), ...facetConditions(planned.filters), ...text];
}

const ORDER = {
  ending: [asc(listing.endingKey), asc(listing.productId)],
  newest: [desc(listing.createdAt), desc(listing.productId)],
  price_asc: [asc(listing.price), asc(listing.productId)],
  // Ties newest listing first, so walking the price index backwards serves the whole order (no sort of the page).
  price_desc: [desc(listing.price), desc(listing.productId)],
  mileage_asc: [asc(listing.mileage), asc(listing.productId)],
  // Only without a place to measure from; with one, the region walk of catalog-distance.ts orders the page.
  distance: [desc(listing.productId)],
} as const;

/** Resolves the distance filter's origin; throws UnknownPostalCodeError for a postal code we cannot place. */
export async function searchOrigin(db: Database, filters: CatalogFilters, homeCountry: CatalogCountry): Promise<Origin | undefined> {
  if (!filters.zip || (!filters.distance && filters.sort !== 'distance')) return undefined;
  const origin = await postalOrigin(db, filters.zipCountry ?? homeCountry, filters.zip);
  if (!origin) throw new UnknownPostalCodeError(filters.zip);
  return origin;
}

/** The page of ids, read through the given index of the sort (`INDEXED BY`), or as SQLite sees fit (null). */
function pageQuery(db: Database, filters: CatalogFilters, conditions: SQL[], index: string | null) {
  // Selected as SQL: drizzle accepts a table's columns only from the table itself, not from `table INDEXED BY index`.
  return db
    .select({ id: sql<number>`${listing.productId}`.mapWith(Number) })
    .from(index ? sql`${listing} INDEXED BY ${sql.identifier(index)}` : listing)
    .where(and(...conditions))
    .orderBy(...ORDER[filters.sort])
    .limit(filters.itemsPerPage)
    .offset((filters.page - 1) * filters.itemsPerPage);
}

/**
 * The statements of a search: the count (counters where they serve, else the grouped pass; `scan` names why a search
 * must take the grouped pass, e.g. a text query the counters know nothing of), then the page of ids, read through the
 * sort's index when domain/catalog-page-plan.ts says the count makes that the cheaper way.
 */
export async function searchQueries(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[], origin?: Origin, scan?: string) {
  const base = baseConditions(filters, statuses, origin);
  const conditions = [...base, ...facetConditions(filters)];
  return {
    page: (index: string | null) => pageQuery(db, filters, conditions, index),
    count: await countQuery(db, filters, statuses, base, { origin, scan }),
  };
}

/** Listings in the catalogue (from the counters), as this isolate last counted them: the page plan's yardstick. */
let catalogue: { size: number; countedAt: number } | null = null;
const CATALOGUE_RECOUNT_MS = 60_000;

export async function catalogueSize(db: Database, now = Date.now()): Promise<number> {
  if (catalogue && now - catalogue.countedAt < CATALOGUE_RECOUNT_MS) return catalogue.size;
  const everything = parseCatalogFilters(new URLSearchParams());
  if (!everything.ok) throw new Error('the empty catalogue query must parse');
  const count = await countQuery(db, everything.filters, PUBLIC_STATUSES, []);
  const size = count.read(await count.statement).total;
  catalogue = { size, countedAt: now };
  return size;
}

/** The index the page of a counted search walks (null: SQLite's choice). */
export async function pageIndex(db: Database, filters: CatalogFilters, total: number): Promise<string | null> {
  return walkIndex(filters, total, await catalogueSize(db));
}

/**
 * A distance-sorted search's page: the region walk (catalog-distance.ts) instead of an ORDER BY over every match.
 * Wrapped, because a query is a thenable that an async function's return would run.
 */
export async function distancePage(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[], origin: Origin | undefined) {
  if (filters.sort !== 'distance' || !origin) return undefined;
  const ordered = await regionsByDistance(db, origin, distanceCosine(filters));
  return { query: distancePageQuery(db, filters, searchConditions(filters, statuses, origin), ordered) };
}

/** A text search's one statement: the window of matches with every condition but the five facets (counted from its rows). */
export function textWindow(db: Database, filters: CatalogFilters, terms: readonly string[], statuses: readonly AuctionStatus[], origin: Origin | undefined) {
  return textWindowQuery(db, terms, baseConditions(filters, statuses, origin));
}

export async function searchProducts(
  db: Database,
  filters: CatalogFilters,
  statuses: readonly AuctionStatus[],
  homeCountry: CatalogCountry = 'DE',
): Promise<{ ids: number[]; textCapped?: boolean } & Counted> {
  // Words naming a make or a type exactly become those filters; the rest go to the text index (catalog-text.ts).
  const { filters: planned, terms } = applyTextPlan(filters, TEXT_VOCABULARY);
  const origin = await searchOrigin(db, planned, homeCountry);
  if (terms.length) {
    const rows = await textWindow(db, planned, terms, statuses, origin);
    const { capped, ...result } = readTextWindow(planned, rows, origin);
    return capped ? { ...result, textCapped: true } : result;
  }
  const queries = await searchQueries(db, planned, statuses, origin);
  const walk = await distancePage(db, planned, statuses, origin);
  if (walk) {
    // One round trip to D1 for both statements.
    const [rows, counted] = await db.batch([walk.query, queries.count.statement]);
    return { ids: rows.map((row) => row.id), ...queries.count.read(counted) };
  }
  // The count first: how many match decides how the page is read (domain/catalog-page-plan.ts).
  const counted = queries.count.read(await queries.count.statement);
  if (counted.total <= (planned.page - 1) * planned.itemsPerPage) return { ids: [], ...counted };
  const rows = await queries.page(await pageIndex(db, planned, counted.total));
  return { ids: rows.map((row) => row.id), ...counted };
}
