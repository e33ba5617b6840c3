/**
 * Sign-in from the access token alone (bearer or cookie), without a database read: the auction's binding commands
 * run on these claims, so a bid never waits for D1. Cookie-authenticated writes still need the CSRF token.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthContext } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { readSessionCookie } from '../lib/auth-cookies.ts';
import { verifyAccessToken, type AccessClaims } from '../services/auth/access-token.ts';
import { authSecret } from '../services/auth/secret.ts';
import { csrfProtection } from './guards.ts';

export interface VerifiedAccess {
  claims: AccessClaims;
  via: 'bearer' | 'cookie';
}

/** The token of an `Authorization: Bearer` header (API clients), if any. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
}

/** The caller's verified access token, or null (missing, expired, tampered). */
export async function verifiedAccess(c: Context<AppEnv>): Promise<VerifiedAccess | null> {
  const bearer = bearerToken(c);
  const token = bearer ?? readSessionCookie(c, 'access');
  const claims = token ? await verifyAccessToken(authSecret(c.env), token) : null;
  return claims ? { claims, via: bearer ? 'bearer' : 'cookie' } : null;
}

/** The request's sign-in as the middleware and routes see it. */
export function authContextOf({ claims, via }: VerifiedAccess): AuthContext {
  return { customerId: claims.customerId, roles: claims.roles, familyId: claims.familyId, via, accessExpiresAt: claims.expiresAt };
}

/** Requires a valid access token and puts its claims on the context (as `claims` and `auth`). */
export const requireClaims = createMiddleware<AppEnv>(async (c, next) => {
  const access = await verifiedAccess(c);
  if (!access) throw new ApiError(401, 'unauthorized');
  c.set('claims', access.claims);
  c.set('auth', authContextOf(access));
  await csrfProtection(c, next);
});
