/** Who may do what in an auction: accepted, unblocked, verified merchants who accepted the terms bid; sellers decide; operators publish. */
import { bindingActionRefusal } from '../binding-actions.ts';
import { merchantState } from '../profile.ts';
import type { Viewer } from '../viewer.ts';
import type { Actor, AuctionState, RejectionCode } from './types.ts';

/**
 * The signed-in viewer in auction terms, for the seller's and the operator's commands. The viewer does not carry
 * e-mail verification or terms, so this actor can never bid: binding actions take their actor from the bidding
 * claims of the access token (worker/services/auth/bidding-claims.ts).
 */
export function actorOf(viewer: Viewer): Actor | null {
  const customer = viewer.customer;
  if (!customer) return null;
  const merchant = customer.merchant ? merchantState(customer.merchant, customer.merchant.blocked) : 'none';
  return { customerId: customer.customerId, merchant, operator: customer.isAdmin, emailVerified: false, termsAccepted: false };
}

/** Why this actor may not make a binding offer (bid, agent, buy-now, late offer, accepting a counter), or null. */
export function biddingRefusal(state: AuctionState, actor: Actor): RejectionCode | null {
  if (actor.customerId === state.sellerId) return 'own_auction';
  if (actor.merchant === 'blocked') return 'merchant_blocked';
  if (actor.merchant !== 'accepted') return 'merchant_not_accepted';
  // Every binding offer counts as a bid here: one rule for all binding actions (domain/binding-actions.ts).
  const unverified = bindingActionRefusal('bid', actor);
  if (unverified) return unverified;
  if (!actor.termsAccepted) return 'terms_not_accepted';
  return null;
}

export function isSeller(state: AuctionState, actor: Actor): boolean {
  return actor.customerId === state.sellerId;
}
