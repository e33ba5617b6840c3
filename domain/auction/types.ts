/** The auction's state, the commands that change it and the events it emits; all money is integer euros, all times epoch ms. */
import type { AuctionStatus } from '../auction-status.ts';
import type { MerchantState } from '../profile.ts';

/** A merchant's standing in the current round: the most they have bid or let their agent bid for them. */
export interface Maximum {
  readonly customerId: number;
  /** The merchant's own highest bid in this round (agent bids included). */
  readonly bid: number;
  /** max(bid, agent limit): what decides who leads. */
  readonly amount: number;
  /** The agent limit, when an agent is set. */
  readonly agent: number | null;
  /** Sequence number at which this maximum was reached: equal maxima go to the earlier one. */
  readonly since: number;
}

export interface HighestBid {
  customerId: number;
  amount: number;
  seq: number;
}

/** Turn-based renegotiation between the seller and one merchant after the target price was missed. */
export interface Negotiation {
  customerId: number;
  /** The merchant's standing offer. */
  offer: number;
  /** The seller's counter offer, once made. */
  counter: number | null;
  turn: 'seller' | 'dealer';
  deadline: number;
  paused: boolean;
  /** The offer is a bid archived from an earlier round. */
  fromArchive: boolean;
}

export interface LateOffer {
  customerId: number;
  amount: number;
  expiresAt: number;
}

/** A failed round's highest bid: binding until the follow-up round and its renegotiation are over. */
export interface ArchivedBid {
  customerId: number;
  amount: number;
  round: number;
}

export type SaleChannel = 'auction' | 'buy_now' | 'renegotiation' | 'late_offer';

export interface Sale {
  customerId: number;
  amount: number;
  via: SaleChannel;
  at: number;
}

/** An operator halted the auction (domain/auction/operator.ts): since when and why. */
export interface OperatorPause {
  since: number;
  reason: string;
  /**
   * The operator resumed, but bidding reopens only at this time: a round keeps at most 24 hours of bidding in all, so
   * when its moved end lies further ahead, the pause lasts until that much bidding time is left (domain/auction/operator.ts).
   */
  until?: number | null;
}

export interface AuctionState {
  auctionId: number;
  productId: number;
  sellerId: number;
  round: number;
  status: AuctionStatus;
  startsAt: number | null;
  /** The current end; bids in the last seconds move it, never past scheduledEndAt + MAX_EXTENSION_MS. */
  endingAt: number | null;
  scheduledEndAt: number | null;
  startPrice: number;
  /** The seller's target (minimum selling) price; never shown to bidders. */
  minimumPrice: number;
  buyNowPrice: number | null;
  highest: HighestBid | null;
  bidCount: number;
  /** Last sequence number handed out (bids and events share it). */
  seq: number;
  maxima: Maximum[];
  negotiation: Negotiation | null;
  lateOffer: LateOffer | null;
  /** Merchants whose late offer or renegotiation offer the seller declined (bidder context). */
  declined: number[];
  archived: ArchivedBid | null;
  /** Merchant whose archived bid lapsed (their later renegotiation actions get archived_bid_expired). */
  expiredArchiveOf: number | null;
  sale: Sale | null;
  /** The seller deleted the ad: nothing can be bid, offered or restarted any more. */
  deletedAt: number | null;
  /**
   * An operator paused the open auction: nothing is bid and no time-driven transition fires until they resume it.
   * Distinct from a renegotiation's own `paused` (the seller's pause of their turn).
   */
  operatorPause: OperatorPause | null;
}

/** Who sends a command, as the worker established it (session, merchant review, blocking). */
export interface Actor {
  customerId: number;
  merchant: MerchantState | 'none';
  operator?: boolean;
  /** Binding actions (bids, agents, buy-now, offers, accepting a counter) need a verified e-mail address. */
  emailVerified: boolean;
  /** The merchant accepted the terms in force; binding actions need it. */
  termsAccepted: boolean;
}

export interface Schedule {
  startsAt: number;
  endingAt: number;
}

export type RenegotiationAction = 'accept' | 'counter' | 'decline' | 'decline_and_restart' | 'pause';

