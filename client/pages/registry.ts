/** Which component renders each route and which chrome it shows (first-paint data: ./preload.ts, server only). */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ContentPageSlug } from '../../domain/content.ts';
import type { RouteMatch, RouteName } from '../../domain/routes.ts';
import { isEntityId } from '../../domain/ids.ts';
import { editorRouteValid } from '../lib/editor-route.ts';
import { isProductKind } from '../../domain/ad-editor/steps.ts';
import { isLandingUrl } from '../../domain/landing-url.ts';
import { GROUP_KEY_PATTERN } from '../../domain/messages/kinds.ts';
import { reportKey, valuationStep } from '../lib/valuation-route.ts';

export interface PageProps {
  match: RouteMatch;
  search: URLSearchParams;
}

type PageModule = { default: ComponentType<PageProps> };

export interface PageDef {
  component: LazyExoticComponent<ComponentType<PageProps>>;
  load: () => Promise<PageModule>;
  /** False when the route's parameters cannot name anything (a malformed id): the page is a 404 without loading data. */
  valid?: (match: RouteMatch) => boolean;
  chrome?: { navbar: boolean; footer: boolean };
  /** The page renders its own view of the server's error status (a 404 from its preload) instead of the error page. */
  ownErrorStatus?: boolean;
}

function page(load: () => Promise<PageModule>, extra: Omit<PageDef, 'component' | 'load'> = {}): PageDef {
  return { component: lazy(load), load, ...extra };
}

const loadContent = () => import('./content-page.tsx');
const messagesPage = page(() => import('./account/messages-page.tsx'));

const CONTENT_PAGE_ROUTES = ['about', 'contact', 'faq', 'jobs', 'pricing', 'partner', 'tac', 'privacy', 'imprint', 'merchant-landing', 'sell'] as const satisfies readonly RouteName[];

