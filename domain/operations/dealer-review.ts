/** The operators' decisions on a dealer: which state each needs, which it leads to, and the rules of the reasons. */
import { merchantState, type MerchantState } from '../profile.ts';

export const DEALER_ACTIONS = ['accept', 'reject', 'block', 'unblock'] as const;
export type DealerAction = (typeof DEALER_ACTIONS)[number];

export const DEALER_STATES = ['in_review', 'accepted', 'rejected', 'blocked'] as const satisfies readonly MerchantState[];

/** A rejection's reason is shown to the dealer; a block's reason stays in the audit log. */
export const DEALER_REASON_MAX = 2000;

/** The audit action of each decision. */
export const DEALER_AUDIT_ACTION: Record<DealerAction, string> = {
  accept: 'merchant.accepted',
  reject: 'merchant.rejected',
  block: 'merchant.blocked',
  unblock: 'merchant.unblocked',
};

export interface DealerFacts {
  accepted: boolean | null;
  blocked: boolean;
}

/** Whether the action applies to a dealer in this state: review decisions only in review, blocking only once. */
export function dealerActionAllowed(action: DealerAction, facts: DealerFacts): boolean {
  const state = merchantState(facts, facts.blocked);
  switch (action) {
    case 'accept':
    case 'reject':
      return state === 'in_review';
    case 'block':
      return !facts.blocked;
    case 'unblock':
      return facts.blocked;
  }
}

/** The dealer's facts after the action. */
export function dealerFactsAfter(action: DealerAction, facts: DealerFacts): DealerFacts {
  switch (action) {
    case 'accept':
      return { ...facts, accepted: true };
    case 'reject':
      return { ...facts, accepted: false };
    case 'block':
      return { ...facts, blocked: true };
    case 'unblock':
      return { ...facts, blocked: false };
  }
}

export function dealerState(facts: DealerFacts): MerchantState {
  return merchantState(facts, facts.blocked);
}

/** Whether the dealer may bid afterwards decides if bidding claims are suspended (rejected, blocked) or restored. */
export function suspendsBidding(action: DealerAction): boolean {
  return action === 'reject' || action === 'block';
}
