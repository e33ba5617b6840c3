/**
 * Which page module (under client/pages/) renders each route and who can open it: read by the page registry and by
 * the initial-JS budget check (scripts/js-budget.mjs), which holds every `public` route to its limit. Pure data, so
 * plain Node can import it.
 */
import type { RouteName } from '../../domain/route-table.ts';

/** Who can open a route: anyone (an anonymous visitor gets a working page), a signed-in customer, or an operator. */
export type PageAudience = 'public' | 'signed-in' | 'operator';

export interface PageSource {
  /** Path of the page module, relative to client/pages/. */
  module: string;
  audience: PageAudience;
}

const pub = (module: string): PageSource => ({ module, audience: 'public' });
const signedIn = (module: string): PageSource => ({ module, audience: 'signed-in' });

// Complete: a route without a page does not compile.
export const PAGE_SOURCES: Record<RouteName, PageSource> = {
  index: pub('home-page.tsx'),
  about: pub('content-page.tsx'),
  contact: pub('content-page.tsx'),
  faq: pub('content-page.tsx'),
  jobs: pub('content-page.tsx'),
  pricing: pub('content-page.tsx'),
  partner: pub('content-page.tsx'),
  tac: pub('content-page.tsx'),
  privacy: pub('content-page.tsx'),
  imprint: pub('content-page.tsx'),
  'merchant-landing': pub('content-page.tsx'),
  sell: pub('content-page.tsx'),
  blog: pub('blog-index-page.tsx'),
  'blog-slug': pub('blog-article-page.tsx'),
  'blog-author-slug': pub('blog-author-page.tsx'),
  'landing-url': pub('landing-page.tsx'),
  'merchant-listing': pub('merchant-directory-page.tsx'),
  catalog: pub('catalog-page.tsx'),
  search: pub('catalog-page.tsx'),
  'catalog-product-id': pub('product-page.tsx'),
  'newsletter-confirm': pub('newsletter-confirm-page.tsx'),
  login: pub('auth/login-page.tsx'),
  'auth-login': pub('auth/login-page.tsx'),
  'auth-signup': pub('auth/signup-page.tsx'),
  'auth-verify': pub('auth/verify-page.tsx'),
  'auth-signing-in': pub('auth/signing-in-page.tsx'),
  'auth-logged-in': pub('auth/redirect-page.tsx'),
  'auth-redirect-to-authorize': pub('auth/redirect-page.tsx'),
  // The sell funnel and the ad editor work without an account (the ad is tied to the browser until sign-up).
  'ad-new': pub('sell/type-page.tsx'),
  'sell-type': pub('sell/type-page.tsx'),
  'sell-new-or-import': pub('sell/new-or-import-page.tsx'),
  'sell-import': pub('sell/import-page.tsx'),
  'sell-timing': pub('sell/timing-page.tsx'),
  'sell-steps': pub('sell/steps-page.tsx'),
  'ad-continue-id': pub('sell/continue-page.tsx'),
  'ad-edit-type-step-id': pub('editor/ad-editor-page.tsx'),
  'ad-edit-slug-id': pub('editor/ad-edit-resolve-page.tsx'),
  'valuation-motorhome': pub('valuation/landing-page.tsx'),
  'valuation-trailer': pub('valuation/landing-page.tsx'),
  'valuation-motorhome-step': pub('valuation/step-page.tsx'),
  'valuation-trailer-step': pub('valuation/step-page.tsx'),
  'valuation-motorhome-success': pub('valuation/success-page.tsx'),
  'valuation-trailer-success': pub('valuation/success-page.tsx'),
  'valuation-motorhome-report': pub('valuation/report-page.tsx'),
  'valuation-trailer-report': pub('valuation/report-page.tsx'),
  account: signedIn('account/account-page.tsx'),
  'account-settings': signedIn('account/settings-page.tsx'),
  'account-messages': signedIn('account/messages-page.tsx'),
  'account-messages-thread-slug': signedIn('account/messages-page.tsx'),
  'account-email-settings': signedIn('account/email-settings-page.tsx'),
  'account-merchant-register': signedIn('account/merchant-register-page.tsx'),
  'account-merchant-searches': signedIn('account/searches-page.tsx'),
  'account-merchant-watchlist': signedIn('account/watchlist-page.tsx'),
  'account-merchant-purchases': signedIn('account/purchases-page.tsx'),
  'account-merchant-board': signedIn('account/auction-board-page.tsx'),
  'account-my-vehicles': signedIn('account/my-ads-page.tsx'),
  'account-merchant-ads': signedIn('account/my-ads-page.tsx'),
  'account-merchant-news': signedIn('account/merchant-news-page.tsx'),
  'account-merchant-guidelines': signedIn('account/merchant-guidelines-page.tsx'),
  'account-merchant-integrations': signedIn('account/integrations-page.tsx'),
  'account-merchant-integrations-syscara': signedIn('account/integrations-page.tsx'),
  admin: { module: 'admin/console-page.tsx', audience: 'operator' },
  'admin-section': { module: 'admin/console-page.tsx', audience: 'operator' },
  'admin-section-id': { module: 'admin/console-page.tsx', audience: 'operator' },
};
