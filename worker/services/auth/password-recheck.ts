/**
 * Re-entering the password to change it or to delete the account, with the sign-in's growing delays: per customer and
 * sign-in (a stolen session guesses no faster than a stranger, and cannot slow down the owner's own session) and per
 * client across customers. Each attempt is counted before the password is checked, so a right password during a
 * wait is refused too (429 `too_many_password_attempts` with Retry-After).
 */
import type { Context } from 'hono';
import { THROTTLES } from '../../../domain/attempt-throttle.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { verifyPassword } from '../../lib/password.ts';
import { clearThrottle, refundAttempt, type Throttle, takeAttempt } from '../attempt-throttle.ts';
import { recordRequestEvent } from '../security-events.ts';

function throttlesOf(c: Context<AppEnv>, customerId: number): { session: Throttle; client: Throttle } {
  const familyId = c.get('auth')?.familyId ?? 'none';
  return {
    session: { scope: `password-recheck:${customerId}`, subject: `session:${familyId}`, policy: THROTTLES.passwordRecheckSession },
    client: { scope: 'password-recheck', subject: `client:${clientKey(c)}`, policy: THROTTLES.passwordRecheckClient },
  };
}

/** Whether `password` is the customer's; throws 429 while this session or client has to wait. */
export async function recheckPassword(c: Context<AppEnv>, customerId: number, password: string, passwordHash: string, now = Date.now()): Promise<boolean> {
  const db = c.get('db');
  const { session, client } = throttlesOf(c, customerId);
  const taken = await takeAttempt(db, [session, client], now);
  if (!taken.allowed) {
    await recordRequestEvent(c, {
      type: 'password_recheck_throttled',
      outcome: 'refused',
      subjectCustomerId: customerId,
      details: { throttle: taken.refusedBy === session ? 'session' : 'client' },
    });
    c.header('Retry-After', String(taken.retryAfterS));
    throw new ApiError(429, 'too_many_password_attempts');
  }
  if (!(await verifyPassword(password, passwordHash))) return false;
  // The owner's right password: the session starts from zero and gives the client its attempt back.
  await clearThrottle(db, session);
  await refundAttempt(db, client);
  return true;
}
