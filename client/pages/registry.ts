/** Which component renders each route, which data it needs for the first paint, and which chrome it shows. */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ContentPageSlug } from '../../domain/content.ts';
import type { RouteMatch, RouteName } from '../../domain/routes.ts';
import { filterQuery, readFilters } from '../components/catalog/filter-url.ts';
import { isProductId, keys, pageParam, searchesPageSize, watchlistTab } from './data-keys.ts';

export interface PageProps {
  match: RouteMatch;
  search: URLSearchParams;
}

type PageModule = { default: ComponentType<PageProps> };

export interface PageDef {
  component: LazyExoticComponent<ComponentType<PageProps>>;
  load: () => Promise<PageModule>;
  /** API keys whose answers the page needs before its first paint. */
  data?: (match: RouteMatch, search: URLSearchParams) => string[];
  /** False when the route's parameters cannot name anything (a malformed id): the page is a 404 without loading data. */
  valid?: (match: RouteMatch) => boolean;
  chrome?: { navbar: boolean; footer: boolean };
}

function page(load: () => Promise<PageModule>, extra: Omit<PageDef, 'component' | 'load'> = {}): PageDef {
  return { component: lazy(load), load, ...extra };
}

const loadContent = () => import('./content-page.tsx');
const loadPlaceholder = () => import('./placeholder-page.tsx');

/** Routes whose page is an editorial content page, and its slug. */
export const CONTENT_ROUTES: Partial<Record<RouteName, ContentPageSlug>> = {
  about: 'about',
  contact: 'contact',
  faq: 'faq',
  jobs: 'jobs',
  pricing: 'pricing',
  partner: 'partner',
  tac: 'tac',
  privacy: 'privacy',
  imprint: 'imprint',
  'merchant-landing': 'merchant-landing',
  sell: 'sell',
};

const contentPage = page(loadContent, {
  data: (match) => {
    const slug = CONTENT_ROUTES[match.name];
    return slug ? [keys.contentPage(slug)] : [];
  },
});

const catalogPage = page(() => import('./catalog-page.tsx'), {
  // Exactly what the page asks for on first paint: every loaded page of the URL's filters, and the make names.
  data: (match, search) => {
    const query = filterQuery(readFilters(search));
    const pages = Array.from({ length: pageParam(search) }, (_, index) => keys.catalog(index + 1, query));
    return [...pages, keys.productAttribute(match.locale, 'make')];
  },
});

const placeholder = page(loadPlaceholder);
const valuationLanding = page(loadPlaceholder, { chrome: { navbar: false, footer: false } });
const valuationStep = page(loadPlaceholder, { chrome: { navbar: false, footer: true } });

const PAGES: Partial<Record<RouteName, PageDef>> = {
  index: page(() => import('./home-page.tsx'), { data: () => [keys.contentPage('home'), keys.homeListings()] }),
  ...Object.fromEntries(Object.keys(CONTENT_ROUTES).map((name) => [name, contentPage])),
  blog: page(() => import('./blog-index-page.tsx'), { data: (_m, search) => [keys.blog(pageParam(search))] }),
  'blog-slug': page(() => import('./blog-article-page.tsx'), { data: (m) => [keys.article(m.params.slug ?? '')] }),
  'blog-author-slug': page(() => import('./blog-author-page.tsx'), { data: (m) => [keys.author(m.params.slug ?? '')] }),
  catalog: catalogPage,
  'catalog-product-id': page(() => import('./product-page.tsx'), {
    data: (m) => [keys.product(m.params.id ?? ''), keys.productAttributes(m.locale)],
    valid: (m) => isProductId(m.params.id ?? ''),
  }),
  search: catalogPage,
  login: page(() => import('./auth/login-page.tsx')),
  'auth-login': page(() => import('./auth/login-page.tsx')),
  'auth-signup': page(() => import('./auth/signup-page.tsx')),
  'auth-verify': page(() => import('./auth/verify-page.tsx')),
  'auth-signing-in': page(() => import('./auth/signing-in-page.tsx')),
  'auth-logged-in': page(() => import('./auth/redirect-page.tsx')),
  'auth-redirect-to-authorize': page(() => import('./auth/redirect-page.tsx')),
  account: page(() => import('./account/account-page.tsx')),
  'account-settings': page(() => import('./account/settings-page.tsx')),
  'account-email-settings': page(() => import('./account/email-settings-page.tsx')),
  'account-merchant-register': page(() => import('./account/merchant-register-page.tsx')),
  'account-merchant-searches': page(() => import('./account/searches-page.tsx'), {
    data: (_m, search) => [keys.savedSearches(pageParam(search), searchesPageSize(search))],
  }),
  'account-merchant-watchlist': page(() => import('./account/watchlist-page.tsx'), {
    data: (_m, search) => Array.from({ length: pageParam(search) }, (_, index) => keys.watchlist(index + 1, watchlistTab(search))),
  }),
  'merchant-listing': page(() => import('./merchant-directory-page.tsx'), {
    data: (_m, search) => Array.from({ length: pageParam(search) }, (_, index) => keys.merchantDirectory(index + 1)),
  }),
  'valuation-motorhome': valuationLanding,
  'valuation-trailer': valuationLanding,
  'valuation-motorhome-step': valuationStep,
  'valuation-trailer-step': valuationStep,
};

/** Every route has a page: the ones other modules will build show a clearly marked placeholder meanwhile. */
export function pageFor(name: RouteName): PageDef {
  return PAGES[name] ?? placeholder;
}
