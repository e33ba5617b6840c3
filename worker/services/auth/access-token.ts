/**
 * Short-lived access tokens: HS256 JWTs signed and verified with jose (algorithm allow-list, iss, aud, exp). Besides
 * who the customer is, a token carries their bidding claims, so a bid is decided without a database read.
 */
import { jwtVerify, SignJWT } from 'jose';
import { NO_BIDDING, packClaims, unpackClaims, type BiddingClaims } from '../../../domain/auction/bidding-claims.ts';
import { ACCESS_TOKEN_TTL_S } from '../../../domain/auction/invalidations.ts';

export { ACCESS_TOKEN_TTL_S };
export const ISSUER = 'campermarkt24';
export const AUDIENCE = 'campermarkt24-storefront';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  customerId: number;
  roles: string[];
  /** The refresh-token family (one sign-in) this access token belongs to. */
  familyId: string;
  /** What the customer may do in auctions when the token was issued. */
  bidding: BiddingClaims;
  issuedAt: number;
  expiresAt: number;
}

/** The HMAC key, imported once per secret (every signed-in request verifies a token). */
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  // HS256 needs at least 256 bits of key material.
  if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  let found = keys.get(secret);
  if (!found) {
    found = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, found);
  }
  return found;
}

export async function signAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'expiresAt' | 'issuedAt' | 'bidding'> & { bidding?: BiddingClaims },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number; issuedAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_S;
  const token = await new SignJWT({ roles: claims.roles, fam: claims.familyId, bid: packClaims(claims.bidding ?? NO_BIDDING) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await key(secret));
  return { token, expiresAt: expiresAt * 1000, issuedAt: issuedAt * 1000 };
}

/**
 * Tokens this isolate verified already, until they expire: a bidder sends the same token with every bid for up to 15
 * minutes, and the claims of a signed token never change. Bounded; the oldest entries go first.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
const VERIFIED_CACHE_SIZE = 5_000;

function remember(secret: string, token: string, claims: AccessClaims): void {
  if (verified.size >= VERIFIED_CACHE_SIZE) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, { secret, claims });
}

/** The claims of a valid token, or null for anything expired, tampered, of another algorithm or audience. */
export async function verifyAccessToken(secret: string, token: string, now = Date.now()): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.claims.expiresAt > now) return known.claims;
    verified.delete(token);
    return null;
  }
  const claims = await verifyUncached(secret, token);
  if (claims) remember(secret, token, claims);
  return claims;
}

async function verifyUncached(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    const customerId = Number(payload.sub);
    if (!Number.isInteger(customerId) || customerId <= 0 || typeof payload.fam !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((role): role is string => typeof role === 'string') : [];
    return { customerId, roles, familyId: payload.fam, bidding: unpackClaims(payload.bid), issuedAt: payload.iat * 1000, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
