/**
 * Catalogue search over the narrow search table `catalog_listings` (kept in step with products by triggers):
 * filters, distance from a postal code, sort, a page of ids, the total, and facet counts where each facet
 * ignores its own filter — all from one grouped pass plus the page query.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { type AuctionStatus, PUBLIC_STATUSES } from '../../../domain/auction-status.ts';
import { bandRange, type CatalogCountry, type CatalogFilters } from '../../../domain/catalog-filters.ts';
import type { Database } from '../client.ts';
import { catalogListings as listing, postalRegions } from '../schema-listings.ts';

export const FACETS = ['productType', 'make', 'fuel', 'country', 'transmission'] as const;
export type Facet = (typeof FACETS)[number];

export interface FacetCounts {
  attributeCode: Facet;
  options: { value: string; count: number }[];
}

export interface Origin {
  x: number;
  y: number;
  z: number;
}

/** The postal code of a distance filter is not one we know the place of. */
export class UnknownPostalCodeError extends Error {
  override readonly name = 'UnknownPostalCodeError';
}

const EARTH_RADIUS_KM = 6371.0088;

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
  if (!filters.distance || !origin) return undefined;
  const dot = sql`(${listing.x} * ${origin.x} + ${listing.y} * ${origin.y} + ${listing.z} * ${origin.z})`;
  const { minKm, maxKm } = bandRange(filters.distance);
  if (maxKm !== null) return and(isNotNull(listing.x), gte(dot, Math.cos(maxKm / EARTH_RADIUS_KM)));
  return and(isNotNull(listing.x), lt(dot, Math.cos((minKm ?? 0) / EARTH_RADIUS_KM)));
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
  return [...baseConditions(filters, statuses, origin), ...facetConditions(filters)];
}

const ORDER = {
  ending: [asc(listing.endingKey), asc(listing.productId)],
  newest: [desc(listing.createdAt), desc(listing.productId)],
  price_asc: [asc(listing.price), asc(listing.productId)],
  price_desc: [desc(listing.price), asc(listing.productId)],
  mileage_asc: [asc(listing.mileage), asc(listing.productId)],
} as const;

type FacetRow = Record<Facet, string | null> & { n: number };

/** Whether a grouped row passes each active facet filter. */
function facetMatches(filters: CatalogFilters, row: FacetRow): Partial<Record<Facet, boolean>> {
  const matches: Partial<Record<Facet, boolean>> = {};
  if (filters.productType) matches.productType = row.productType === filters.productType;
  if (filters.makes.length) matches.make = row.make !== null && filters.makes.includes(row.make);
  if (filters.fuels.length) matches.fuel = row.fuel !== null && filters.fuels.includes(row.fuel);
  if (filters.countries.length) matches.country = row.country !== null && (filters.countries as string[]).includes(row.country);
  if (filters.transmission) matches.transmission = row.transmission === filters.transmission;
  return matches;
}

/**
 * Facet counts and the total from one pass grouped by the five facet columns (a few hundred groups at most):
 * a facet's count keeps every other active facet filter, the total keeps them all.
 */
function countFacets(filters: CatalogFilters, rows: FacetRow[]): { total: number; facets: FacetCounts[] } {
  const counts = new Map<Facet, Map<string, number>>(FACETS.map((facet) => [facet, new Map()]));
  let total = 0;
  for (const row of rows) {
    const matches = facetMatches(filters, row);
    const failing = FACETS.filter((facet) => matches[facet] === false);
    if (failing.length === 0) total += row.n;
    for (const facet of FACETS) {
      const value = row[facet];
      // A facet counts the row when no *other* facet filter rejects it.
      if (value === null || failing.some((other) => other !== facet)) continue;
      const byValue = counts.get(facet) as Map<string, number>;
      byValue.set(value, (byValue.get(value) ?? 0) + row.n);
    }
  }
  const facets = FACETS.map((facet) => ({
    attributeCode: facet,
    options: [...(counts.get(facet) as Map<string, number>)]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  }));
  return { total, facets };
}

/** Resolves the distance filter's origin; throws UnknownPostalCodeError for a postal code we cannot place. */
export async function searchOrigin(db: Database, filters: CatalogFilters, homeCountry: CatalogCountry): Promise<Origin | undefined> {
  if (!filters.distance || !filters.zip) return undefined;
  const origin = await postalOrigin(db, filters.zipCountry ?? homeCountry, filters.zip);
  if (!origin) throw new UnknownPostalCodeError(filters.zip);
  return origin;
}

/** The two statements of a search: the page of ids, and the grouped pass that yields the total and the facets. */
export function searchQueries(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[], origin?: Origin) {
  const base = baseConditions(filters, statuses, origin);
  return {
    page: db
      .select({ id: listing.productId })
      .from(listing)
      .where(and(...base, ...facetConditions(filters)))
      .orderBy(...ORDER[filters.sort])
      .limit(filters.itemsPerPage)
      .offset((filters.page - 1) * filters.itemsPerPage),
    grouped: db
      .select({
        productType: listing.productType,
        make: listing.makeCode,
        fuel: listing.fuel,
        country: listing.country,
        transmission: listing.transmission,
        n: count(),
      })
      .from(listing)
      .where(and(...base))
      .groupBy(listing.productType, listing.makeCode, listing.fuel, listing.country, listing.transmission),
  };
}

export async function searchProducts(
  db: Database,
  filters: CatalogFilters,
  statuses: readonly AuctionStatus[],
  homeCountry: CatalogCountry = 'DE',
): Promise<{ ids: number[]; total: number; facets: FacetCounts[] }> {
  const origin = await searchOrigin(db, filters, homeCountry);
  const queries = searchQueries(db, filters, statuses, origin);
  // One round trip to D1 for both statements.
  const [page, grouped] = await db.batch([queries.page, queries.grouped]);
  const { total, facets } = countFacets(filters, grouped);
  return { ids: page.map((row) => row.id), total, facets };
}
