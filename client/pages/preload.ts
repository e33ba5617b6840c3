/**
 * The API keys each page reads on its first paint, which the server answers in-process and inlines. Server only:
 * keeping it out of the client registry keeps the filter parser and friends out of the initial bundle.
 */
import type { RouteMatch, RouteName } from '../../domain/routes.ts';
import { filterQuery, readFilters } from '../components/catalog/filter-url.ts';
import { myAdsKey } from '../components/my-ads/model.ts';
import { searchesPageSize, watchlistTab } from './account-queries.ts';
import { keys, MAX_PRELOADED_PAGES, pageParam } from './data-keys.ts';
import { reportKey } from '../lib/valuation-route.ts';
import { CONTENT_ROUTES } from './registry.ts';

type Preload = (match: RouteMatch, search: URLSearchParams) => string[];

/** The first loaded pages of a paged list (at most MAX_PRELOADED_PAGES), so a reload of "?page=3" shows the same three pages. */
const upToPage = (search: URLSearchParams, key: (page: number) => string) =>
  Array.from({ length: Math.min(pageParam(search), MAX_PRELOADED_PAGES) }, (_, index) => key(index + 1));

// What the catalogue asks for on first paint: the first loaded pages of the URL's filters, and the make names.
const catalog: Preload = (match, search) => {
  const query = filterQuery(readFilters(search));
  return [...upToPage(search, (page) => keys.catalog(page, query)), keys.productAttribute(match.locale, 'make')];
};

const valuationReport: Preload = (match) => {
  const key = reportKey(match);
  return key ? [keys.valuationReport(key)] : [];
};

const PRELOADS: Partial<Record<RouteName, Preload>> = {
  index: () => [keys.contentPage('home'), keys.homeListings()],
  blog: (_m, search) => [keys.blog(pageParam(search))],
  'blog-slug': (m) => [keys.article(m.params.slug ?? '')],
  'blog-author-slug': (m) => [keys.author(m.params.slug ?? '')],
  'landing-url': (m) => [keys.landingPage(m.params.url ?? '')],
  catalog,
  search: catalog,
  'catalog-product-id': (m) => [keys.product(m.params.id ?? ''), keys.productAttributes(m.locale)],
  'account-merchant-searches': (_m, search) => [keys.savedSearches(pageParam(search), searchesPageSize(search))],
  'account-merchant-watchlist': (_m, search) => upToPage(search, (page) => keys.watchlist(page, watchlistTab(search))),
  'account-my-vehicles': (_m, search) => upToPage(search, myAdsKey),
  'account-merchant-ads': (_m, search) => upToPage(search, myAdsKey),
  'merchant-listing': (_m, search) => upToPage(search, (page) => keys.merchantDirectory(page)),
  // The report's answer decides its status (an unknown or expired link is a 404).
  'valuation-motorhome-report': valuationReport,
  'valuation-trailer-report': valuationReport,
};

export function preloadKeys(match: RouteMatch, search: URLSearchParams): string[] {
  const slug = CONTENT_ROUTES[match.name];
  if (slug) return [keys.contentPage(slug)];
  return PRELOADS[match.name]?.(match, search) ?? [];
}
