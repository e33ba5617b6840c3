/** Who may do what in an auction: accepted, unblocked merchants bid; sellers decide; operators publish. */
import { merchantState } from '../profile.ts';
import type { Viewer } from '../viewer.ts';
import type { Actor, AuctionState, RejectionCode } from './types.ts';

/** The signed-in viewer in auction terms (merchants by review and blocking), or null when nobody is signed in. */
export function actorOf(viewer: Viewer): Actor | null {
  const customer = viewer.customer;
  if (!customer) return null;
  const merchant = customer.merchant ? merchantState(customer.merchant, customer.merchant.blocked) : 'none';
  return { customerId: customer.customerId, merchant, operator: customer.isAdmin };
}

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
