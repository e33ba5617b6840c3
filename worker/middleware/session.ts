/**
 * Resolves who is calling: a bearer access token (API clients) or the access cookie (the storefront).
 * A page request whose access cookie has lapsed is renewed from the refresh cookie, so server-rendered
 * pages know the viewer without a client round trip. Also decides whether the caller is a verified operator.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ANONYMOUS } from '../../domain/viewer.ts';
import { loadViewer } from '../db/repositories/customers.ts';
import { hasOperatorSession } from '../db/repositories/operator-factors.ts';
import type { AppEnv, AuthContext } from '../env.ts';
import { clearSessionCookies, readSessionCookie, setSessionCookies } from '../lib/auth-cookies.ts';
import { authSecret } from '../services/auth/secret.ts';
import { refreshSession } from '../services/auth/sessions.ts';
import { clientKeyHash } from '../services/security-events.ts';
import { authContextOf, bearerToken, verifiedAccess } from './claims.ts';

function isPageRequest(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && (c.req.header('Accept') ?? '').includes('text/html');
}

async function renewFromRefreshCookie(c: Context<AppEnv>, secret: string): Promise<AuthContext | null> {
  const refreshToken = readSessionCookie(c, 'refresh');
  if (!refreshToken || !isPageRequest(c)) return null;
  const db = c.get('db');
  const outcome = await refreshSession(db, secret, refreshToken, Date.now(), { requestId: c.get('requestId'), clientKeyHash: await clientKeyHash(c) });
  if (!outcome.ok) return null;
  setSessionCookies(c, outcome.tokens);
  return {
    customerId: outcome.customerId,
    roles: [],
    familyId: outcome.tokens.familyId,
    via: 'cookie',
    accessExpiresAt: outcome.tokens.accessExpiresAt,
  };
}

export const session = createMiddleware<AppEnv>(async (c, next) => {
  const access = await verifiedAccess(c);
  let auth: AuthContext | null = access ? authContextOf(access) : null;
  // A bearer client that sent a bad token is not signed in by a cookie it may also carry.
  if (!auth && !bearerToken(c)) auth = await renewFromRefreshCookie(c, authSecret(c.env));
  const db = c.get('db');
  const viewer = auth ? await loadViewer(db, auth.customerId, auth.familyId) : ANONYMOUS;
  // A token of a deleted or deactivated account, or of an ended sign-in, identifies nobody.
  const signedIn = viewer.customer ? auth : null;
  const refused = auth !== null && signedIn === null;
  c.set('credentialsRefused', refused);
  // The browser stops sending what no longer signs in (its other tabs then act as a visitor's).
  if (refused && auth?.via === 'cookie') clearSessionCookies(c);
  c.set('auth', signedIn);
  c.set('viewer', viewer);
  // Operator powers need the admin flag and the second factor of this sign-in; only admins pay for the extra read.
  c.set('operator', signedIn !== null && viewer.customer?.isAdmin === true && (await hasOperatorSession(db, signedIn.familyId, signedIn.customerId)));
  await next();
});
