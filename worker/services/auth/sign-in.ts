/**
 * Password sign-in with the spec's protections, none of which lets anyone lock someone else out: a per-client rate
 * limit, growing delays per address and client (pair), and a per-address ceiling for clients that never signed in to
 * the address (a guesser spread over many clients); the owner's known browsers skip the ceiling. Every attempt is
 * counted before the password is checked, so a right password during a wait is refused like a wrong one. Answers and
 * work are the same whether or not an address is registered.
 */
import { THROTTLES } from '../../../domain/attempt-throttle.ts';
import type { Database } from '../../db/client.ts';
import { type CustomerRow, findCustomerByEmail } from '../../db/repositories/customers.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { clearThrottle, refundAttempt, type Throttle, takeAttempt } from '../attempt-throttle.ts';
import { hitRateLimit } from '../rate-limit.ts';
import { knownBrowserOf } from './known-browser.ts';

export const CLIENT_SIGN_IN_LIMIT = 20;
export const CLIENT_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

export type SignInOutcome =
  | { ok: true; customer: CustomerRow }
  | { ok: false; code: 'rate_limited'; retryAfterS: number }
  | { ok: false; code: 'throttled'; retryAfterS: number; throttle: 'pair' | 'address'; customerId: number | null }
  | { ok: false; code: 'invalid_credentials'; customerId: number | null }
  | { ok: false; code: 'account_deactivated'; customerId: number };

export interface SignInInput {
  email: string;
  password: string;
  clientKey: string;
  /** The caller's known-browser cookie, if any. */
  knownBrowser: string | undefined;
  /** AUTH_SECRET, for the known-browser entries. */
  secret: string;
}

/** Verified against when the address is unknown, so both cases cost the same time. */
let dummyHash: Promise<string> | undefined;

/** The throttles' scope for an address: hashed, so the table holds no readable addresses. */
export async function signInScope(email: string): Promise<string> {
  return `sign-in:${(await sha256Hex(email.trim().toLowerCase())).slice(0, 32)}`;
}

/**
 * The pair throttle (this address and this client: a known browser by its id, anyone else by connecting address) and,
 * for clients that never signed in to the address, the address ceiling.
 */
function throttlesFor(scope: string, clientKey: string, knownBrowser: string | null): { pair: Throttle; address: Throttle | null } {
  const pair = { scope, subject: knownBrowser ? `browser:${knownBrowser}` : `client:${clientKey}`, policy: THROTTLES.signInPair };
  return { pair, address: knownBrowser ? null : { scope, subject: '*', policy: THROTTLES.signInAddress } };
}

export async function signIn(db: Database, input: SignInInput, now = Date.now()): Promise<SignInOutcome> {
  const limit = await hitRateLimit(db, `sign-in:${input.clientKey}`, CLIENT_SIGN_IN_LIMIT, CLIENT_SIGN_IN_WINDOW_MS, now);
  if (!limit.allowed) return { ok: false, code: 'rate_limited', retryAfterS: limit.retryAfterS };

  const customer = await findCustomerByEmail(db, input.email);
  const customerId = customer?.id ?? null;
  const knownBrowser = await knownBrowserOf(input.secret, input.knownBrowser, customer ?? null, now);
  const { pair, address } = throttlesFor(await signInScope(input.email), input.clientKey, knownBrowser);
  const taken = await takeAttempt(db, address ? [pair, address] : [pair], now);
  if (!taken.allowed) return { ok: false, code: 'throttled', retryAfterS: taken.retryAfterS, throttle: taken.refusedBy === pair ? 'pair' : 'address', customerId };

  dummyHash ??= hashPassword('not-a-password');
  const valid = await verifyPassword(input.password, customer?.passwordHash ?? (await dummyHash));
  if (!valid || !customer?.passwordHash) return { ok: false, code: 'invalid_credentials', customerId };

  // The right password: this client starts from zero, and the owner's sign-in is no guess against the ceiling.
  await clearThrottle(db, pair);
  if (address) await refundAttempt(db, address);
  // Told only to whoever knows the password, so the answer reveals nothing to others.
  if (customer.deactivatedAt) return { ok: false, code: 'account_deactivated', customerId: customer.id };
  return { ok: true, customer };
}
