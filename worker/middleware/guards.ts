/** Route guards: signed-in customers for /private, operators for /admin/api, and CSRF for cookie-authenticated writes. */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { CSRF_COOKIE } from '../lib/auth-cookies.ts';
import { timingSafeEqual } from '../lib/crypto.ts';

export const requireCustomer = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth')) throw new ApiError(401, 'unauthorized');
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth')) throw new ApiError(401, 'unauthorized');
  if (!c.get('viewer').customer?.isAdmin) throw new ApiError(403, 'forbidden');
  await next();
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Double-submit check: a write authenticated by the session cookie must echo the CSRF cookie in X-CSRF-Token. */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.get('auth')?.via === 'cookie') {
    const expected = getCookie(c, CSRF_COOKIE);
    const sent = c.req.header('X-CSRF-Token');
    if (!expected || !sent || !timingSafeEqual(expected, sent)) throw new ApiError(403, 'csrf_failed');
  }
  await next();
});
