/**
 * How a catalogue page is read. SQLite sorts every match when a filter has an index of its own, which at marketplace
 * size means reading a hundred thousand rows for one page of 24. Walking the sort's index instead reads about
 * (offset + page size) / (the share of the catalogue that matches) rows: cheap for common filters, ruinous for rare
 * ones. The total is known from the counters before the page is read, so the cheaper way is chosen per search.
 */
import type { CatalogFilters, Sort } from './catalog-filters.ts';

/** Sorts that have an index in their order (migration 0004); the distance sort walks regions instead. */
export const SORT_INDEX: Partial<Record<Sort, string>> = {
  ending: 'catalog_listings_ending',
  newest: 'catalog_listings_created',
  price_asc: 'catalog_listings_price',
  price_desc: 'catalog_listings_price',
  mileage_asc: 'catalog_listings_mileage',
};

/** At most this many rows may be walked for one page; beyond it a filter's own index reads fewer. */
export const WALK_BUDGET = 1_500;

/** The rows a walk of the sort's index is expected to read for this page. */
export function expectedWalk(filters: Pick<CatalogFilters, 'page' | 'itemsPerPage'>, total: number, catalogue: number): number {
  if (total <= 0) return Number.POSITIVE_INFINITY;
  const needed = Math.min(filters.page * filters.itemsPerPage, total);
  return Math.ceil((needed * Math.max(catalogue, total)) / total);
}

/** The index to walk for this page, or null to leave the choice to SQLite (rare matches, or no sort index). */
export function walkIndex(filters: Pick<CatalogFilters, 'sort' | 'page' | 'itemsPerPage'>, total: number, catalogue: number): string | null {
  const index = SORT_INDEX[filters.sort];
  if (!index) return null;
  return expectedWalk(filters, total, catalogue) <= WALK_BUDGET ? index : null;
}
