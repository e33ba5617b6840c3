/** Where the footer's "for dealers" link goes: the content service's merchant landing page, else the built-in dealers' page. */
import { isLandingUrl } from './landing-url.ts';
import type { Locale } from './locales.ts';
import { matchLocalizedPath, type RouteName, type RouteParams } from './routes.ts';

export interface LinkTarget {
  to: RouteName;
  params: RouteParams;
}

/** The storefront's own dealers' page, for a locale without a published merchant landing page. */
export const MERCHANT_LANDING_FALLBACK: LinkTarget = { to: 'merchant-landing', params: {} };

/**
 * The link for the published merchant landing page's URL in this locale: the storefront route it names (e.g. the
 * dealers' page at "/dealers"), else the landing page itself under "/lp". Null or a malformed URL: the fallback.
 */
export function merchantLandingTarget(url: string | null | undefined, locale: Locale): LinkTarget {
  if (!url || !isLandingUrl(url)) return MERCHANT_LANDING_FALLBACK;
  const match = matchLocalizedPath(url, locale);
  // An outdated spelling would only redirect; the landing page's own address is the one that stays.
  if (match && !match.outdated) return { to: match.name, params: match.params };
  return { to: 'landing-url', params: { url: url.slice(1) } };
}
