/**
 * The auction object's projected events become messages (domain/messages/auction-messages.ts decides who hears
 * what); the order of a sale tells its buyer what to pay. Called from the projection, which retries until D1
 * confirms, so every call must be safe to repeat: the messages' source keys make it so.
 */
import { auctionMessages } from '../../../domain/messages/auction-messages.ts';
import { groupKeys, type MessageDraft } from '../../../domain/messages/kinds.ts';
import type { AuctionEvent, AuctionState } from '../../../domain/auction/types.ts';
import { productTitle } from '../../db/repositories/product-titles.ts';
import type { Bindings } from '../../env.ts';
import type { CreatedOrder } from '../orders/create-order.ts';
import { deliverMessages, publishLiveCue } from './deliver.ts';

/** Event types that never notify anyone: a batch of only these needs no D1 read. */
const SILENT: ReadonlySet<AuctionEvent['type']> = new Set(['end_extended', 'agent_removed', 'archived_bid_deleted']);

/** Events after which the parties' open screens (product, lists, my ads) reload: the auction changed state. */
const STATE_CHANGES: ReadonlySet<AuctionEvent['type']> = new Set(['status_changed', 'round_started', 'sold', 'operator_paused', 'operator_resumed', 'operator_canceled']);

/** Dealers taking part in the current round: bidders, agents and pending offers (a pause or cancellation concerns them). */
export function participantsOf(state: AuctionState): number[] {
  const offers = [state.negotiation?.customerId, state.lateOffer?.customerId, state.highest?.customerId];
  const ids = new Set([...state.maxima.map((entry) => entry.customerId), ...offers.filter((id): id is number => id !== undefined)]);
  ids.delete(state.sellerId);
  return [...ids];
}

export async function deliverAuctionEvents(env: Bindings, state: AuctionState, events: readonly AuctionEvent[]): Promise<void> {
  if (events.every((event) => SILENT.has(event.type))) return;
  const title = await productTitle(env.DB, state.productId);
  const drafts = auctionMessages({ auctionId: state.auctionId, productId: state.productId, sellerId: state.sellerId, title, participants: participantsOf(state) }, events);
  await deliverMessages(env, drafts);
  if (events.some((event) => STATE_CHANGES.has(event.type))) await publishLiveCue(env, [state.sellerId, ...participantsOf(state)], 'broadcast_auction_update', state.auctionId);
}

/** The buyer's order message: the commission invoice, its amount and due date. */
export async function deliverOrderCreated(env: Bindings, state: AuctionState, buyerId: number, order: CreatedOrder): Promise<void> {
  const title = await productTitle(env.DB, state.productId);
  const draft: MessageDraft = {
    customerId: buyerId,
    sourceKey: `order:${order.orderId}:created`,
    groupKey: groupKeys.auction(state.auctionId),
    auctionId: state.auctionId,
    productId: state.productId,
    kind: 'order_created',
    cta: 'buyer_pay_provision_to_operator',
    params: { title, amount: order.commissionGross, deadline: order.paymentDueAt, orderId: order.orderId },
  };
  await deliverMessages(env, [draft]);
}
