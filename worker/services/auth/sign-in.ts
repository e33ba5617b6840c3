/**
 * Password sign-in with the spec's protections: a per-client rate limit, and a lock after repeated failures
 * per e-mail address (unlocked through an e-mail link). Answers never reveal whether an address is registered.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CustomerRow, findCustomerByEmail } from '../../db/repositories/customers.ts';
import { signInGuards } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hitRateLimit } from '../rate-limit.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const CLIENT_SIGN_IN_LIMIT = 20;
export const CLIENT_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

export type SignInOutcome =
  | { ok: true; customer: CustomerRow }
  | { ok: false; code: 'rate_limited'; retryAfterS: number }
  | { ok: false; code: 'invalid_credentials'; customerId: number | null }
  | { ok: false; code: 'account_deactivated'; customerId: number }
  | { ok: false; code: 'account_locked'; justLocked: CustomerRow | null; customerId: number | null };

/** Verified against when the address is unknown, so both cases cost the same time. */
let dummyHash: Promise<string> | undefined;

export async function signIn(db: Database, input: { email: string; password: string; clientKey: string }, now = Date.now()): Promise<SignInOutcome> {
  const limit = await hitRateLimit(db, `sign-in:${input.clientKey}`, CLIENT_SIGN_IN_LIMIT, CLIENT_SIGN_IN_WINDOW_MS, now);
  if (!limit.allowed) return { ok: false, code: 'rate_limited', retryAfterS: limit.retryAfterS };

  const guard = await db.select().from(signInGuards).where(eq(signInGuards.email, input.email)).get();
  const customer = await findCustomerByEmail(db, input.email);
  if (guard?.lockedAt) return { ok: false, code: 'account_locked', justLocked: null, customerId: customer?.id ?? null };

  dummyHash ??= hashPassword('not-a-password');
  const valid = await verifyPassword(input.password, customer?.passwordHash ?? (await dummyHash));
  if (valid && customer?.passwordHash) {
    if (guard) await db.delete(signInGuards).where(eq(signInGuards.email, input.email)).run();
    // Told only to whoever knows the password, so the answer reveals nothing to others.
    if (customer.deactivatedAt) return { ok: false, code: 'account_deactivated', customerId: customer.id };
    return { ok: true, customer };
  }

  const updated = await db
    .insert(signInGuards)
    .values({ email: input.email, failedCount: 1, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: signInGuards.email,
      set: { failedCount: sql`${signInGuards.failedCount} + 1`, updatedAt: new Date(now) },
    })
    .returning({ failedCount: signInGuards.failedCount })
    .get();
  if (updated.failedCount >= MAX_FAILED_SIGN_INS) {
    await db.update(signInGuards).set({ lockedAt: new Date(now) }).where(eq(signInGuards.email, input.email)).run();
    return { ok: false, code: 'account_locked', justLocked: customer ?? null, customerId: customer?.id ?? null };
  }
  return { ok: false, code: 'invalid_credentials', customerId: customer?.id ?? null };
}

export async function unlockSignIn(db: Database, email: string): Promise<void> {
  await db.delete(signInGuards).where(eq(signInGuards.email, email)).run();
}
