/**
 * The bidder's standing as the auction box shows it: the context's state, or the state a rejection stands for (a
 * first bid, an agent limit or a late offer too low), with its tone under the spec's price colour rule.
 */
import { type PriceColour, priceColour } from './price-colour.ts';
import type { AuctionSnapshot, BidderState, ViewerContext } from './view.ts';

/** The bidder state an API rejection stands for, or null when the rejection is only an error message. */
export function rejectionState(code: string, context: Pick<ViewerContext, 'maxBid'>): BidderState | null {
  switch (code) {
    // A bid too low is the spec's "first bid too low" only while the merchant has no bid in this round.
    case 'bid_too_low':
      return context.maxBid === null ? 'first_bid_too_low' : null;
    case 'agent_limit_too_low':
    case 'late_offer_too_low':
      return code;
    default:
      return null;
  }
}

/** States that read as "your offer stands": the price rule treats them like holding the highest bid. */
const STANDING: readonly BidderState[] = ['highest_bidder', 'late_offer_pending', 'won'];

export interface BidderBanner {
  state: BidderState;
  tone: PriceColour;
}

/** The banner for the viewer: a fresh rejection's state wins; viewers who never took part get none. */
export function bidderBanner(snapshot: Pick<AuctionSnapshot, 'status' | 'context'>, rejected: BidderState | null = null): BidderBanner | null {
  const state = rejected ?? snapshot.context.state;
  if (state === null || snapshot.context.role === 'seller') return null;
  if (state === 'won') return { state, tone: 'success' };
  const holding = STANDING.includes(state) && (snapshot.context.holdingHighestBid || state !== 'highest_bidder');
  return { state, tone: priceColour({ status: snapshot.status, holding }) };
}
