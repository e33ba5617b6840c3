/**
 * Sign-in sessions: an access JWT plus a rotating refresh token. Presenting a rotated refresh token again
 * revokes its whole family (token theft), except within a short grace window for concurrent tabs.
 */
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Database } from '../../db/client.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from '../../db/repositories/refresh-tokens.ts';
import { signAccessToken } from './access-token.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing at once present the same token; the second within this window is refused, not punished. */
export const ROTATION_GRACE_MS = 10_000;

export interface SessionTokens {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  familyId: string;
}

export interface SessionSubject {
  customerId: number;
  isAdmin: boolean;
}

async function issue(db: Database, secret: string, subject: SessionSubject, familyId: string, now: number): Promise<SessionTokens> {
  const refreshToken = randomToken();
  const refreshExpiresAt = now + REFRESH_TOKEN_TTL_MS;
  await insertRefreshToken(db, {
    tokenHash: await sha256Hex(refreshToken),
    familyId,
    customerId: subject.customerId,
    expiresAt: new Date(refreshExpiresAt),
  });
  const access = await signAccessToken(secret, { customerId: subject.customerId, roles: subject.isAdmin ? ['admin'] : [], familyId }, now);
  return { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken, refreshExpiresAt, familyId };
}

export function startSession(db: Database, secret: string, subject: SessionSubject, now = Date.now()): Promise<SessionTokens> {
  return issue(db, secret, subject, crypto.randomUUID(), now);
}

export type RefreshOutcome =
  | { ok: true; tokens: SessionTokens; customerId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'concurrent' };

export async function refreshSession(
  db: Database,
  secret: string,
  refreshToken: string,
  loadSubject: (customerId: number) => Promise<SessionSubject | null>,
  now = Date.now(),
): Promise<RefreshOutcome> {
  const row = await findRefreshToken(db, await sha256Hex(refreshToken));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) {
    if (now - row.rotatedAt.getTime() <= ROTATION_GRACE_MS) return { ok: false, reason: 'concurrent' };
    await revokeFamily(db, row.familyId, new Date(now));
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  if (!(await markRotated(db, row.tokenHash, new Date(now)))) return { ok: false, reason: 'concurrent' };
  const subject = await loadSubject(row.customerId);
  if (!subject) {
    await revokeFamily(db, row.familyId, new Date(now));
    return { ok: false, reason: 'revoked' };
  }
  return { ok: true, tokens: await issue(db, secret, subject, row.familyId, now), customerId: row.customerId };
}

export async function endSession(db: Database, refreshToken: string, now = Date.now()): Promise<void> {
  const row = await findRefreshToken(db, await sha256Hex(refreshToken));
  if (row) await revokeFamily(db, row.familyId, new Date(now));
}
