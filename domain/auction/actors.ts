/** Who may do what in an auction: accepted, unblocked merchants bid; sellers decide; operators publish. */
import type { Actor, AuctionState, RejectionCode } from './types.ts';

/** Why this actor may not bid or offer, or null when they may. */
export function biddingRefusal(state: AuctionState, actor: Actor): RejectionCode | null {
  if (actor.customerId === state.sellerId) return 'own_auction';
  if (actor.merchant === 'blocked') return 'merchant_blocked';
  if (actor.merchant !== 'accepted') return 'merchant_not_accepted';
  return null;
}

export function isSeller(state: AuctionState, actor: Actor): boolean {
  return actor.customerId === state.sellerId;
}
