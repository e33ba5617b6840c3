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
 */
export function isCrossSiteRequest(input: CrossSiteInput): boolean {
  if (input.secFetchSite?.toLowerCase() === 'cross-site') return true;
  if (input.origin === undefined) return false;
  const origin = originOf(input.origin);
  if (!origin || origin === 'null') return true;
  const allowed = [input.requestUrl, ...input.allowedOrigins].map(originOf);
  return !allowed.includes(origin);
}
