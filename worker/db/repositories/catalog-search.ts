/**
 * Catalogue search over the products table and its indexes (no attribute joins on this path): filters,
 * sort, a page of cards, the total, and facet counts where each facet ignores its own filter.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import type { CatalogFilters } from '../../../domain/catalog-filters.ts';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';

export const FACETS = ['productType', 'make', 'fuel', 'country', 'transmission'] as const;
export type Facet = (typeof FACETS)[number];

const FACET_COLUMNS = {
  productType: products.productType,
  make: products.makeCode,
  fuel: products.fuel,
  country: products.country,
  transmission: products.transmission,
} as const;

/** The WHERE conditions of the filters, leaving out one facet's own filter for its counts. */
export function searchConditions(filters: CatalogFilters, statuses: readonly AuctionStatus[], without?: Facet): SQL[] {
  const conditions: SQL[] = [inArray(products.status, [...statuses])];
  if (filters.productType && without !== 'productType') conditions.push(eq(products.productType, filters.productType));
  if (filters.makes.length && without !== 'make') conditions.push(inArray(products.makeCode, filters.makes));
  if (filters.fuels.length && without !== 'fuel') conditions.push(inArray(products.fuel, filters.fuels));
  if (filters.countries.length && without !== 'country') conditions.push(inArray(products.country, filters.countries));
  if (filters.transmission && without !== 'transmission') conditions.push(eq(products.transmission, filters.transmission));
  if (filters.priceMin !== undefined) conditions.push(gte(products.displayPrice, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(products.displayPrice, filters.priceMax));
  if (filters.yearMin !== undefined) conditions.push(gte(products.firstRegistrationYear, filters.yearMin));
  if (filters.yearMax !== undefined) conditions.push(lte(products.firstRegistrationYear, filters.yearMax));
  if (filters.mileageMax !== undefined) conditions.push(lte(products.mileage, filters.mileageMax));
  if (filters.powerMin !== undefined) conditions.push(gte(products.powerKw, filters.powerMin));
  if (filters.lengthMax !== undefined) conditions.push(lte(products.lengthMm, filters.lengthMax));
  if (filters.bedsMin !== undefined) conditions.push(gte(products.beds, filters.bedsMin));
  if (filters.seatsMin !== undefined) conditions.push(gte(products.seats, filters.seatsMin));
  if (filters.buyNow) conditions.push(isNotNull(products.buyNowPrice));
  return conditions;
}

const ORDER = {
  ending: [asc(products.endingAt), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.displayPrice), asc(products.id)],
  price_desc: [desc(products.displayPrice), asc(products.id)],
  mileage_asc: [asc(products.mileage), asc(products.id)],
} as const;

export interface FacetCounts {
  attributeCode: Facet;
  options: { value: string; count: number }[];
}

/** Which facets have their own filter active (those need their own count query). */
function activeFacets(filters: CatalogFilters): Set<Facet> {
  const active = new Set<Facet>();
  if (filters.productType) active.add('productType');
  if (filters.makes.length) active.add('make');
  if (filters.fuels.length) active.add('fuel');
  if (filters.countries.length) active.add('country');
  if (filters.transmission) active.add('transmission');
  return active;
}

type Counts = Map<Facet, Map<string, number>>;

function addCount(counts: Counts, facet: Facet, value: unknown, n: number) {
  if (value === null || value === undefined) return;
  const byValue = counts.get(facet) ?? new Map<string, number>();
  byValue.set(String(value), (byValue.get(String(value)) ?? 0) + n);
  counts.set(facet, byValue);
}

/**
 * Facet counts: one grouped pass over the filtered rows serves every facet whose own filter is off (and gives
 * the total); a facet with an active filter gets its own query without that filter.
 */
async function facetCounts(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[]) {
  const active = activeFacets(filters);
  const counts: Counts = new Map();
  const combined = await db
    .select({
      productType: products.productType,
      make: products.makeCode,
      fuel: products.fuel,
      country: products.country,
      transmission: products.transmission,
      n: count(),
    })
    .from(products)
    .where(and(...searchConditions(filters, statuses)))
    .groupBy(products.productType, products.makeCode, products.fuel, products.country, products.transmission)
    .all();
  let total = 0;
  for (const row of combined) {
    total += row.n;
    for (const facet of FACETS) if (!active.has(facet)) addCount(counts, facet, row[facet], row.n);
  }
  await Promise.all(
    [...active].map(async (facet) => {
      const column = FACET_COLUMNS[facet];
      const rows = await db
        .select({ value: column, n: count() })
        .from(products)
        .where(and(...searchConditions(filters, statuses, facet)))
        .groupBy(column)
        .all();
      for (const row of rows) addCount(counts, facet, row.value, row.n);
    }),
  );
  const facets: FacetCounts[] = FACETS.map((facet) => ({
    attributeCode: facet,
    options: [...(counts.get(facet) ?? new Map<string, number>())]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  }));
  return { total, facets };
}

export async function searchProducts(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[]) {
  const [rows, { total, facets }] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(...searchConditions(filters, statuses)))
      .orderBy(...ORDER[filters.sort])
      .limit(filters.itemsPerPage)
      .offset((filters.page - 1) * filters.itemsPerPage)
      .all(),
    facetCounts(db, filters, statuses),
  ]);
  return { ids: rows.map((row) => row.id), total, facets };
}
