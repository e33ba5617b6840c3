/**
 * API paths (also the SWR keys) that pages read; the server preloads the same keys for the first paint. The account
 * pages' query readers live in ./account-queries.ts, so the public pages that use these keys load no account rules.
 */
import type { ContentPageSlug } from '../../domain/content.ts';
import type { PurchaseFilter } from '../../domain/purchases.ts';
import type { SearchesPageSize, WatchlistStatusFilter } from '../../domain/saved-searches.ts';

export const keys = {
  contentPage: (slug: ContentPageSlug) => `/public/content/page/${slug}`,
  blog: (page: number) => `/public/content/blog?page=${page}`,
  article: (slug: string) => `/public/content/blog/${encodeURIComponent(slug)}`,
  author: (slug: string) => `/public/content/blog-author/${encodeURIComponent(slug)}`,
  /** A landing page or article by the rest of its /lp/ path ("summer/offer" is the page "/summer/offer"). */
  landingPage: (url: string) => `/public/content/landing-page?url=${encodeURIComponent(`/${url}`)}`,
  /** filterQuery: the canonical filter query of the page URL (client/components/catalog/filter-url.ts), without paging. */
  catalog: (page: number, filterQuery: string) => `/public/catalog/search?page=${page}&itemsPerPage=12${filterQuery ? `&${filterQuery}` : ''}`,
  homeListings: () => '/public/catalog/search?page=1&itemsPerPage=8&status=running',
  /** One attribute's definition with its options in a locale (the catalogue's make names). */
  productAttribute: (locale: string, code: string) => `/public/attributes/get/product/${locale}/${code}`,
  /** A listing for the detail page; only called with ids that pass isEntityId (domain/ids.ts). */
  product: (id: string) => `/public/catalog/get/${id}`,
  /** Product, auction and damage attribute definitions (labels, units, options) in a locale. */
  productAttributes: (locale: string) => `/public/attributes/all/product,auction,damage/${locale}`,
  submittedCount: () => '/public/product/submitted-count',
  privateCustomer: () => '/private/customer/get',
  /** The signed-in customer's saved searches, one page of 10, 25 or 50. */
  savedSearches: (page: number, itemsPerPage: SearchesPageSize) => `/private/customer/searches/get?page=${page}&itemsPerPage=${itemsPerPage}`,
  /** One page of the signed-in customer's watchlist in a status tab. */
  watchlist: (page: number, tab: WatchlistStatusFilter) => `/private/customer/watchlist/get?page=${page}&itemsPerPage=12${tab === 'all' ? '' : `&status=${tab}`}`,
  /** One page of the signed-in dealer's purchases in a filter tab. */
  purchases: (page: number, filter: PurchaseFilter) => `/private/customer/my-purchases/get?page=${page}&itemsPerPage=12${filter === 'all' ? '' : `&filter=${filter}`}`,
  /** The signed-in dealer's board of the day's auctions. */
  board: () => '/private/merchant/board',
  merchantDirectory: (page: number) => `/public/merchants/get?page=${page}&itemsPerPage=24`,
  /** query: "" when signed in, or "?e=…&h=…" from a reminder e-mail's link. */
  emailAutomation: (query: string) => `/public/email-automation/all/get${query}`,
  /** A valuation report by the key of its link (or "v{id}" for its signed-in owner). */
  valuationReport: (key: string) => `/public/valuate-my-vehicle/report/get/${encodeURIComponent(key)}`,
};

/**
 * Pages of a "load more" list the server preloads for the first paint. A reload of "?page=8" shows the first
 * pages at once and fetches the rest in the browser; without the cap one anonymous page view could make the
 * server run up to 50 searches in-process.
 */
export const MAX_PRELOADED_PAGES = 3;

/** Reads a positive page number from the query, defaulting to 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 50 ? page : 1;
}
