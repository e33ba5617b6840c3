/**
 * Sign-in sessions: an access JWT plus a rotating refresh token. Presenting a rotated refresh token again
 * revokes its whole family (token theft), except within a short grace window for concurrent tabs. The access token
 * carries the 'admin' role only for a sign-in that passed the operator's second factor.
 */
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Database } from '../../db/client.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from '../../db/repositories/refresh-tokens.ts';
import { endSessionFamilies, isSessionEnded } from '../../db/repositories/ended-sessions.ts';
import { hasOperatorSession } from '../../db/repositories/operator-factors.ts';
import { loadSessionSubject, type SessionSubject } from '../../db/repositories/session-subject.ts';
import { recordSecurityEvent } from '../security-events.ts';
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

export type { SessionSubject } from '../../db/repositories/session-subject.ts';

/**
 * The token's roles: 'admin' only when the customer has the admin flag AND this sign-in (family) passed the second
 * factor, so every check on the token is as strict as /admin/api (docs/decisions.md, Operator second factor).
 */
async function rolesOf(db: Database, subject: SessionSubject, familyId: string): Promise<string[]> {
  return subject.isAdmin && (await hasOperatorSession(db, familyId, subject.customerId)) ? ['admin'] : [];
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
  const roles = await rolesOf(db, subject, familyId);
  const access = await signAccessToken(secret, { customerId: subject.customerId, roles, familyId, bidding: subject.bidding }, now);
  return { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken, refreshExpiresAt, familyId };
}

/** Signs a customer in: a new refresh-token family. Null when the customer no longer exists. */
export async function startSession(db: Database, secret: string, customerId: number, now = Date.now()): Promise<SessionTokens | null> {
  const subject = await loadSessionSubject(db, customerId, now);
  return subject ? issue(db, secret, subject, crypto.randomUUID(), now) : null;
}

/** A new access token for the same sign-in (family), with fresh claims; the refresh token is not rotated. Null once it ended. */
export async function reissueAccessToken(db: Database, secret: string, customerId: number, familyId: string, now = Date.now()) {
  const [subject, ended] = await Promise.all([loadSessionSubject(db, customerId, now), isSessionEnded(db.$client, familyId)]);
  if (!subject || ended) return null;
  const roles = await rolesOf(db, subject, familyId);
  return { ...(await signAccessToken(secret, { customerId, roles, familyId, bidding: subject.bidding }, now)), roles, bidding: subject.bidding };
}

/** Request context for the security event a reused token records. */
export interface RefreshAudit {
  requestId?: string;
  clientKeyHash?: string;
}

export type RefreshOutcome =
  | { ok: true; tokens: SessionTokens; customerId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'concurrent' };

export async function refreshSession(
  db: Database,
  secret: string,
  refreshToken: string,
  now = Date.now(),
  audit: RefreshAudit = {},
): Promise<RefreshOutcome> {
  const row = await findRefreshToken(db, await sha256Hex(refreshToken));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) {
    if (now - row.rotatedAt.getTime() <= ROTATION_GRACE_MS) return { ok: false, reason: 'concurrent' };
    // Whoever presented it may hold the family's current access token too: it ends with the family.
    await endSessionFamilies(db.$client, row.customerId, [row.familyId], now);
    await recordSecurityEvent(
      db,
      { ...audit, type: 'refresh_token_reused', outcome: 'refused', subjectCustomerId: row.customerId, details: { familyId: row.familyId } },
      now,
    );
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  if (!(await markRotated(db, row.tokenHash, new Date(now)))) return { ok: false, reason: 'concurrent' };
  const subject = await loadSessionSubject(db, row.customerId, now);
  if (!subject) {
    await revokeFamily(db, row.familyId, new Date(now));
    return { ok: false, reason: 'revoked' };
  }
  return { ok: true, tokens: await issue(db, secret, subject, row.familyId, now), customerId: row.customerId };
}
