/**
 * Visitor cookies of the spec: cm24-uuid (1 year), X-Session-Id (session; read by the client to send as header) and
 * tap_rc (30 days). cm24-uuid is the only credential of an anonymous seller's drafts, so it is httpOnly (no script
 * reads it), Secure and SameSite=Lax like the session cookies (lib/auth-cookies.ts), and never in the access log.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { cookiesAreSecure } from '../lib/auth-cookies.ts';

export const VISITOR_COOKIE = 'cm24-uuid';
export const SESSION_COOKIE = 'X-Session-Id';
export const REFERRAL_COOKIE = 'tap_rc';

const ONE_YEAR_S = 31_536_000;
const THIRTY_DAYS_S = 2_592_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Sets the visitor cookie with its current flags. Also called for a cookie the browser already has (the visitor
 * registration, once per browser session), so one set by an older, script-readable version gets the flags too.
 */
export function setVisitorCookie(c: Context<AppEnv>, visitorId: string): void {
  const secure = cookiesAreSecure(c.env.ENVIRONMENT, new URL(c.req.url).protocol);
  setCookie(c, VISITOR_COOKIE, visitorId, { path: '/', sameSite: 'Lax', secure, httpOnly: true, maxAge: ONE_YEAR_S });
}

export const visitorCookies = createMiddleware<AppEnv>(async (c, next) => {
  const secure = new URL(c.req.url).protocol === 'https:';
  const base = { path: '/', sameSite: 'Lax' as const, secure };

  const existingVisitor = getCookie(c, VISITOR_COOKIE);
  const visitorId = existingVisitor && UUID.test(existingVisitor) ? existingVisitor : crypto.randomUUID();
  const existingSession = c.req.header(SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  const sessionId = existingSession && UUID.test(existingSession) ? existingSession : crypto.randomUUID();
  c.set('visitorId', visitorId);
  c.set('sessionId', sessionId);

  await next();

  if (visitorId !== existingVisitor) setVisitorCookie(c, visitorId);
  if (sessionId !== getCookie(c, SESSION_COOKIE)) setCookie(c, SESSION_COOKIE, sessionId, base);
  const ref = c.req.query('ref');
  if (ref && REFERRAL_CODE.test(ref)) setCookie(c, REFERRAL_COOKIE, ref, { ...base, maxAge: THIRTY_DAYS_S });
});
