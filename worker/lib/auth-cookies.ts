/**
 * The one place that names and sets the session cookies: access JWT and refresh token (httpOnly), the CSRF
 * double-submit token and the sign-up password proof. They carry the `__Host-` prefix and Secure wherever the
 * browser accepts it: always, except on plain-http development and test servers (see cookiesAreSecure).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isDevelopment } from '../config/check-configuration.ts';
import type { AppEnv } from '../env.ts';
import type { SessionTokens } from '../services/auth/sessions.ts';

/** Base names; every session cookie starts with `cm24_` (the access log drops those, see domain/tracking.ts). */
const BASE_NAMES = {
  access: 'cm24_at',
  refresh: 'cm24_rt',
  csrf: 'cm24_csrf',
  /** Proof that this browser chose the password at sign-up (see password-proof.ts). */
  passwordProof: 'cm24_pwp',
  /** This browser signed in to these accounts before (services/auth/known-browser.ts); outlives sign-out. */
  knownBrowser: 'cm24_kb',
} as const;

export type SessionCookie = keyof typeof BASE_NAMES;

/**
 * Secure + `__Host-` unless the request is plain http on a development server, where a browser would refuse a Secure
 * (and so a `__Host-`) cookie. Any other environment, unset or unknown included, counts as production.
 */
export function cookiesAreSecure(environment: string | undefined, protocol: string): boolean {
  if (protocol === 'https:') return true;
  return !isDevelopment({ ENVIRONMENT: environment });
}

export function cookieName(kind: SessionCookie, secure: boolean): string {
  return secure ? `__Host-${BASE_NAMES[kind]}` : BASE_NAMES[kind];
}

const secure = (c: Context<AppEnv>) => cookiesAreSecure(c.env.ENVIRONMENT, new URL(c.req.url).protocol);

/** The cookie's name for this request (prefixed or not); only that name is read, so a plain one cannot stand in. */
export function sessionCookieName(c: Context<AppEnv>, kind: SessionCookie): string {
  return cookieName(kind, secure(c));
}

export function readSessionCookie(c: Context<AppEnv>, kind: SessionCookie): string | undefined {
  return getCookie(c, sessionCookieName(c, kind));
}

function options(c: Context<AppEnv>) {
  // `__Host-` requires Secure, Path=/ and no Domain.
  return { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: secure(c) };
}

export function setSessionCookies(c: Context<AppEnv>, tokens: SessionTokens, now = Date.now()): void {
  const base = options(c);
  setCookie(c, sessionCookieName(c, 'access'), tokens.accessToken, { ...base, maxAge: Math.floor((tokens.accessExpiresAt - now) / 1000) });
  setCookie(c, sessionCookieName(c, 'refresh'), tokens.refreshToken, { ...base, maxAge: Math.floor((tokens.refreshExpiresAt - now) / 1000) });
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  const { secure: isSecure } = options(c);
  for (const kind of ['access', 'refresh', 'passwordProof'] as const) {
    deleteCookie(c, sessionCookieName(c, kind), { path: '/', secure: isSecure });
  }
}

export function setCsrfCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, sessionCookieName(c, 'csrf'), token, { ...options(c), sameSite: 'Strict' });
}

export function setPasswordProofCookie(c: Context<AppEnv>, proof: string, maxAgeS: number): void {
  setCookie(c, sessionCookieName(c, 'passwordProof'), proof, { ...options(c), sameSite: 'Strict', maxAge: maxAgeS });
}

/** Strict: only the own site's sign-in sends it; httpOnly like the session, so no page script reads it. */
export function setKnownBrowserCookie(c: Context<AppEnv>, value: string, maxAgeS: number): void {
  setCookie(c, sessionCookieName(c, 'knownBrowser'), value, { ...options(c), sameSite: 'Strict', maxAge: maxAgeS });
}

export function clearPasswordProofCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName(c, 'passwordProof'), { path: '/', secure: secure(c) });
}

/** Replaces only the access cookie (fresh claims for the same sign-in; the refresh token stays). */
export function setAccessCookie(c: Context<AppEnv>, token: string, expiresAt: number, now = Date.now()): void {
  setCookie(c, sessionCookieName(c, 'access'), token, { ...options(c), maxAge: Math.floor((expiresAt - now) / 1000) });
}
