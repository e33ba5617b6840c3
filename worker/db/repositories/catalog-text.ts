/**
 * Free-text catalogue search over the FTS5 index `catalog_text` (migration 0028): the newest TEXT_WINDOW matches are
 * looked up in the search table with every other condition in one statement, and the total, the facet counts and the
 * page are taken from those rows here (docs/decisions.md, "Free-text search").
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { CatalogFilters, Sort } from '../../../domain/catalog-filters.ts';
import { matchExpression, TEXT_WINDOW } from '../../../domain/catalog-text.ts';
import type { Database } from '../client.ts';
import { catalogListings as listing } from '../schema-listings.ts';
import type { Facet, FacetCounts, Origin } from './catalog-search.ts';

/** A candidate of the window: null columns when the text matched but another condition did not. */
export interface CandidateRow {
  candidate: number;
  id: number | null;
  productType: string | null;
  make: string | null;
  fuel: string | null;
  country: string | null;
  transmission: string | null;
  price: number | null;
  mileage: number | null;
  endingKey: number | null;
  createdAt: number | null;
  x: number | null;
  y: number | null;
  z: number | null;
}

type Listing = CandidateRow & { id: number };

/** The text condition alone, for callers that filter rows themselves (saved-search alerts look at new listings only). */
export function textCondition(terms: readonly string[]): SQL {
  return inArray(listing.productId, sql`(SELECT rowid FROM catalog_text WHERE catalog_text MATCH ${matchExpression(terms)})`);
}

/**
 * The window's statement. The text index leads (CROSS JOIN keeps it the outer loop), so D1 reads at most
 * TEXT_WINDOW + 1 index rows and as many listings; the LEFT JOIN keeps every candidate, so the answer tells
 * whether the window was full.
 */
export function textWindowQuery(db: Database, terms: readonly string[], conditions: SQL[]) {
  const on = and(sql`${listing.productId} = c.id`, ...conditions) as SQL;
  return db.all<CandidateRow>(sql`
    SELECT c.id AS candidate, ${listing.productId} AS id, ${listing.productType} AS productType, ${listing.makeCode} AS make,
      ${listing.fuel} AS fuel, ${listing.country} AS country, ${listing.transmission} AS transmission, ${listing.price} AS price,
      ${listing.mileage} AS mileage, ${listing.endingKey} AS endingKey, ${listing.createdAt} AS createdAt,
      ${listing.x} AS x, ${listing.y} AS y, ${listing.z} AS z
    FROM (SELECT rowid AS id FROM catalog_text WHERE catalog_text MATCH ${matchExpression(terms)} ORDER BY rowid DESC LIMIT ${TEXT_WINDOW + 1}) c
    LEFT JOIN ${listing} ON ${on}`);
}

/** SQLite's order: NULL is the smallest value, so it comes first ascending and last descending. */
function compareNullable(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a - b;
}

/** The same orders as the search table's ORDER BY (catalog-search.ts), and nearest first for the distance sort. */
function comparator(sort: Sort, origin: Origin | undefined): (a: Listing, b: Listing) => number {
  const dot = (row: Listing) => (origin && row.x !== null && row.y !== null && row.z !== null ? row.x * origin.x + row.y * origin.y + row.z * origin.z : -2);
  switch (sort) {
    case 'ending':
      return (a, b) => compareNullable(a.endingKey, b.endingKey) || a.id - b.id;
    case 'newest':
      return (a, b) => compareNullable(b.createdAt, a.createdAt) || b.id - a.id;
    case 'price_asc':
      return (a, b) => compareNullable(a.price, b.price) || a.id - b.id;
    case 'price_desc':
      return (a, b) => compareNullable(b.price, a.price) || b.id - a.id;
    case 'mileage_asc':
      return (a, b) => compareNullable(a.mileage, b.mileage) || a.id - b.id;
    case 'distance':
      // Nearest first; listings of one postal region share its centre, the newest of them first (as the walk does).
      return (a, b) => dot(b) - dot(a) || b.id - a.id;
  }
}

const FACET_VALUE: Record<Facet, (row: Listing) => string | null> = {
  productType: (row) => row.productType,
  make: (row) => row.make,
  fuel: (row) => row.fuel,
  country: (row) => row.country,
  transmission: (row) => row.transmission,
};

function facetFilter(filters: CatalogFilters, facet: Facet): readonly string[] | undefined {
  const values = { productType: filters.productType ? [filters.productType] : [], make: filters.makes, fuel: filters.fuels, country: filters.countries, transmission: filters.transmission ? [filters.transmission] : [] }[facet];
  return values.length ? values : undefined;
}

export interface TextResult {
  ids: number[];
  total: number;
  facets: FacetCounts[];
  /** More listings matched the words than the window holds: the answer covers the newest TEXT_WINDOW of them. */
  capped: boolean;
}

/** Total, facets (each ignoring its own filter) and the page from the window's rows. */
export function readTextWindow(filters: CatalogFilters, rows: CandidateRow[], origin: Origin | undefined): TextResult {
  const capped = rows.length > TEXT_WINDOW;
  const listings = rows.slice(0, TEXT_WINDOW).filter((row): row is Listing => row.id !== null);
  const facets = Object.keys(FACET_VALUE) as Facet[];
  const counts = new Map<Facet, Map<string, number>>(facets.map((facet) => [facet, new Map()]));
  const matching: Listing[] = [];
  for (const row of listings) {
    const failing = facets.filter((facet) => {
      const values = facetFilter(filters, facet);
      const value = FACET_VALUE[facet](row);
      return values !== undefined && (value === null || !values.includes(value));
    });
    if (failing.length === 0) matching.push(row);
    for (const facet of facets) {
      const value = FACET_VALUE[facet](row);
      // A facet counts the row when no *other* facet filter rejects it.
      if (value === null || failing.some((other) => other !== facet)) continue;
      const byValue = counts.get(facet) as Map<string, number>;
      byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
  }
  matching.sort(comparator(filters.sort, origin));
  const start = (filters.page - 1) * filters.itemsPerPage;
  return {
    ids: matching.slice(start, start + filters.itemsPerPage).map((row) => row.id),
    total: matching.length,
    capped,
    facets: facets.map((facet) => ({
      attributeCode: facet,
      options: [...(counts.get(facet) as Map<string, number>)]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    })),
  };
}
