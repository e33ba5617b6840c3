/** API paths (also the SWR keys) that pages read; the server preloads the same keys for the first paint. */
import type { ContentPageSlug } from '../../domain/content.ts';

export const keys = {
  contentPage: (slug: ContentPageSlug) => `/public/content/page/${slug}`,
  blog: (page: number) => `/public/content/blog?page=${page}`,
  article: (slug: string) => `/public/content/blog/${encodeURIComponent(slug)}`,
  author: (slug: string) => `/public/content/blog-author/${encodeURIComponent(slug)}`,
  catalog: (page: number, status?: string) =>
    `/public/catalog/search?page=${page}&itemsPerPage=12${status ? `&status=${encodeURIComponent(status)}` : ''}`,
  homeListings: () => '/public/catalog/search?page=1&itemsPerPage=8&status=running',
  submittedCount: () => '/public/product/submitted-count',
  privateCustomer: () => '/private/customer/get',
  merchantDirectory: (page: number) => `/public/merchants/get?page=${page}&itemsPerPage=24`,
  /** query: "" when signed in, or "?e=…&h=…" from a reminder e-mail's link. */
  emailAutomation: (query: string) => `/public/email-automation/all/get${query}`,
};

/** Reads a positive page number from the query, defaulting to 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 50 ? page : 1;
}