export type Command =
  | { type: 'bid'; actor: Actor; amount: number }
  | { type: 'set_agent'; actor: Actor; maxAmount: number }
  | { type: 'remove_agent'; actor: Actor }
  | { type: 'buy_now'; actor: Actor }
  | { type: 'late_offer'; actor: Actor; amount: number }
  | { type: 'renegotiate'; actor: Actor; action: RenegotiationAction; amount?: number; schedule?: Schedule }
  | { type: 'publish'; actor: Actor; schedule: Schedule }
  | { type: 'stop'; actor: Actor }
  | { type: 'resubmit'; actor: Actor; minimumPrice?: number; schedule: Schedule }
  | { type: 'delete'; actor: Actor }
  | { type: 'suspend_bidder'; actor: Actor; customerId: number }
  | { type: 'operator_pause'; actor: Actor; reason: string }
  | { type: 'operator_resume'; actor: Actor }
  | { type: 'operator_cancel'; actor: Actor; reason: string }
  | { type: 'tick' };

export type BidKind = 'bid' | 'agent' | 'buy_now' | 'late_offer';

/** What happened; the object stores these, broadcasts them and projects them to D1. */
export type AuctionEvent =
  | { type: 'bid_placed'; seq: number; at: number; customerId: number; amount: number; kind: BidKind }
  | { type: 'outbid'; seq: number; at: number; customerId: number; amount: number }
  | { type: 'agent_set'; seq: number; at: number; customerId: number; amount: number }
  | { type: 'agent_removed'; seq: number; at: number; customerId: number }
  | { type: 'status_changed'; seq: number; at: number; status: AuctionStatus }
  | { type: 'end_extended'; seq: number; at: number; endingAt: number }
  | { type: 'sold'; seq: number; at: number; customerId: number; amount: number; via: SaleChannel }
  | { type: 'lost'; seq: number; at: number; customerId: number; amount: number }
  | { type: 'renegotiation_turn'; seq: number; at: number; customerId: number; turn: 'seller' | 'dealer'; offer: number; counter: number | null; deadline: number }
  | { type: 'late_offer_received'; seq: number; at: number; customerId: number; amount: number; aboveTarget: boolean }
  | { type: 'offer_declined'; seq: number; at: number; customerId: number; amount: number }
  | { type: 'offer_lapsed'; seq: number; at: number; customerId: number; amount: number }
  | { type: 'archived_bid_deleted'; seq: number; at: number; customerId: number; amount: number }
  | { type: 'round_started'; seq: number; at: number; round: number; startsAt: number; endingAt: number }
  | { type: 'operator_paused'; seq: number; at: number; reason: string }
  | { type: 'operator_resumed'; seq: number; at: number; pausedMs: number; endingAt: number | null }
  | { type: 'operator_canceled'; seq: number; at: number; reason: string };

/** Events before the state numbers them. */
export type NewEvent = AuctionEvent extends infer E ? (E extends AuctionEvent ? Omit<E, 'seq' | 'at'> : never) : never;

export type Decision =
  | { ok: true; state: AuctionState; events: AuctionEvent[]; outcome?: 'overbid' }
  | { ok: false; rejection: Rejection };

export interface Rejection {
  code: RejectionCode;
  /** Amounts that help the client explain the refusal (e.g. the minimum next bid). */
  details?: Record<string, number>;
}

export type RejectionCode =
  | 'bid_too_low'
  | 'bid_too_high'
  | 'no_bid_possible'
  | 'offer_unavailable'
  | 'archived_bid_expired'
  | 'already_highest_bidder'
  | 'agent_needs_start_bid'
  | 'agent_limit_too_low'
  | 'no_agent'
  | 'late_offer_too_low'
  | 'late_offer_pending'
  | 'not_your_turn'
  | 'counter_offer_invalid'
  | 'price_reduction_too_small'
  | 'wrong_status'
  | 'merchant_not_accepted'
  | 'merchant_blocked'
  | 'email_not_verified'
  | 'terms_not_accepted'
  | 'own_auction'
  | 'not_seller'
  | 'not_operator'
  | 'auction_paused'
  | 'auction_not_started';
