/**
 * What a viewer sees of an auction: the public snapshot (never the target price or who leads) and their own
 * context (holding the highest bid, bidder state, their turn in a renegotiation). Same shape over HTTP and live.
 */
import type { AuctionStatus } from '../auction-status.ts';
import { minNextBid, openBuyNowPrice } from './increments.ts';
import type { AuctionState, SaleChannel } from './types.ts';

/** The spec's bidder context states; the three "too low" ones come from rejections, the rest from the state. */
export const BIDDER_STATES = [
  'highest_bidder',
  'overbid',
  'first_bid_too_low',
  'agent_limit_too_low',
  'late_offer_too_low',
  'late_offer_pending',
  'late_offer_declined',
  'offer_declined',
  'won',
] as const;
export type BidderState = (typeof BIDDER_STATES)[number];

export interface ViewerContext {
  role: 'seller' | 'bidder' | 'viewer';
  holdingHighestBid: boolean;
  state: BidderState | null;
  maxBid: number | null;
  agentMax: number | null;
  hasFailedLateOfferOnProduct: boolean;
  /** Only for the seller and the merchant negotiating. */
  negotiation: { offer: number; counter: number | null; turn: 'seller' | 'dealer'; deadline: number; paused: boolean; yourTurn: boolean } | null;
  /** Only for the seller and the merchant who sent it. */
  lateOffer: { amount: number; expiresAt: number } | null;
  /** Only for the seller. */
  minimumPrice: number | null;
  /** Only for the seller and the buyer. */
  sale: { amount: number; via: SaleChannel } | null;
}

export interface AuctionSnapshot {
  auctionId: number;
  productId: number;
  round: number;
  status: AuctionStatus;
  startsAt: number | null;
  endingAt: number | null;
  highestBid: number | null;
  bidCount: number;
  minNextBid: number;
  /** Offered only while live and not yet reached by a bid. */
  buyNowPrice: number | null;
  seq: number;
  /** An operator paused the auction: nothing can be bid until they resume it. */
  paused: boolean;
  context: ViewerContext;
}

function bidderState(state: AuctionState, customerId: number, holding: boolean, hasBid: boolean): BidderState | null {
  if (state.sale?.customerId === customerId) return 'won';
  if (state.lateOffer?.customerId === customerId) return 'late_offer_pending';
  // Only the seller's decline in a renegotiation ends the auction (failed_na), as its last decline; every other
  // decline was of a late offer, and stays one while later offers come and go.
  if (state.declined.includes(customerId)) return state.status === 'failed_na' && state.declined.at(-1) === customerId ? 'offer_declined' : 'late_offer_declined';
  if (holding) return 'highest_bidder';
  return hasBid ? 'overbid' : null;
}

export function viewerContext(state: AuctionState, customerId: number | null): ViewerContext {
  const seller = customerId !== null && customerId === state.sellerId;
  const own = state.maxima.find((entry) => entry.customerId === customerId);
  const holding = customerId !== null && state.highest?.customerId === customerId && state.status !== 'sold';
  const party = state.negotiation !== null && (seller || state.negotiation.customerId === customerId);
  const offerOwner = state.lateOffer !== null && (seller || state.lateOffer.customerId === customerId);
  const buyer = state.sale !== null && (seller || state.sale.customerId === customerId);
  const negotiation = party && state.negotiation ? state.negotiation : null;
  return {
    role: seller ? 'seller' : own ? 'bidder' : 'viewer',
    holdingHighestBid: holding,
    state: customerId === null || seller ? null : bidderState(state, customerId, holding, own !== undefined),
    maxBid: own ? own.bid : null,
    agentMax: own?.agent ?? null,
    hasFailedLateOfferOnProduct: customerId !== null && state.declined.includes(customerId),
    negotiation: negotiation && {
      offer: negotiation.offer,
      counter: negotiation.counter,
      turn: negotiation.turn,
      deadline: negotiation.deadline,
      paused: negotiation.paused,
      yourTurn: seller ? negotiation.turn === 'seller' || negotiation.paused : negotiation.turn === 'dealer' && !negotiation.paused,
    },
    lateOffer: offerOwner && state.lateOffer ? { amount: state.lateOffer.amount, expiresAt: state.lateOffer.expiresAt } : null,
    minimumPrice: seller ? state.minimumPrice : null,
    sale: buyer && state.sale ? { amount: state.sale.amount, via: state.sale.via } : null,
  };
}

export function snapshot(state: AuctionState, customerId: number | null): AuctionSnapshot {
  const highestBid = state.highest?.amount ?? null;
  return {
    auctionId: state.auctionId,
    productId: state.productId,
    round: state.round,
    status: state.status,
    startsAt: state.startsAt,
    endingAt: state.endingAt,
    highestBid,
    bidCount: state.bidCount,
    minNextBid: minNextBid(state.startPrice, highestBid),
    buyNowPrice: openBuyNowPrice(state.status, state.buyNowPrice, highestBid),
    seq: state.seq,
    paused: state.operatorPause !== null,
    context: viewerContext(state, customerId),
  };
}
