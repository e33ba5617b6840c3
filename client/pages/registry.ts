/**
 * Which component renders each route and which chrome it shows (first-paint data: ./preload.ts, server only); the
 * route's module comes from ./page-sources.ts, which the initial-JS budget check reads too.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ContentPageSlug } from '../../domain/content.ts';
import type { RouteMatch, RouteName } from '../../domain/routes.ts';
import { isEntityId } from '../../domain/ids.ts';
import { editorRouteValid } from '../lib/editor-route.ts';
import { isProductKind } from '../../domain/ad-editor/steps.ts';
import { isLandingUrl } from '../../domain/landing-url.ts';
import { GROUP_KEY_PATTERN } from '../../domain/messages/kinds.ts';
import { reportKey, valuationStep } from '../lib/valuation-route.ts';
import { PAGE_SOURCES } from './page-sources.ts';

export interface PageProps {
  match: RouteMatch;
  search: URLSearchParams;
}

type PageModule = { default: ComponentType<PageProps> };

export interface PageDef {
  /** The page module, relative to client/pages/ (as in ./page-sources.ts). */
  module: string;
  component: LazyExoticComponent<ComponentType<PageProps>>;
  load: () => Promise<PageModule>;
  /** False when the route's parameters cannot name anything (a malformed id): the page is a 404 without loading data. */
  valid?: (match: RouteMatch) => boolean;
  chrome?: { navbar: boolean; footer: boolean };
  /** The page renders its own view of the server's error status (a 404 from its preload) instead of the error page. */
  ownErrorStatus?: boolean;
  /** Code the page shows only to a signed-in viewer: loaded with the page for them, so it never pops in later. */
  signedInCode?: () => Promise<unknown>;
}

/** Every page module, each loaded on demand (its own chunk); ./page-sources.ts says which one a route uses. */
const MODULES = import.meta.glob<PageModule>('./**/*-page.tsx');

/** The page of a route, from its module in ./page-sources.ts (a missing module fails at startup, not on a visit). */
function page(name: RouteName, extra: Omit<PageDef, 'module' | 'component' | 'load'> = {}): PageDef {
  const module = PAGE_SOURCES[name].module;
  const loadModule = MODULES[`./${module}`];
  if (!loadModule) throw new Error(`The page module ${module} of the route ${name} does not exist`);
  const { signedInCode } = extra;
  const load = signedInCode ? () => Promise.all([loadModule(), signedIn() ? signedInCode() : null]).then(([loaded]) => loaded) : loadModule;
  return { module, component: lazy(load), load, ...extra };
}

/** Whether the browser's viewer is signed in (never on the server, which has its code at hand). */
function signedIn(): boolean {
  return typeof window !== 'undefined' && Boolean(window.__SHELL__?.viewer.customer);
}

/**
 * A route that shares another route's page (the same lazy component, so navigating between them keeps it mounted);
 * ./page-sources.ts must name the same module for both.
 */
function shared(name: RouteName, def: PageDef, extra: Partial<PageDef> = {}): PageDef {
  if (PAGE_SOURCES[name].module !== def.module) throw new Error(`The route ${name} shares the page ${def.module} but names another module`);
  return { ...def, ...extra };
}

const messagesPage = page('account-messages');

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

const contentPage = page('about');
const catalogPage = page('catalog');

const consolePage = page('admin', { chrome: { navbar: true, footer: false } });
// The valuation funnels: no navbar on any of their pages (spec 000); the footer only off on the landing pages.
const valuationLandingPage = page('valuation-motorhome', { chrome: { navbar: false, footer: false } });
const valuationStepPage = page('valuation-motorhome-step', { valid: (m) => valuationStep(m) !== null, chrome: { navbar: false, footer: true } });
const valuationSuccessPage = page('valuation-motorhome-success', { chrome: { navbar: false, footer: true } });
// A report link that is unknown or expired gets the report page's own "not found" text (status 404 all the same).
const valuationReportPage = page('valuation-motorhome-report', {
  valid: (m) => reportKey(m) !== null,
  chrome: { navbar: false, footer: true },
  ownErrorStatus: true,
});

