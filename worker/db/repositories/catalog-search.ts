/**
 * Catalogue search over the products table and its indexes (no attribute joins on this path): filters,
 * sort, a page of cards, the total, and facet counts where each facet ignores its own filter.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
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

export async function searchProducts(db: Database, filters: CatalogFilters, statuses: readonly AuctionStatus[]) {
  const where = and(...searchConditions(filters, statuses));
  const [rows, total, facets] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.itemsPerPage)
      .offset((filters.page - 1) * filters.itemsPerPage)
      .all(),
    db.select({ n: count() }).from(products).where(where).get(),
    Promise.all(
      FACETS.map(async (facet): Promise<FacetCounts> => {
        const column = FACET_COLUMNS[facet];
        const counts = await db
          .select({ value: column, count: count() })
          .from(products)
          .where(and(...searchConditions(filters, statuses, facet), isNotNull(column)))
          .groupBy(column)
          .orderBy(sql`2 desc`)
          .all();
        return { attributeCode: facet, options: counts.map((row) => ({ value: String(row.value), count: row.count })) };
      }),
    ),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0, facets };
}
