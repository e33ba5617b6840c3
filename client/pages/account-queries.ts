/** The account pages' list settings read from the page URL (tab, filter, page size), for the pages and the preload. */
import { isPurchaseFilter, type PurchaseFilter } from '../../domain/purchases.ts';
import { DEFAULT_SEARCHES_PAGE_SIZE, isSearchesPageSize, type SearchesPageSize, type WatchlistStatusFilter } from '../../domain/saved-searches.ts';

/** The watchlist tab of the page URL (?status=running or ended), else all. */
export function watchlistTab(search: URLSearchParams): WatchlistStatusFilter {
  const status = search.get('status');
  return status === 'running' || status === 'ended' ? status : 'all';
}

/** The purchases tab of the page URL (?filter=active, won or lost), else all. */
export function purchasesFilter(search: URLSearchParams): PurchaseFilter {
  const filter = search.get('filter');
  return isPurchaseFilter(filter) ? filter : 'all';
}

/** The saved searches' page size from the page URL (?itemsPerPage=10, 25 or 50), else the default. */
export function searchesPageSize(search: URLSearchParams): SearchesPageSize {
  const size = Number(search.get('itemsPerPage'));
  return isSearchesPageSize(size) ? size : DEFAULT_SEARCHES_PAGE_SIZE;
}
