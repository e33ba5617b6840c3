/**
 * What the product page's auction box offers whom: the snapshot before the live one arrives (from the product
 * answer), which forms each viewer gets in each status, and the amount bounds those forms check before sending.
 */
import { isLive } from '../auction-status.ts';
import type { AuctionStatus } from '../auction-status.ts';
import type { ProductAuction } from '../product.ts';
import { maxSensibleAgentLimit, maxSensibleBid, minNextBid, openBuyNowPrice } from './increments.ts';
import { RESUBMIT_REDUCTION_PERCENT } from './rules.ts';
import { RESUBMITTABLE, STOPPABLE } from './rounds.ts';
import type { AuctionSnapshot, ViewerContext } from './view.ts';

/** The context of someone the server has not told about yet (anonymous, or before the first live message). */
export const NO_CONTEXT: ViewerContext = {
  role: 'viewer',
  holdingHighestBid: false,
  state: null,
  maxBid: null,
  agentMax: null,
  hasFailedLateOfferOnProduct: false,
  negotiation: null,
  lateOffer: null,
  minimumPrice: null,
  sale: null,
};

const time = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** The public part of the snapshot from the product answer, so the first paint (server-rendered) shows the auction. */
export function snapshotFromProduct(productId: number, status: AuctionStatus, auction: ProductAuction): AuctionSnapshot {
  const { startPrice, highestBid, bidCount, buyNowPrice } = auction.attributes;
  return {
    auctionId: auction.auctionId,
    productId,
    round: 1,
    status,
    startsAt: time(auction.startsAt),
    endingAt: time(auction.endingAt),
    highestBid,
    bidCount,
    minNextBid: minNextBid(startPrice ?? 1, highestBid),
    buyNowPrice: openBuyNowPrice(status, buyNowPrice, highestBid),
    seq: -1,
    paused: false,
    context: NO_CONTEXT,
  };
}

/** The forms of the box. */
export interface BoxPanels {
  bid: boolean;
  agent: boolean;
  buyNow: boolean;
  lateOffer: boolean;
  negotiation: boolean;
  answerLateOffer: boolean;
  stop: boolean;
  resubmit: boolean;
}

/** Statuses the seller may stop offer collection in, and those a stopped or failed ad can be resubmitted from. */
const BUYING_CHANCE: readonly AuctionStatus[] = ['acpt_late_offer', 'declined_late_offer'];
const LATE_OFFER_RECEIVED: readonly AuctionStatus[] = ['recd_late_offer', 'anr_offer_above_targetprice'];

/** `merchant`: the viewer is an accepted, unblocked dealer (who may bid on anything but their own ad). */
export function boxPanels(snapshot: AuctionSnapshot, merchant: boolean): BoxPanels {
  const { status, context } = snapshot;
  const seller = context.role === 'seller';
  const dealer = merchant && !seller;
  // While an operator holds the auction, no bidding form is offered (the server would refuse with auction_paused).
  const open = !snapshot.paused;
  const live = isLive(status) && open;
  return {
    bid: dealer && live && !context.holdingHighestBid,
    agent: dealer && live,
    buyNow: dealer && open && snapshot.buyNowPrice !== null,
    lateOffer: dealer && open && BUYING_CHANCE.includes(status) && context.lateOffer === null,
    negotiation: status === 'renegotiation' && context.negotiation !== null,
    answerLateOffer: seller && LATE_OFFER_RECEIVED.includes(status) && context.lateOffer !== null,
    stop: seller && STOPPABLE.includes(status),
    resubmit: seller && RESUBMITTABLE.includes(status),
  };
}

export interface AmountBounds {
  min: number;
  /** Inclusive upper bound, or null for none worth checking in the browser. */
  max: number | null;
}

/** A bid: at least the minimum next bid, and not so far above it that it looks like a typing error. */
export function bidBounds(snapshot: Pick<AuctionSnapshot, 'minNextBid'>): AmountBounds {
  return { min: snapshot.minNextBid, max: maxSensibleBid(snapshot.minNextBid) };
}

/** An agent limit: above the own highest bid for the leader, else at least the minimum next bid. */
export function agentBounds(snapshot: Pick<AuctionSnapshot, 'minNextBid' | 'highestBid' | 'context'>): AmountBounds {
  const min = snapshot.context.holdingHighestBid && snapshot.highestBid !== null ? snapshot.highestBid + 1 : snapshot.minNextBid;
  return { min, max: maxSensibleAgentLimit(min) };
}

/** A counter offer lies strictly between the merchant's offer and the seller's last counter offer. */
export function counterBounds(negotiation: { offer: number; counter: number | null }): AmountBounds {
  return { min: negotiation.offer + 1, max: negotiation.counter === null ? null : negotiation.counter - 1 };
}

/** A resubmitted ad's new minimum price must be at least 5 % below the previous one. */
export function maxResubmitMinimum(minimumPrice: number): number {
  return Math.floor((minimumPrice * (100 - RESUBMIT_REDUCTION_PERCENT)) / 100);
}

/** Reads a typed amount in whole euros: digits, optionally grouped by dots, commas or spaces ("12.500", "12 500"). */
export function parseAmount(text: string, bounds: AmountBounds): { ok: true; amount: number } | { ok: false; error: 'required' | 'integer' | 'min' | 'max' } {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return { ok: false, error: 'required' };
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(compact);
  const digits = grouped ? compact.replace(/[.,]/g, '') : compact;
  if (!/^\d{1,9}$/.test(digits)) return { ok: false, error: 'integer' };
  const amount = Number(digits);
  if (amount < bounds.min) return { ok: false, error: 'min' };
  if (bounds.max !== null && amount > bounds.max) return { ok: false, error: 'max' };
  return { ok: true, amount };
}
