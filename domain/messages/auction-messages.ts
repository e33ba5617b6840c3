/**
 * The notification messages an auction's events give its parties: the bidding dealer, the outbid one, the buyer, the
 * losers, the renegotiating dealer, the late offerer, the seller, and (for an operator's hold) everyone taking part.
 * Pure and deterministic: the same events always give the same drafts, and the source key
 * `auction:{auctionId}:{seq}:{kind}` makes delivery exactly once however often a batch is handled.
 */
import type { AuctionStatus } from '../auction-status.ts';
import type { AuctionEvent } from '../auction/types.ts';
import type { CtaCode } from './cta.ts';
import { groupKeys, type MessageDraft, type MessageKind, type MessageParams } from './kinds.ts';

export interface AuctionMessageContext {
  auctionId: number;
  productId: number;
  sellerId: number;
  /** Make and model; may be ''. */
  title: string;
  /** Dealers taking part in the current round (bidders, agents, pending offers): told about an operator's hold. */
  participants: readonly number[];
}

/**
 * Statuses in which a round ended without a sale and the seller may resubmit: the buying chance opened (no bid, or
 * the renegotiation or late offer lapsed, or the dealer declined the counter) and "no longer available" (the seller
 * declined the renegotiation offer). Stopping (inactive) is the seller's own act and tells them nothing.
 */
export const FAILED_STATUSES: readonly AuctionStatus[] = ['acpt_late_offer', 'failed_na'];

const OPERATOR_KINDS = {
  operator_paused: 'auction_paused',
  operator_resumed: 'auction_resumed',
  operator_canceled: 'auction_canceled',
} as const satisfies Record<string, MessageKind>;

type Emit = (customerId: number, kind: MessageKind, cta: CtaCode, params?: Omit<MessageParams, 'title'>) => void;

/** Facts about the whole batch some rules look ahead to. */
interface Batch {
  /** The last seq at which each dealer was outbid in this batch. */
  lastOutbid: ReadonlyMap<number, number>;
  /** A new round started in this batch (its status change to published is no first publication). */
  roundStarted: boolean;
}

function batchOf(events: readonly AuctionEvent[]): Batch {
  const lastOutbid = new Map<number, number>();
  let roundStarted = false;
  for (const event of events) {
    if (event.type === 'outbid') lastOutbid.set(event.customerId, Math.max(event.seq, lastOutbid.get(event.customerId) ?? 0));
    if (event.type === 'round_started') roundStarted = true;
  }
  return { lastOutbid, roundStarted };
}

/** Compile-time guard: a new event type must get its own rule. */
function unlisted(event: never): void {
  void event;
}

function messagesOf(context: AuctionMessageContext, event: AuctionEvent, batch: Batch, emit: Emit): void {
  const seller = context.sellerId;
  switch (event.type) {
    case 'bid_placed': {
      // A late offer is told by its own event (late_offer_received), never as a bid.
      if (event.kind === 'late_offer') return;
      // Only a bid placed by hand is news to its bidder; an agent's bid (or a buy-now, which the sale tells) is not.
      if (event.kind === 'bid') {
        const outbidLater = (batch.lastOutbid.get(event.customerId) ?? 0) > event.seq;
        emit(event.customerId, outbidLater ? 'bid_placed' : 'highest_bidder', 'read_me', { amount: event.amount });
      }
      emit(seller, 'bid_received', 'read_me', { amount: event.amount });
      return;
    }
    case 'agent_set':
      emit(event.customerId, 'bid_agent_active', 'read_me', { amount: event.amount });
      return;
    case 'outbid':
      emit(event.customerId, 'outbid', 'bid_again_or_decline_or_submit_reminder', { amount: event.amount });
      return;
    case 'sold':
      emit(event.customerId, 'won', 'buyer_pay_provision_to_operator', { amount: event.amount });
      emit(seller, 'sold', 'owner_waiting_for_buyer_to_pick_up_vehicle', { amount: event.amount });
      return;
    case 'lost':
      emit(event.customerId, 'lost', 'read_me', { amount: event.amount });
      return;
    case 'renegotiation_turn':
      if (event.turn === 'seller') {
        const offer = { amount: event.offer, deadline: event.deadline };
        emit(seller, 'renegotiation_turn', 'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', offer);
        emit(event.customerId, 'renegotiation_waiting', 'highest_bidder_waiting_for_owner_to_accept_offer_or_send_counteroffer_or_decline', offer);
      } else {
        // The dealer's turn always follows a counter offer; the offer itself stands as a fallback amount.
        const counter = { amount: event.counter ?? event.offer, deadline: event.deadline };
        emit(event.customerId, 'counter_offer', 'highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline', counter);
        emit(seller, 'renegotiation_waiting', 'owner_waiting_for_buyer_to_accept_counteroffer', counter);
      }
      return;
    case 'late_offer_received':
      // How the offer compares with the target price is never written into any message (the seller sees the amount).
      emit(seller, 'late_offer_received', 'owner_accept_late_offer_or_send_counteroffer_or_decline', { amount: event.amount });
      emit(event.customerId, 'late_offer_waiting', 'merchant_waiting_for_owner_to_accept_late_offer_or_send_counteroffer_or_decline', { amount: event.amount });
      return;
    case 'offer_declined':
      emit(event.customerId, 'late_offer_declined', 'read_me', { amount: event.amount });
      return;
    case 'offer_lapsed':
      emit(event.customerId, 'offer_lapsed', 'read_me', { amount: event.amount });
      return;
    case 'status_changed':
      if (FAILED_STATUSES.includes(event.status)) emit(seller, 'auction_failed', 'submit_ad_with_reduced_price_or_decline_to_submit_again');
      // The operator's publication of a reviewed ad is the first round going public (a restart comes with round_started).
      else if (event.status === 'published' && !batch.roundStarted) emit(seller, 'ad_published', 'read_me');
      return;
    case 'round_started':
      emit(seller, event.round === 1 ? 'ad_published' : 'auction_restarted', 'read_me');
      return;
    case 'operator_paused':
    case 'operator_resumed':
    case 'operator_canceled': {
      const kind = OPERATOR_KINDS[event.type];
      // The operator's reason is written for the seller; dealers only learn what happened (as on the live socket).
      emit(seller, kind, 'read_me', 'reason' in event ? { reason: event.reason } : {});
      for (const dealer of new Set(context.participants)) if (dealer !== seller) emit(dealer, kind, 'read_me');
      return;
    }
    case 'end_extended':
    case 'agent_removed':
    case 'archived_bid_deleted':
      return;
    default:
      unlisted(event);
  }
}

/** The drafts for one batch of events (in event order); empty when none concerns anyone. */
export function auctionMessages(context: AuctionMessageContext, events: readonly AuctionEvent[]): MessageDraft[] {
  const batch = batchOf(events);
  const drafts: MessageDraft[] = [];
  const groupKey = groupKeys.auction(context.auctionId);
  for (const event of events) {
    messagesOf(context, event, batch, (customerId, kind, cta, params = {}) => {
      drafts.push({
        customerId,
        sourceKey: `auction:${context.auctionId}:${event.seq}:${kind}`,
        groupKey,
        auctionId: context.auctionId,
        productId: context.productId,
        kind,
        cta,
        params: { title: context.title, ...params },
      });
    });
  }
  return drafts;
}
