/**
 * Operator actions on a customer: deactivate (sessions end, bidding agents stop, no sign-in until reactivated),
 * reactivate, resend the verification mail and clear the sign-in delays. Each writes exactly one audit entry; the
 * conditional write decides which of two operators acting at once wins, the other gets 409 already_handled.
 */
import type { Context } from 'hono';
import { findCustomerForAdmin } from '../../db/repositories/customer-admin-detail.ts';
import { clearDeactivated, markDeactivated, revokeCustomerTokens } from '../../db/repositories/customer-admin-actions.ts';
import type { CustomerRow } from '../../db/repositories/customers.ts';
import { createOneTimeToken } from '../../db/repositories/one-time-tokens.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { revokeBiddingClaims } from '../auctions/eligibility.ts';
import { endSessions } from '../auth/end-sessions.ts';
import { clearScope } from '../attempt-throttle.ts';
import { mailCustomer } from '../auth/mailer.ts';
import { signInScope } from '../auth/sign-in.ts';
import { recordRequestEvent } from '../security-events.ts';
import { auditActor, auditInsert } from './audit.ts';

async function customerOr404(c: Context<AppEnv>, customerId: number): Promise<CustomerRow> {
  const found = await findCustomerForAdmin(c.get('db'), customerId);
  if (!found) throw new ApiError(404, 'not_found');
  return found.customer;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function deactivateCustomer(c: Context<AppEnv>, customerId: number, reason: string, now = Date.now()) {
  // An operator locking themselves out would need another operator to get back in; refused before anything else.
  if (c.get('auth')?.customerId === customerId) throw new ApiError(400, 'cannot_deactivate_self');
  const db = c.get('db');
  const customer = await customerOr404(c, customerId);
  const at = new Date(now);
  if (!(await markDeactivated(db, customerId, at))) {
    const current = await customerOr404(c, customerId);
    throw alreadyHandled({ deactivatedAt: iso(current.deactivatedAt) });
  }
  // Only the winner gets here: its sessions end with the audit entry in one batch.
  const [families] = await db.batch([
    revokeCustomerTokens(db, customerId, at),
    auditInsert(db, auditActor(c), { action: 'customer.deactivated', subjectType: 'customer', subjectId: customerId, before: { deactivatedAt: iso(customer.deactivatedAt) }, after: { deactivatedAt: iso(at), reason } }, now),
  ]);
  const ended = [...new Set(families.map((row) => row.familyId))];
  // Their tokens are refused everywhere and open sockets close now; the auction objects also pause their agents.
  await endSessions(c.env, customerId, ended, now);
  await revokeBiddingClaims(c.env, customerId, { suspend: true }, now);
  return { customerId, deactivatedAt: iso(at), sessionsEnded: ended.length };
}

export async function reactivateCustomer(c: Context<AppEnv>, customerId: number, now = Date.now()) {
  const db = c.get('db');
  const customer = await customerOr404(c, customerId);
  if (!customer.deactivatedAt || !(await clearDeactivated(db, customerId, customer.deactivatedAt))) {
    const current = await customerOr404(c, customerId);
    throw alreadyHandled({ deactivatedAt: iso(current.deactivatedAt) });
  }
  await auditInsert(db, auditActor(c), { action: 'customer.reactivated', subjectType: 'customer', subjectId: customerId, before: { deactivatedAt: iso(customer.deactivatedAt) }, after: { deactivatedAt: null } }, now);
  // Tokens issued while deactivated do not exist; the revocation makes the auction objects reload the customer's state.
  await revokeBiddingClaims(c.env, customerId, { suspend: false }, now);
  return { customerId, deactivatedAt: null };
}

export async function resendVerification(c: Context<AppEnv>, customerId: number, now = Date.now()) {
  const db = c.get('db');
  const customer = await customerOr404(c, customerId);
  if (customer.emailVerified) throw alreadyHandled({ emailVerified: true });
  const token = await createOneTimeToken(db, 'verify_email', customer.id, now);
  await auditInsert(db, auditActor(c), { action: 'customer.verification_resent', subjectType: 'customer', subjectId: customerId, after: { emailVerified: false, mailSent: true } }, now);
  await mailCustomer(c, customer, 'verify_email', { route: 'auth-verify', fragment: { token } });
  return { customerId, sent: true };
}

/**
 * Lifts every growing delay on password sign-ins to the customer's address (all clients and the address ceiling), e.g.
 * for an owner on a new device during a guessing attack; 409 when nothing makes anyone wait.
 */
export async function clearSignInDelays(c: Context<AppEnv>, customerId: number, now = Date.now()) {
  const db = c.get('db');
  const customer = await customerOr404(c, customerId);
  if (!(await clearScope(db, await signInScope(customer.email), now))) throw alreadyHandled({ signInDelayedUntil: null });
  await auditInsert(
    db,
    auditActor(c),
    { action: 'customer.sign_in_delays_cleared', subjectType: 'customer', subjectId: customerId, before: { signInDelayed: true }, after: { signInDelayed: false } },
    now,
  );
  await recordRequestEvent(c, { type: 'sign_in_delays_cleared', outcome: 'success', subjectCustomerId: customerId, details: { via: 'operator' } });
  return { customerId, signInDelayedUntil: null };
}
