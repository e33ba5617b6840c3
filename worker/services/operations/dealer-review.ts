/**
 * The operators' decisions on dealers (accept, reject with a reason, block, unblock), shared by the console's calls
 * and the older PUT /admin/api/merchants/:id/review|block: a conditional write with its audit entry in one batch,
 * then the bidding claims revoked, the security event and the dealer's mail.
 */
import type { Context } from 'hono';
import { DEALER_AUDIT_ACTION, type DealerAction, type DealerFacts, dealerActionAllowed, dealerFactsAfter, dealerState, suspendsBidding } from '../../../domain/operations/dealer-review.ts';
import { auditInsertWhen, preparedStatement, runAudited } from '../../db/repositories/conditional-audit.ts';
import type { CustomerRow, MerchantRow } from '../../db/repositories/customers.ts';
import { blockedCondition, blockUpdate, inReviewCondition, reviewUpdate, reviewValueCondition } from '../../db/repositories/dealer-review.ts';
import { findMerchantById } from '../../db/repositories/merchants.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { revokeBiddingClaims } from '../auctions/eligibility.ts';
import { recordRequestEvent } from '../security-events.ts';
import { auditActor } from './audit.ts';
import { mailDealer } from './dealer-mail.ts';
import { notifyMerchantReviewed } from '../messages/account-deliveries.ts';

export interface DealerFound {
  merchant: MerchantRow;
  customer: CustomerRow;
}

export interface DealerDecision {
  merchantId: number;
  state: ReturnType<typeof dealerState>;
}

export async function findDealer(c: Context<AppEnv>, merchantId: number): Promise<DealerFound> {
  const found = await findMerchantById(c.get('db'), merchantId);
  if (!found) throw new ApiError(404, 'not_found');
  return found;
}

const factsOf = (found: DealerFound): DealerFacts => ({ accepted: found.merchant.accepted, blocked: found.customer.merchantBlocked });

/**
 * Applies one decision. `strict` (the console) needs the state the action is for: in review for accept/reject; the
 * older PUT review call may also change an earlier decision, conditional on the value it read.
 */
async function apply(c: Context<AppEnv>, found: DealerFound, action: DealerAction, reason: string | null, strict: boolean): Promise<DealerDecision> {
  const db = c.get('db');
  const before = factsOf(found);
  const current = () => ({ state: dealerState(before) });
  if (strict && !dealerActionAllowed(action, before)) throw alreadyHandled(current());
  const after = dealerFactsAfter(action, before);
  const now = Date.now();
  const { merchant, customer } = found;
  const review = action === 'accept' || action === 'reject';
  const condition = review
    ? strict
      ? inReviewCondition(merchant.id)
      : reviewValueCondition(merchant.id, merchant.accepted)
    : blockedCondition(customer.id, before.blocked);
  const audit = auditInsertWhen(
    db,
    auditActor(c),
    {
      action: DEALER_AUDIT_ACTION[action],
      subjectType: 'merchant',
      subjectId: merchant.id,
      before: { state: dealerState(before), ...(review ? { reviewReason: merchant.reviewReason } : {}) },
      after: { state: dealerState(after), ...(reason !== null ? { reason } : {}) },
    },
    condition,
    now,
  );
  const change = review
    ? reviewUpdate(merchant.id, condition, { accepted: action === 'accept', reason: action === 'reject' ? reason : null, at: now })
    : blockUpdate(customer.id, action === 'block', condition);
  // The loser of two operators acting at once changes nothing and learns the state the winner left.
  if (!(await runAudited(db, audit, preparedStatement(db, change)))) {
    const fresh = await findMerchantById(db, merchant.id);
    throw alreadyHandled({ state: fresh ? dealerState(factsOf(fresh)) : 'unknown' });
  }
  await recordRequestEvent(c, {
    type: review ? 'merchant_reviewed' : action === 'block' ? 'merchant_blocked' : 'merchant_unblocked',
    outcome: 'success',
    subjectCustomerId: customer.id,
    details: review ? { merchantId: merchant.id, accepted: action === 'accept', previous: merchant.accepted } : { merchantId: merchant.id, previous: customer.merchantBlocked },
  });
  // Tokens issued before still claim the old state: every auction learns the change at once.
  await revokeBiddingClaims(c.env, customer.id, { suspend: suspendsBidding(action) });
  if (review) await notifyMerchantReviewed(c.env, customer.id, action === 'accept', reason, now);
  if (action === 'accept' && merchant.accepted !== true) await mailDealer(c, found, 'merchant_accepted', { route: 'catalog' });
  if (action === 'reject' && reason !== null) await mailDealer(c, found, 'merchant_rejected', { route: 'contact' }, { reason });
  return { merchantId: merchant.id, state: dealerState(after) };
}

/** A console decision: needs the state the action is for, else 409 already_handled. */
export async function decideDealer(c: Context<AppEnv>, merchantId: number, action: DealerAction, reason: string | null): Promise<DealerDecision> {
  return apply(c, await findDealer(c, merchantId), action, reason, true);
}

/** The older PUT review call: sets accepted to true or false from any earlier value; the same value changes nothing. */
export async function setDealerReview(c: Context<AppEnv>, merchantId: number, accepted: boolean): Promise<void> {
  const found = await findDealer(c, merchantId);
  if (found.merchant.accepted === accepted) return;
  await apply(c, found, accepted ? 'accept' : 'reject', null, false);
}

/** The older PUT block call: blocks or unblocks; the same value changes nothing. */
export async function setDealerBlocked(c: Context<AppEnv>, merchantId: number, blocked: boolean): Promise<void> {
  const found = await findDealer(c, merchantId);
  if (found.customer.merchantBlocked === blocked) return;
  await apply(c, found, blocked ? 'block' : 'unblock', null, false);
}