/** Routes whose page is an editorial content page, and its slug. */
export const CONTENT_ROUTES: Partial<Record<RouteName, ContentPageSlug>> & Record<(typeof CONTENT_PAGE_ROUTES)[number], ContentPageSlug> = {
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

const contentPage = page(loadContent);
const catalogPage = page(() => import('./catalog-page.tsx'));

const consolePage = page(() => import('./admin/console-page.tsx'), { chrome: { navbar: true, footer: false } });
// The valuation funnels: no navbar on any of their pages (spec 000); the footer only off on the landing pages.
const valuationLandingPage = page(() => import('./valuation/landing-page.tsx'), { chrome: { navbar: false, footer: false } });
const valuationStepPage = page(() => import('./valuation/step-page.tsx'), { valid: (m) => valuationStep(m) !== null, chrome: { navbar: false, footer: true } });
const valuationSuccessPage = page(() => import('./valuation/success-page.tsx'), { chrome: { navbar: false, footer: true } });
// A report link that is unknown or expired gets the report page's own "not found" text (status 404 all the same).
const valuationReportPage = page(() => import('./valuation/report-page.tsx'), {
  valid: (m) => reportKey(m) !== null,
  chrome: { navbar: false, footer: true },
  ownErrorStatus: true,
});

// The sell funnel: an unknown vehicle kind or ad id is a 404 before anything loads.
const sellType = page(() => import('./sell/type-page.tsx'));
const validKind = (m: RouteMatch) => isProductKind(m.params.type);
const sellFunnel = {
  'ad-new': sellType,
  'sell-type': sellType,
  'sell-new-or-import': page(() => import('./sell/new-or-import-page.tsx'), { valid: validKind }),
  'sell-import': page(() => import('./sell/import-page.tsx'), { valid: validKind }),
  'sell-timing': page(() => import('./sell/timing-page.tsx'), { valid: validKind }),
  'sell-steps': page(() => import('./sell/steps-page.tsx'), { valid: validKind }),
  'ad-continue-id': page(() => import('./sell/continue-page.tsx'), { valid: (m) => isEntityId(m.params.id ?? '') }),
} satisfies Partial<Record<RouteName, PageDef>>;

// Complete: a route without a page does not compile.
const PAGES: Record<RouteName, PageDef> = {
  ...sellFunnel,
  index: page(() => import('./home-page.tsx')),
  ...(Object.fromEntries(CONTENT_PAGE_ROUTES.map((name) => [name, contentPage])) as Record<(typeof CONTENT_PAGE_ROUTES)[number], PageDef>),
  blog: page(() => import('./blog-index-page.tsx')),
  'blog-slug': page(() => import('./blog-article-page.tsx')),
  'blog-author-slug': page(() => import('./blog-author-page.tsx')),
  'landing-url': page(() => import('./landing-page.tsx'), { valid: (m) => isLandingUrl(`/${m.params.url ?? ''}`) }),
  catalog: catalogPage,
  'catalog-product-id': page(() => import('./product-page.tsx'), { valid: (m) => isEntityId(m.params.id ?? '') }),
  search: catalogPage,
  'newsletter-confirm': page(() => import('./newsletter-confirm-page.tsx')),
  login: page(() => import('./auth/login-page.tsx')),
  'auth-login': page(() => import('./auth/login-page.tsx')),
  'auth-signup': page(() => import('./auth/signup-page.tsx')),
  'auth-verify': page(() => import('./auth/verify-page.tsx')),
  'auth-signing-in': page(() => import('./auth/signing-in-page.tsx')),
  'auth-logged-in': page(() => import('./auth/redirect-page.tsx')),
  'auth-redirect-to-authorize': page(() => import('./auth/redirect-page.tsx')),
  account: page(() => import('./account/account-page.tsx')),
  'account-settings': page(() => import('./account/settings-page.tsx')),
  // One component for both, so opening a thread keeps the list (and its loaded pages) mounted.
  'account-messages': messagesPage,
  'account-messages-thread-slug': { ...messagesPage, valid: (m) => GROUP_KEY_PATTERN.test(m.params.slug ?? '') },
  'account-email-settings': page(() => import('./account/email-settings-page.tsx')),
  'account-merchant-register': page(() => import('./account/merchant-register-page.tsx')),
  'account-merchant-searches': page(() => import('./account/searches-page.tsx')),
  'account-merchant-watchlist': page(() => import('./account/watchlist-page.tsx')),
  'account-merchant-purchases': page(() => import('./account/purchases-page.tsx')),
  'account-my-vehicles': page(() => import('./account/my-ads-page.tsx')),
  'account-merchant-ads': page(() => import('./account/my-ads-page.tsx')),
  'merchant-listing': page(() => import('./merchant-directory-page.tsx')),
  'account-merchant-integrations': page(() => import('./account/integrations-page.tsx')),
  'account-merchant-news': page(() => import('./account/merchant-news-page.tsx')),
  'account-merchant-guidelines': page(() => import('./account/merchant-guidelines-page.tsx')),
  'account-merchant-integrations-syscara': page(() => import('./account/integrations-page.tsx')),
  'valuation-motorhome': valuationLandingPage,
  'valuation-trailer': valuationLandingPage,
  'valuation-motorhome-step': valuationStepPage,
  'valuation-trailer-step': valuationStepPage,
  'valuation-motorhome-success': valuationSuccessPage,
  'valuation-trailer-success': valuationSuccessPage,
  'valuation-motorhome-report': valuationReportPage,
  'valuation-trailer-report': valuationReportPage,
  // The ad editor: the footer gives way to its bottom bar; an unknown kind, step or id is a 404 before anything loads.
  'ad-edit-type-step-id': page(() => import('./editor/ad-editor-page.tsx'), { valid: (m) => editorRouteValid(m.params), chrome: { navbar: true, footer: false } }),
  'ad-edit-slug-id': page(() => import('./editor/ad-edit-resolve-page.tsx'), { valid: (m) => isEntityId(m.params.id ?? '') }),
  // The operator console keeps the operator header and gives the footer's space to the work area.
  admin: consolePage,
  'admin-section': consolePage,
  'admin-section-id': consolePage,
};

export function pageFor(name: RouteName): PageDef {
  return PAGES[name];
}
