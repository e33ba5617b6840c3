/** Who takes part in an auction's current round: the merchants a pause, a cancellation or a state change concerns. */
import type { AuctionState } from './types.ts';

/** Dealers taking part in the current round: bidders, agents and pending offers (never the seller). */
export function participantsOf(state: AuctionState): number[] {
  const offers = [state.negotiation?.customerId, state.lateOffer?.customerId, state.highest?.customerId];
  const ids = new Set([...state.maxima.map((entry) => entry.customerId), ...offers.filter((id): id is number => id !== undefined)]);
  ids.delete(state.sellerId);
  return [...ids];
}
