/** Whether a request comes from another site's page, judged by the headers browsers set (Sec-Fetch-Site, Origin). */

export interface CrossSiteInput {
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** The request's own URL: its origin is always allowed. */
  requestUrl: string;
  /** Further origins allowed to call (e.g. PUBLIC_ORIGIN). */
  allowedOrigins: string[];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when a browser says the call is cross-site, or names an Origin that is neither the request's own nor an
 * allowed one (`Origin: null` from sandboxed frames included). Without both headers (API clients) it is false.
 * A browser's `Sec-Fetch-Site: same-origin` is trusted as it stands (page script cannot set it), so a proxy that
 * rewrites the Host does not lock the storefront out; `same-site` (a sibling subdomain) still needs an allowed Origin.
 */
export function isCrossSiteRequest(input: CrossSiteInput): boolean {
  const site = input.secFetchSite?.toLowerCase();
  if (site === 'cross-site') return true;
  if (site === 'same-origin') return false;
  if (input.origin === undefined) return false;
  const origin = originOf(input.origin);
  if (!origin || origin === 'null') return true;
  const allowed = [input.requestUrl, ...input.allowedOrigins].map(originOf);
  return !allowed.includes(origin);
}
