/**
 * The D1 bookmark a customer carries from one request to the next (cookie `cm_d1b`, or the `x-d1-bookmark` header
 * for API clients): which ones are accepted, which session a request opens, and when the answer hands one back.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { cookiesAreSecure } from './auth-cookies.ts';

/** The header of D1's documented pattern; an API client that sends it gets the newest bookmark back in the same header. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';

/**
 * Lifetime of the cookie. It only has to outlast replica lag, which is far shorter; an hour leaves room for a replica
 * that woke up behind. A bookmark older than every replica costs nothing, so refreshing it is never urgent.
 */
export const BOOKMARK_COOKIE_MAX_AGE_S = 3600;

/** The shape D1 issues (and the local runtime too): four dash-separated hex runs, e.g. 00000001-00000002-00004e2f-<32 hex>. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** Not `cm24_`: that prefix names the session cookies, which are credentials; a bookmark is only a position. */
const BASE_NAME = 'cm_d1b';

const secureCookies = (c: Context<AppEnv>) => cookiesAreSecure(c.env.ENVIRONMENT, new URL(c.req.url).protocol);

/** `__Host-` wherever the cookie can be Secure; only that name is read then, so a plain one cannot stand in. */
function bookmarkCookieName(c: Context<AppEnv>): string {
  return secureCookies(c) ? `__Host-${BASE_NAME}` : BASE_NAME;
}

export function isBookmark(value: string | undefined | null): value is string {
  return typeof value === 'string' && BOOKMARK.test(value);
}

/** Bookmarks sort as strings, oldest first (D1's own definition). */
export function newerBookmark(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** The newest well-formed bookmark the request carries; anything else (forged, cut, oversized) counts as none. */
export function carriedBookmark(c: Context<AppEnv>): string | null {
  const fromCookie = getCookie(c, bookmarkCookieName(c));
  const fromHeader = c.req.header(BOOKMARK_HEADER);
  return newerBookmark(isBookmark(fromCookie) ? fromCookie : null, isBookmark(fromHeader) ? fromHeader : null);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Where a request's session starts. A write starts at the primary whatever it carries: the primary is newer than any
 * bookmark, and a write's own reads (checks before it changes something) then see the latest state. A read starts at
 * the customer's bookmark, so it sees their own writes, or anywhere when they carry none.
 */
export function sessionStart(method: string, carried: string | null): D1SessionBookmark | D1SessionConstraint {
  if (!isSafeMethod(method)) return 'first-primary';
  return carried ?? 'first-unconstrained';
}

/**
 * Hands the request's newest bookmark on. The header goes back to a client that sent one. The cookie is set when the
 * request is a write or comes from a signed-in customer (monotonic reads), and only when it moves the customer
 * forward: an anonymous read never gets one, so anonymous pages stay cacheable at the edge.
 */
export function passBookmarkOn(c: Context<AppEnv>, latest: string | null, carried: string | null): void {
  // No query ran, or a WebSocket upgrade, whose answer cannot be rebuilt with another header.
  if (latest === null || c.res.status === 101) return;
  if (c.req.header(BOOKMARK_HEADER) !== undefined) c.header(BOOKMARK_HEADER, latest);
  if (carried !== null && latest <= carried) return;
  if (isSafeMethod(c.req.method) && !c.get('auth')) return;
  setCookie(c, bookmarkCookieName(c), latest, { path: '/', httpOnly: true, secure: secureCookies(c), sameSite: 'Lax', maxAge: BOOKMARK_COOKIE_MAX_AGE_S });
}
