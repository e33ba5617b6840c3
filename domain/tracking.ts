/** Rules of the tracking calls: which cookies and query parameters may be stored, and when a user action is logged. */

/** Auth, consent and analytics cookies and the anonymous drafts' credential never reach the access log. */
const EXCLUDED_COOKIES: RegExp[] = [
  // The session cookies (worker/lib/auth-cookies.ts): access, refresh, CSRF and password proof, prefixed or not.
  /^(__host-|__secure-)?cm24_/i,
  // The visitor id (worker/middleware/visitor.ts) opens an anonymous seller's drafts: a credential, not a statistic.
  /^(__host-|__secure-)?cm24-uuid$/i,
  /^__(host|secure)-/i,
  /^auth/i,
  /token/i,
  /^cm24-auth/i,
  /session-token/i,
  /consent/i,
  /^cookieyes/i,
  /^cookiebot/i,
  /^_ga/i,
  /^_gid$/i,
  /^_gat/i,
  /^_gcl/i,
  /^_fbp$/i,
  /^_fbc$/i,
  /^_hj/i,
  /^_pk_/i,
  /^_uet/i,
  /^ajs_/i,
  /^mp_/i,
];

export function filterAccessLogCookies(cookies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cookies).filter(([name]) => !EXCLUDED_COOKIES.some((pattern) => pattern.test(name))),
  );
}

/** A user action is logged only when a customer id or a visitor uuid identifies who did it. */
export function shouldLogUserAction(input: { customerId?: number | null; uuid?: string | null }): boolean {
  return (input.customerId ?? null) !== null || Boolean(input.uuid);
}

/**
 * Query parameters that may be stored with an access or a first visit: campaign and referral markers and the
 * catalogue's filters. Everything else is dropped, above all the tokens of e-mail links (sign-in, verify, unlock,
 * e-mail settings), the dealer tracking secret `mc` and anything a future link might carry.
 */
export const STORABLE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'ref',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  // Catalogue filters (docs/api.md); the postal code and distance are left out as they locate a person.
  'productType',
  'make',
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax',
  'mileageMax',
  'powerMin',
  'lengthMax',
  'bedsMin',
  'seatsMin',
  'fuel',
  'transmission',
  'country',
  'buyNow',
  'exclusive',
  'manufacturer',
  'status',
  'sort',
  'page',
  'itemsPerPage',
]);

export function storableQuery(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => STORABLE_QUERY_PARAMS.has(name)));
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** A path segment that looks like a random token (long, mixed-case base64url with digits), not like a slug or id. */
function looksLikeToken(segment: string): boolean {
  return segment.length >= 24 && /^[A-Za-z0-9_-]+$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment);
}

/**
 * A URL (absolute or a path) as it may be stored: the fragment dropped, only storable query parameters kept,
 * and path segments that look like tokens replaced by `:token`.
 */
export function storableUrl(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  const base = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = queryStart === -1 ? '' : withoutFragment.slice(queryStart + 1);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(base)?.[0] ?? '';
  const path = base
    .slice(origin.length)
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? ':token' : segment))
    .join('/');
  const kept = query
    .split('&')
    .filter((pair) => {
      const name = decode(pair.split('=', 1)[0] ?? '');
      return name !== null && STORABLE_QUERY_PARAMS.has(name);
    })
    .join('&');
  return `${origin}${path}${kept ? `?${kept}` : ''}`;
}
