/**
 * An account belongs to whoever controls its address. The first confirmation by link (verify link, or a sign-in
 * link of an unverified account) ends every other session, and clears a password set before it unless the
 * confirming browser is the one that set or used that password: signed in as the same customer, or holding the
 * sign-up's password proof. A stranger who signed up with someone else's address loses the account that way.
 */
import type { Context } from 'hono';
import type { CustomerRow } from '../../db/repositories/customers.ts';
import { markFirstVerification } from '../../db/repositories/email-ownership.ts';
import type { AppEnv } from '../../env.ts';
import { readSessionCookie, setPasswordProofCookie } from '../../lib/auth-cookies.ts';
import { timingSafeEqual } from '../../lib/crypto.ts';
import { derivedMac, KEY_LABELS } from '../../lib/derived-keys.ts';
import { TOKEN_TTL_MS } from '../../db/repositories/one-time-tokens.ts';
import { recordRequestEvent } from '../security-events.ts';
import { authSecret } from './secret.ts';
import { endAllSessions } from './end-sessions.ts';

/** The proof is bound to the customer and to this very password hash (salted), so a new password voids it. */
function passwordProof(c: Context<AppEnv>, customerId: number, passwordHash: string): Promise<string> {
  return derivedMac(authSecret(c.env), KEY_LABELS.passwordProof, `${customerId}:${passwordHash}`);
}

/** Gives the sign-up browser its proof of having chosen the password, valid as long as the verify link. */
export async function issuePasswordProof(c: Context<AppEnv>, customer: Pick<CustomerRow, 'id' | 'passwordHash'>): Promise<void> {
  if (!customer.passwordHash) return;
  setPasswordProofCookie(c, await passwordProof(c, customer.id, customer.passwordHash), Math.floor(TOKEN_TTL_MS.verify_email / 1000));
}

async function holdsPasswordProof(c: Context<AppEnv>, customer: Pick<CustomerRow, 'id' | 'passwordHash'>): Promise<boolean> {
  const sent = readSessionCookie(c, 'passwordProof');
  if (!sent || !customer.passwordHash) return false;
  return timingSafeEqual(sent, await passwordProof(c, customer.id, customer.passwordHash));
}

export interface Confirmation {
  /** False when the address was verified before: then nothing changed. */
  first: boolean;
  passwordCleared: boolean;
  /** The request is signed in as this customer and keeps its session; otherwise the caller starts a fresh one. */
  keepsOwnSession: boolean;
  /** Sessions of this customer on other devices were ended (a brand-new account has none, so it is not told so). */
  otherSessionsEnded: boolean;
}

/** Confirms the customer's address after a link proved control of it; see the module comment for the rule. */
export async function confirmAddress(
  c: Context<AppEnv>,
  customer: Pick<CustomerRow, 'id' | 'emailVerified' | 'passwordHash'>,
  via: 'verify_link' | 'sign_in_link',
): Promise<Confirmation> {
  const auth = c.get('auth');
  const sameCustomer = auth?.customerId === customer.id;
  if (customer.emailVerified) return { first: false, passwordCleared: false, keepsOwnSession: sameCustomer, otherSessionsEnded: false };
  const keepPassword = customer.passwordHash === null || sameCustomer || (await holdsPasswordProof(c, customer));
  if (!(await markFirstVerification(c.get('db'), customer.id, keepPassword))) {
    return { first: false, passwordCleared: false, keepsOwnSession: sameCustomer, otherSessionsEnded: false };
  }
  // A verify link keeps the caller's own signed-in session; a sign-in link starts a new one, so all others end.
  const keepsOwnSession = sameCustomer && via === 'verify_link' && auth !== null;
  // The stranger's sessions end everywhere now (tokens, streams, sockets), not when their access tokens run out.
  const ended = await endAllSessions(c.env, customer.id, keepsOwnSession ? { keep: auth.familyId } : {});
  // The caller's own session, replaced by a fresh one, is not another device.
  const otherSessionsEnded = ended.some((family) => family !== auth?.familyId);
  const passwordCleared = !keepPassword;
  await recordRequestEvent(c, {
    type: 'email_verified',
    outcome: 'success',
    subjectCustomerId: customer.id,
    details: { via, passwordCleared, sameSession: sameCustomer },
  });
  return { first: true, passwordCleared, keepsOwnSession, otherSessionsEnded };
}
