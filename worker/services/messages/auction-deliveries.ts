/**
 * The auction object's events become messages (domain/messages/auction-messages.ts decides who hears what); the order
 * of a sale tells its buyer what to pay. Called by the effects queue's consumer, which gets a message at least once,
 * so every call must be safe to repeat: the messages' source keys make it so.
 */
import { auctionMessages } from '../../../domain/messages/auction-messages.ts';
import { groupKeys, type MessageDraft } from '../../../domain/messages/kinds.ts';
import type { AuctionProjection } from '../../../domain/auction/effects.ts';
import type { AuctionEvent } from '../../../domain/auction/types.ts';
import { productTitle } from '../../db/repositories/product-titles.ts';
import type { Bindings } from '../../env.ts';
import type { CreatedOrder } from '../orders/create-order.ts';
import { deliverMessages, publishLiveCue } from './deliver.ts';

/** Event types that never notify anyone: a batch of only these needs no D1 read. */
const SILENT: ReadonlySet<AuctionEvent['type']> = new Set(['end_extended', 'agent_removed', 'archived_bid_deleted']);

/** Events after which the parties' open screens (product, lists, my ads) reload: the auction changed state. */
const STATE_CHANGES: ReadonlySet<AuctionEvent['type']> = new Set(['status_changed', 'round_started', 'sold', 'operator_paused', 'operator_resumed', 'operator_canceled']);

export async function deliverAuctionEvents(env: Bindings, auction: AuctionProjection, events: readonly AuctionEvent[]): Promise<void> {
  if (events.every((event) => SILENT.has(event.type))) return;
  const title = await productTitle(env.DB, auction.productId);
  const drafts = auctionMessages({ auctionId: auction.auctionId, productId: auction.productId, sellerId: auction.sellerId, title, participants: auction.participants }, events);
  await deliverMessages(env, drafts);
  if (events.some((event) => STATE_CHANGES.has(event.type))) await publishLiveCue(env, [auction.sellerId, ...auction.participants], 'broadcast_auction_update', auction.auctionId);
}

/** The buyer's order message: the commission invoice, its amount and due date. */
export async function deliverOrderCreated(env: Bindings, auction: Pick<AuctionProjection, 'auctionId' | 'productId'>, buyerId: number, order: CreatedOrder): Promise<void> {
  const title = await productTitle(env.DB, auction.productId);
  const draft: MessageDraft = {
    customerId: buyerId,
    sourceKey: `order:${order.orderId}:created`,
    groupKey: groupKeys.auction(auction.auctionId),
    auctionId: auction.auctionId,
    productId: auction.productId,
    kind: 'order_created',
    cta: 'buyer_pay_provision_to_operator',
    params: { title, amount: order.commissionGross, deadline: order.paymentDueAt, orderId: order.orderId },
  };
  await deliverMessages(env, [draft]);
}
