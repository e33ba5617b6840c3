/**
 * The operator's second factor: status, enrolment (an unconfirmed TOTP secret), confirmation with the first code
 * (which hands out the recovery codes once) and the per-sign-in check that opens /admin/api. Every check is counted
 * before the code is looked at, against a limit per operator and one per client (a right code gives its attempt
 * back), so parallel guesses cannot all pass; failures are recorded as security events. Passing writes the operator session and its
 * audit entry in one batch, and hands the caller an access token carrying the operator role at once. Secrets and
 * codes never reach a log or the audit.
 */
import type { Context } from 'hono';
import {
  acceptStep,
  confirmFactor,
  findOperatorFactor,
  hasOperatorSession,
  insertOperatorSession,
  putUnconfirmedFactor,
  replaceRecoveryHashes,
} from '../../db/repositories/operator-factors.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setAccessCookie } from '../../lib/auth-cookies.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { openText, SEAL_LABELS, sealText } from '../../lib/sealed.ts';
import { ACCESS_TOKEN_TTL_S } from '../auth/access-token.ts';
import { authSecret } from '../auth/secret.ts';
import { reissueAccessToken } from '../auth/sessions.ts';
import { clientKey } from '../../lib/client-key.ts';
import { hitRateLimits, type RateLimitWindow, refundRateLimits } from '../rate-limit.ts';
import { recordRequestEvent } from '../security-events.ts';
import { auditActor, auditInsert } from './audit.ts';
import { enrolmentOf, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './second-factor-codes.ts';

/** Checks allowed per operator and window; beyond it every attempt is refused (429) until the window ends. */
export const SECOND_FACTOR_FAILURE_LIMIT = 5;
/** Checks allowed per client (connecting address) across operators: a few operators in one office, not a guesser with many accounts. */
export const SECOND_FACTOR_CLIENT_LIMIT = 10;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60 * 1000;

export type SecondFactorProof = { code: string } | { recoveryCode: string };

interface Caller {
  customerId: number;
  familyId: string;
  email: string;
}

function callerOf(c: Context<AppEnv>): Caller {
  const auth = c.get('auth');
  const customer = c.get('viewer').customer;
  if (!auth || !customer) throw new ApiError(401, 'unauthorized');
  return { customerId: auth.customerId, familyId: auth.familyId, email: customer.email };
}

function limitWindows(c: Context<AppEnv>, caller: Caller): RateLimitWindow[] {
  return [
    { key: `second-factor:${caller.customerId}`, limit: SECOND_FACTOR_FAILURE_LIMIT, windowMs: SECOND_FACTOR_WINDOW_MS },
    { key: `second-factor-client:${clientKey(c)}`, limit: SECOND_FACTOR_CLIENT_LIMIT, windowMs: SECOND_FACTOR_WINDOW_MS },
  ];
}

export async function secondFactorStatus(c: Context<AppEnv>): Promise<{ enrolled: boolean; verified: boolean }> {
  const caller = callerOf(c);
  const db = c.get('db');
  const [factor, verified] = await Promise.all([findOperatorFactor(db, caller.customerId), hasOperatorSession(db, caller.familyId, caller.customerId)]);
  return { enrolled: Boolean(factor?.confirmedAt), verified };
}

/** A new unconfirmed secret (replacing an earlier unconfirmed one); a confirmed factor is never replaced here. */
export async function startEnrolment(c: Context<AppEnv>): Promise<{ secret: string; otpauthUri: string; qrSvg: string }> {
  const caller = callerOf(c);
  const db = c.get('db');
  const existing = await findOperatorFactor(db, caller.customerId);
  if (existing?.confirmedAt) throw alreadyHandled({ enrolled: true });
  const secret = newTotpSecret();
  const stored = await putUnconfirmedFactor(db, caller.customerId, await sealText(authSecret(c.env), SEAL_LABELS.operatorTotp, secret), new Date());
  // Another request confirmed a factor between the read and the write.
  if (!stored) throw alreadyHandled({ enrolled: true });
  return { secret, ...enrolmentOf(secret, caller.email) };
}

/**
 * Counts this attempt (one atomic upsert per window, in one batch) before any code is checked, and refuses with 429
 * when the operator or the client is over its limit: of parallel guesses only the limit's number get checked.
 */
async function takeAttempt(c: Context<AppEnv>, caller: Caller): Promise<void> {
  const limit = await hitRateLimits(c.get('db'), limitWindows(c, caller));
  if (limit.allowed) return;
  await recordRequestEvent(c, { type: 'operator_second_factor_failed', outcome: 'refused', subjectCustomerId: caller.customerId, details: { reason: 'rate_limited' } });
  c.header('Retry-After', String(limit.retryAfterS));
  throw new ApiError(429, 'too_many_requests');
}

/** A right code gives its attempt back, so signing in now and then never uses up the allowance. */
async function passed(c: Context<AppEnv>, caller: Caller): Promise<void> {
  await refundRateLimits(c.get('db'), limitWindows(c, caller));
}

/** Records the failure (counted already) and answers 400 second_factor_invalid. */
async function failed(c: Context<AppEnv>, caller: Caller, method: 'code' | 'recovery', stage: 'confirm' | 'verify'): Promise<never> {
  await recordRequestEvent(c, { type: 'operator_second_factor_failed', outcome: 'failure', subjectCustomerId: caller.customerId, details: { method, stage } });
  throw new ApiError(400, 'second_factor_invalid');
}

/** The new access token of a bearer client, shaped like the sign-in answer's (cookie clients get the cookie instead). */
export interface FreshAccessToken {
  access_token?: string;
  token_type?: 'Bearer';
  expires_in?: number;
  access_expires_at?: number;
}

/**
 * Once the factor is passed, the caller's access token still lacks the operator role (it is issued only to sign-ins
 * past the factor): a cookie client gets the new token as its access cookie, a bearer client in the answer.
 */
async function freshAccessToken(c: Context<AppEnv>, caller: Caller): Promise<FreshAccessToken> {
  const fresh = await reissueAccessToken(c.get('db'), authSecret(c.env), caller.customerId, caller.familyId);
  if (!fresh) return {};
  if (c.get('auth')?.via !== 'bearer') {
    setAccessCookie(c, fresh.token, fresh.expiresAt);
    return {};
  }
  return { access_token: fresh.token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, access_expires_at: fresh.expiresAt };
}

async function openSecret(c: Context<AppEnv>, sealedSecret: string): Promise<string> {
  const secret = await openText(authSecret(c.env), SEAL_LABELS.operatorTotp, sealedSecret);
  // Sealed under another AUTH_SECRET (rotated): the factor cannot be checked; an operator with database access resets it.
  if (secret === null) throw new Error('operator factor cannot be opened');
  return secret;
}

/** Confirms enrolment with a first code; answers the recovery codes (shown once) and opens the console for this sign-in. */
export async function confirmEnrolment(c: Context<AppEnv>, code: string): Promise<{ recoveryCodes: string[] } & FreshAccessToken> {
  const caller = callerOf(c);
  const db = c.get('db');
  const factor = await findOperatorFactor(db, caller.customerId);
  if (!factor) throw new ApiError(409, 'second_factor_not_enrolled');
  if (factor.confirmedAt) throw alreadyHandled({ enrolled: true });
  await takeAttempt(c, caller);
  const now = Date.now();
  const step = matchingStep(await openSecret(c, factor.sealedSecret), code, now);
  if (step === null) return failed(c, caller, 'code', 'confirm');
  const recoveryCodes = newRecoveryCodes();
  const recoveryHashes = await Promise.all(recoveryCodes.map((recovery) => recoveryCodeHash(authSecret(c.env), caller.customerId, recovery)));
  if (!(await confirmFactor(db, caller.customerId, factor.sealedSecret, { recoveryHashes, step, now: new Date(now) }))) throw alreadyHandled({ enrolled: true });
  await passed(c, caller);
  await db.batch([
    insertOperatorSession(db, caller.familyId, caller.customerId, new Date(now)),
    auditInsert(db, auditActor(c), { action: 'operator.second_factor_enrolled', subjectType: 'operator', subjectId: caller.customerId, before: { enrolled: false }, after: { enrolled: true, recoveryCodes: recoveryCodes.length } }, now),
  ]);
  return { recoveryCodes, ...(await freshAccessToken(c, caller)) };
}

/** Passes the second factor for this sign-in with a current code (each time step once) or an unused recovery code. */
export async function verifySecondFactor(c: Context<AppEnv>, proof: SecondFactorProof): Promise<{ verified: true } & FreshAccessToken> {
  const caller = callerOf(c);
  const db = c.get('db');
  const factor = await findOperatorFactor(db, caller.customerId);
  if (!factor?.confirmedAt) throw new ApiError(409, 'second_factor_not_enrolled');
  await takeAttempt(c, caller);
  const now = Date.now();
  let method: 'code' | 'recovery';
  let remaining = factor.recoveryHashes.length;
  if ('code' in proof) {
    method = 'code';
    const step = matchingStep(await openSecret(c, factor.sealedSecret), proof.code, now);
    // A step at or before the last accepted one is a replayed (or older) code; the conditional write settles races.
    if (step === null || step <= factor.lastStep || !(await acceptStep(db, caller.customerId, step))) return failed(c, caller, method, 'verify');
  } else {
    method = 'recovery';
    const hash = await recoveryCodeHash(authSecret(c.env), caller.customerId, proof.recoveryCode);
    const left = factor.recoveryHashes.filter((stored) => stored !== hash);
    if (left.length === factor.recoveryHashes.length || !(await replaceRecoveryHashes(db, caller.customerId, factor.recoveryHashes, left))) {
      return failed(c, caller, method, 'verify');
    }
    remaining = left.length;
  }
  await passed(c, caller);
  await db.batch([
    insertOperatorSession(db, caller.familyId, caller.customerId, new Date(now)),
    auditInsert(db, auditActor(c), { action: 'operator.second_factor_verified', subjectType: 'operator', subjectId: caller.customerId, after: { method, remainingRecoveryCodes: remaining } }, now),
  ]);
  return { verified: true, ...(await freshAccessToken(c, caller)) };
}
