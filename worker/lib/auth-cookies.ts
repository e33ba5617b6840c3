/** The session cookies: access JWT and refresh token (httpOnly) and the CSRF double-submit token. */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import type { SessionTokens } from '../services/auth/sessions.ts';

export const ACCESS_COOKIE = 'cm24_at';
export const REFRESH_COOKIE = 'cm24_rt';
export const CSRF_COOKIE = 'cm24_csrf';

const secure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';

export function setSessionCookies(c: Context<AppEnv>, tokens: SessionTokens, now = Date.now()): void {
  const base = { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: secure(c) };
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: Math.floor((tokens.accessExpiresAt - now) / 1000) });
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, { ...base, maxAge: Math.floor((tokens.refreshExpiresAt - now) / 1000) });
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, ACCESS_COOKIE, { path: '/' });
  deleteCookie(c, REFRESH_COOKIE, { path: '/' });
}

export function setCsrfCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, CSRF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: secure(c) });
}
