/** Visitor cookies of the spec: cm24-uuid (1 year), X-Session-Id (session; read by the client to send as header) and tap_rc (30 days). */
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

export const VISITOR_COOKIE = 'cm24-uuid';
export const SESSION_COOKIE = 'X-Session-Id';
export const REFERRAL_COOKIE = 'tap_rc';

const ONE_YEAR_S = 31_536_000;
const THIRTY_DAYS_S = 2_592_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

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

  if (visitorId !== existingVisitor) setCookie(c, VISITOR_COOKIE, visitorId, { ...base, maxAge: ONE_YEAR_S });
  if (sessionId !== getCookie(c, SESSION_COOKIE)) setCookie(c, SESSION_COOKIE, sessionId, base);
  const ref = c.req.query('ref');
  if (ref && REFERRAL_CODE.test(ref)) setCookie(c, REFERRAL_COOKIE, ref, { ...base, maxAge: THIRTY_DAYS_S });
});
