/**
 * Route guards: signed-in customers for /private, operators for /admin/api, CSRF for cookie-authenticated writes,
 * and the cross-site refusal of the public sign-in calls (login CSRF).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { readSessionCookie } from '../lib/auth-cookies.ts';
import { timingSafeEqual } from '../lib/crypto.ts';
import { isCrossSiteRequest } from '../lib/cross-site.ts';
import { recordRequestEvent } from '../services/security-events.ts';

export const requireCustomer = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth')) throw new ApiError(401, 'unauthorized');
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth')) throw new ApiError(401, 'unauthorized');
  if (!c.get('viewer').customer?.isAdmin) throw new ApiError(403, 'forbidden');
  // Operators also need the second factor passed in this sign-in (docs/decisions.md, Operator second factor).
  if (!c.get('operator')) throw new ApiError(403, 'second_factor_required');
  await next();
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Throws 403 csrf_failed unless X-CSRF-Token equals the CSRF cookie (double submit). */
export function assertCsrfToken(c: Context<AppEnv>): void {
  const expected = readSessionCookie(c, 'csrf');
  const sent = c.req.header('X-CSRF-Token');
  if (!expected || !sent || !timingSafeEqual(expected, sent)) throw new ApiError(403, 'csrf_failed');
}

/** Double-submit check: a write authenticated by the session cookie must echo the CSRF cookie in X-CSRF-Token. */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.get('auth')?.via === 'cookie') assertCsrfToken(c);
  await next();
});

/**
 * Refuses sign-in calls (login, sign-up, verify, sign-in links, refresh, logout) made by another site's
 * page, so nobody can sign a visitor into the attacker's account (login CSRF). Calls without Sec-Fetch-Site and
 * Origin (non-browser API clients) pass.
 */
export const sameSiteOnly = createMiddleware<AppEnv>(async (c, next) => {
  const refused = isCrossSiteRequest({
    secFetchSite: c.req.header('Sec-Fetch-Site'),
    origin: c.req.header('Origin'),
    requestUrl: c.req.url,
    allowedOrigins: c.env.PUBLIC_ORIGIN ? [c.env.PUBLIC_ORIGIN] : [],
  });
  if (refused) {
    await recordRequestEvent(c, { type: 'cross_site_refused', outcome: 'refused', actorCustomerId: null, details: { path: c.req.routePath } });
    throw new ApiError(403, 'cross_site_refused');
  }
  await next();
});