// The sell funnel: an unknown vehicle kind or ad id is a 404 before anything loads.
const sellType = page('sell-type');
const validKind = (m: RouteMatch) => isProductKind(m.params.type);
const sellFunnel = {
  'ad-new': shared('ad-new', sellType),
  'sell-type': sellType,
  'sell-new-or-import': page('sell-new-or-import', { valid: validKind }),
  'sell-import': page('sell-import', { valid: validKind }),
  'sell-timing': page('sell-timing', { valid: validKind }),
  'sell-steps': page('sell-steps', { valid: validKind }),
  'ad-continue-id': page('ad-continue-id', { valid: (m) => isEntityId(m.params.id ?? '') }),
} satisfies Partial<Record<RouteName, PageDef>>;

// Complete: a route without a page does not compile.
const PAGES: Record<RouteName, PageDef> = {
  ...sellFunnel,
  index: page('index'),
  ...(Object.fromEntries(CONTENT_PAGE_ROUTES.map((name) => [name, shared(name, contentPage)])) as Record<(typeof CONTENT_PAGE_ROUTES)[number], PageDef>),
  blog: page('blog'),
  'blog-slug': page('blog-slug'),
  'blog-author-slug': page('blog-author-slug'),
  'landing-url': page('landing-url', { valid: (m) => isLandingUrl(`/${m.params.url ?? ''}`) }),
  catalog: catalogPage,
  // The auction box's forms are for signed-in dealers and sellers only.
  'catalog-product-id': page('catalog-product-id', {
    valid: (m) => isEntityId(m.params.id ?? ''),
    signedInCode: () => import('../components/auction/auction-panels.tsx'),
  }),
  search: shared('search', catalogPage),
  'newsletter-confirm': page('newsletter-confirm'),
  login: page('login'),
  'auth-login': page('auth-login'),
  'auth-signup': page('auth-signup'),
  'auth-verify': page('auth-verify'),
  'auth-signing-in': page('auth-signing-in'),
  'auth-logged-in': page('auth-logged-in'),
  'auth-redirect-to-authorize': page('auth-redirect-to-authorize'),
  account: page('account'),
  'account-settings': page('account-settings'),
  // One component for both, so opening a thread keeps the list (and its loaded pages) mounted.
  'account-messages': messagesPage,
  'account-messages-thread-slug': shared('account-messages-thread-slug', messagesPage, { valid: (m) => GROUP_KEY_PATTERN.test(m.params.slug ?? '') }),
  'account-email-settings': page('account-email-settings'),
  'account-merchant-register': page('account-merchant-register'),
  'account-merchant-searches': page('account-merchant-searches'),
  'account-merchant-watchlist': page('account-merchant-watchlist'),
  'account-merchant-purchases': page('account-merchant-purchases'),
  'account-merchant-board': page('account-merchant-board'),
  'account-my-vehicles': page('account-my-vehicles'),
  'account-merchant-ads': page('account-merchant-ads'),
  'merchant-listing': page('merchant-listing'),
  'account-merchant-integrations': page('account-merchant-integrations'),
  'account-merchant-news': page('account-merchant-news'),
  'account-merchant-guidelines': page('account-merchant-guidelines'),
  'account-merchant-integrations-syscara': page('account-merchant-integrations-syscara'),
  'valuation-motorhome': valuationLandingPage,
  'valuation-trailer': shared('valuation-trailer', valuationLandingPage),
  'valuation-motorhome-step': valuationStepPage,
  'valuation-trailer-step': shared('valuation-trailer-step', valuationStepPage),
  'valuation-motorhome-success': valuationSuccessPage,
  'valuation-trailer-success': shared('valuation-trailer-success', valuationSuccessPage),
  'valuation-motorhome-report': valuationReportPage,
  'valuation-trailer-report': shared('valuation-trailer-report', valuationReportPage),
  // The ad editor: the footer gives way to its bottom bar; an unknown kind, step or id is a 404 before anything loads.
  'ad-edit-type-step-id': page('ad-edit-type-step-id', { valid: (m) => editorRouteValid(m.params), chrome: { navbar: true, footer: false } }),
  'ad-edit-slug-id': page('ad-edit-slug-id', { valid: (m) => isEntityId(m.params.id ?? '') }),
  // The operator console keeps the operator header and gives the footer's space to the work area.
  admin: consolePage,
  'admin-section': shared('admin-section', consolePage),
  'admin-section-id': shared('admin-section-id', consolePage),
};

export function pageFor(name: RouteName): PageDef {
  return PAGES[name];
}
