/**
 * What binds a merchant in one auction: a leading bid, an active bidding agent, or an open late offer, renegotiation
 * or archived bid. While any holds, the merchant may not delete their account (a sale to an erased account).
 */
import { isOpen } from '../auction-status.ts';
import type { AuctionState } from './types.ts';

export type Commitment = 'leading_bid' | 'bidding_agent' | 'open_offer';

export function commitmentsOf(state: AuctionState, customerId: number): Commitment[] {
  if (state.sale !== null || state.deletedAt !== null) return [];
  const found: Commitment[] = [];
  const open = isOpen(state.status);
  if (open && state.highest?.customerId === customerId) found.push('leading_bid');
  if (open && state.maxima.some((maximum) => maximum.customerId === customerId && maximum.agent !== null)) found.push('bidding_agent');
  const offers = [state.lateOffer?.customerId, state.negotiation?.customerId, state.archived?.customerId];
  if (offers.includes(customerId)) found.push('open_offer');
  return found;
}
