/**
 * Which server-rendered pages an anonymous visitor may get from the edge cache, what each is built from (its version
 * scopes) and the query that shapes it: the cache key is host, path, that query, the scopes' versions and the build.
 */
import { filterQuery, readFilters } from '../../client/components/catalog/filter-url.ts';
import { pageParam } from '../../client/pages/data-keys.ts';
import { CONTENT_ROUTES } from '../../client/pages/registry.ts';
import { isEntityId } from '../../domain/ids.ts';
import type { RouteMatch } from '../../domain/routes.ts';

/** A version row of `page_versions` (worker/db/schema-content.ts), bumped by triggers on every change it covers. */
export type PageScope = 'site' | 'content' | 'catalog' | `product:${number}`;

/**
 * The scopes a page is built from, or null for a page that is never cached (anything personal, a funnel, the console).
 * Every page shows the site's settings (the system bar) and attribute labels.
 */
export function pageScopes(match: RouteMatch): PageScope[] | null {
  switch (match.name) {
    case 'index':
      // The home page's text and its newest listings.
      return ['site', 'content', 'catalog'];
    case 'catalog':
    case 'search':
      return ['site', 'catalog'];
    case 'catalog-product-id': {
      const id = match.params.id ?? '';
      return isEntityId(id) ? ['site', `product:${Number(id)}`] : null;
    }
    case 'landing-url':
      // A landing page may list matching listings below its text.
      return ['site', 'content', 'catalog'];
    case 'blog':
    case 'blog-slug':
    case 'blog-author-slug':
      return ['site', 'content'];
    default:
      // The storefront's content pages: Markdown from the console.
      return CONTENT_ROUTES[match.name] ? ['site', 'content'] : null;
  }
}

/**
 * The query a cached page is rendered with and keyed by: only what shapes the page, in canonical order. Tracking
 * parameters (utm_*, ref, ...) and unknown ones fall away, so they neither split the cache nor end up in a shared copy.
 * The catalogue keeps its valid filters (as its preload reads them) and the page; the blog index its page.
 */
export function pageQuery(match: RouteMatch, search: URLSearchParams): string {
  const page = pageParam(search);
  const paging = page > 1 ? `page=${page}` : '';
  if (match.name === 'catalog' || match.name === 'search') {
    return [filterQuery(readFilters(search)), paging].filter(Boolean).join('&');
  }
  return match.name === 'blog' ? paging : '';
}

/** The cache key of a page: its own origin and path (the zone's), the shaping query, then the versions and build. */
export function pageCacheKey(url: URL, query: string, versions: readonly number[], build: string): string {
  const key = new URL(url.pathname, url.origin);
  key.search = query;
  key.searchParams.set('__page', `${versions.join('.')}.${build}`);
  return key.href;
}
