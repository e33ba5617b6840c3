/** Short-lived access tokens: HS256 JWTs signed and verified with jose (algorithm allow-list, iss, aud, exp). */
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const ISSUER = 'campermarkt24';
export const AUDIENCE = 'campermarkt24-storefront';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  customerId: number;
  roles: string[];
  /** The refresh-token family (one sign-in) this access token belongs to. */
  familyId: string;
  expiresAt: number;
}

function key(secret: string): Uint8Array {
  // HS256 needs at least 256 bits of key material.
  if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'expiresAt'>,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_S;
  const token = await new SignJWT({ roles: claims.roles, fam: claims.familyId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt: expiresAt * 1000 };
}

/** The claims of a valid token, or null for anything expired, tampered, of another algorithm or audience. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    const customerId = Number(payload.sub);
    if (!Number.isInteger(customerId) || customerId <= 0 || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') return null;
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((role): role is string => typeof role === 'string') : [];
    return { customerId, roles, familyId: payload.fam, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
