/**
 * A search's total and facet counts: from the counters in `catalog_facet_counts` (a few hundred rows, whatever the
 * catalogue's size) where domain/catalog-facet-plan.ts allows, otherwise from one grouped pass over the matching
 * listings. Both give the same numbers; test/worker/catalog-facets.test.ts compares them on random data.
 */
import { and, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import { type FacetPlan, planFacets, regionBand } from '../../../domain/catalog-facet-plan.ts';
import { bandRange, type CatalogFilters } from '../../../domain/catalog-filters.ts';
import type { Database } from '../client.ts';
import { catalogFacetCounts as counters, catalogListings as listing, postalRegions } from '../schema-listings.ts';

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

export interface Counted {
  total: number;
  facets: FacetCounts[];
}

const EARTH_RADIUS_KM = 6371.0088;

const COUNTER_COLUMN = {
  productType: counters.productType,
  make: counters.makeCode,
  fuel: counters.fuel,
  country: counters.country,
  transmission: counters.transmission,
} as const;

/** The values a facet is filtered by, or undefined when it is not. */
function filterValues(filters: CatalogFilters, facet: Facet): readonly string[] | undefined {
  const values = {
    productType: filters.productType ? [filters.productType] : [],
    make: filters.makes,
    fuel: filters.fuels,
    country: filters.countries,
    transmission: filters.transmission ? [filters.transmission] : [],
  }[facet];
  return values.length ? values : undefined;
}

/** Unit vectors make "within d km" a dot product above cos(d / R): the same test in SQL and here. */
export function distanceCosine(filters: CatalogFilters): { cos: number; within: boolean } | undefined {
  if (!filters.distance) return undefined;
  const { minKm, maxKm } = bandRange(filters.distance);
  return maxKm !== null ? { cos: Math.cos(maxKm / EARTH_RADIUS_KM), within: true } : { cos: Math.cos((minKm ?? 0) / EARTH_RADIUS_KM), within: false };
}

/** Postal-region centres are reference data written by migrations: read once per isolate. */
let regionPoints: Promise<Origin[]> | undefined;

/**
 * The postal regions within the distance filter's radius (the "over" band's regions are all the others), decided
 * exactly as the listing condition does. The regions' bands are listed, not their complement, which can run to
 * a thousand and more.
 */
export async function regionSelection(db: Database, filters: CatalogFilters, origin: Origin): Promise<RegionSelection> {
  const distance = distanceCosine(filters);
  if (!distance) return { bands: [], outside: false };
  regionPoints ??= db.select({ x: postalRegions.x, y: postalRegions.y, z: postalRegions.z }).from(postalRegions).all();
  const points = await regionPoints.catch((error: unknown) => {
    regionPoints = undefined;
    throw error;
  });
  const bands = new Set<number>();
  for (const point of points) {
    if (point.x * origin.x + point.y * origin.y + point.z * origin.z >= distance.cos) bands.add(regionBand(point.x, point.y));
  }
  return { bands: [...bands].sort((a, b) => a - b), outside: !distance.within };
}

export interface RegionSelection {
  bands: number[];
  /** The listings outside the radius are wanted: every band but these. */
  outside: boolean;
}

function bandCondition(plan: Extract<FacetPlan, { source: 'counters' }>, regions: RegionSelection): SQL | undefined {
  if (plan.kind === '') return eq(counters.band, 0);
  if (plan.kind === 'region') {
    if (!regions.bands.length) return regions.outside ? undefined : sql`0`;
    // Computed integers, inlined: a list of bound values would pass D1's 100-parameter limit.
    const list = sql.raw(regions.bands.map((band) => Math.trunc(band)).join(', '));
    return regions.outside ? sql`${counters.band} not in (${list})` : sql`${counters.band} in (${list})`;
  }
  return and(plan.bands.min !== undefined ? gte(counters.band, plan.bands.min) : undefined, plan.bands.max !== undefined ? lte(counters.band, plan.bands.max) : undefined);
}

/** One facet's counters: its own column unfiltered ('*'), every other one at its filter values or '*'. */
function facetCounters(db: Database, plan: Extract<FacetPlan, { source: 'counters' }>, filters: CatalogFilters, facet: Facet, regions: RegionSelection) {
  const columns = FACETS.map((other) => {
    const values = other === facet ? undefined : filterValues(filters, other);
    return values ? inArray(COUNTER_COLUMN[other], [...values]) : eq(COUNTER_COLUMN[other], '*');
  });
  return db
    .select({ facet: counters.facet, value: counters.value, n: sql<number>`sum(${counters.n})`.mapWith(Number) })
    .from(counters)
    .where(and(eq(counters.kind, plan.kind), eq(counters.scope, plan.scope), eq(counters.facet, facet), ...columns, bandCondition(plan, regions)))
    .groupBy(counters.value);
}

type CounterRow = { facet: string; value: string; n: number };
type GroupRow = Record<Facet, string | null> & { n: number };

function sortedOptions(byValue: Map<string, number>): { value: string; count: number }[] {
  return [...byValue]
    .filter(([value, n]) => value !== '' && n > 0)
    .map(([value, n]) => ({ value, count: n }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Totals and facets from counter rows: the total is the productType facet within the type filter. */
function fromCounters(filters: CatalogFilters, rows: CounterRow[]): Counted {
  const byFacet = new Map<Facet, Map<string, number>>(FACETS.map((facet) => [facet, new Map()]));
  for (const row of rows) {
    const byValue = byFacet.get(row.facet as Facet);
    byValue?.set(row.value, (byValue.get(row.value) ?? 0) + row.n);
  }
  const types = byFacet.get('productType') as Map<string, number>;
  const total = [...types].reduce((sum, [value, n]) => (!filters.productType || value === filters.productType ? sum + n : sum), 0);
  return { total, facets: FACETS.map((facet) => ({ attributeCode: facet, options: sortedOptions(byFacet.get(facet) as Map<string, number>) })) };
}

/** Whether a grouped row passes each active facet filter. */
function facetMatches(filters: CatalogFilters, row: GroupRow): Partial<Record<Facet, boolean>> {
  const matches: Partial<Record<Facet, boolean>> = {};
  for (const facet of FACETS) {
    const values = filterValues(filters, facet);
    if (values) matches[facet] = row[facet] !== null && values.includes(row[facet]);
  }
  return matches;
}

/** Totals and facets from the grouped pass: a facet's count keeps every other active facet filter. */
function fromGroups(filters: CatalogFilters, rows: GroupRow[]): Counted {
  const counts = new Map<Facet, Map<string, number>>(FACETS.map((facet) => [facet, new Map()]));
  let total = 0;
  for (const row of rows) {
    const failing = FACETS.filter((facet) => facetMatches(filters, row)[facet] === false);
    if (failing.length === 0) total += row.n;
    for (const facet of FACETS) {
      const value = row[facet];
      if (value === null || failing.some((other) => other !== facet)) continue;
      const byValue = counts.get(facet) as Map<string, number>;
      byValue.set(value, (byValue.get(value) ?? 0) + row.n);
    }
  }
  return { total, facets: FACETS.map((facet) => ({ attributeCode: facet, options: sortedOptions(counts.get(facet) as Map<string, number>) })) };
}

/** The grouped pass over the matching listings (every condition but the five facets), for plans the counters cannot serve. */
export function groupedPass(db: Database, base: SQL[]) {
  return db
    .select({ productType: listing.productType, make: listing.makeCode, fuel: listing.fuel, country: listing.country, transmission: listing.transmission, n: count() })
    .from(listing)
    .where(and(...base))
    .groupBy(listing.productType, listing.makeCode, listing.fuel, listing.country, listing.transmission);
}

/**
 * The statement that counts a search and how to read its rows. `base` holds the conditions of everything but the
 * five facets (used by the grouped pass only); `scan` forces it (a text query, which the counters know nothing of).
 */
export async function countQuery(
  db: Database,
  filters: CatalogFilters,
  statuses: readonly AuctionStatus[],
  base: SQL[],
  options: { origin?: Origin | undefined; scan?: string | undefined } = {},
) {
  const plan: FacetPlan = options.scan ? { source: 'scan', reason: options.scan } : planFacets(filters, statuses);
  if (plan.source === 'scan') {
    return { plan, statement: groupedPass(db, base), read: (rows: unknown) => fromGroups(filters, rows as GroupRow[]) };
  }
  const regions = plan.kind === 'region' && options.origin ? await regionSelection(db, filters, options.origin) : { bands: [], outside: false };
  const [first, ...rest] = FACETS.map((facet) => facetCounters(db, plan, filters, facet, regions));
  const statement = rest.reduce((union, next) => union.unionAll(next), (first as ReturnType<typeof facetCounters>).$dynamic());
  return { plan, statement, read: (rows: unknown) => fromCounters(filters, rows as CounterRow[]) };
}
