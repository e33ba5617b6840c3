/**
 * Projects an auction Durable Object's state and new events into D1 (catalogue columns, bids, participants,
 * domain events) in one batch. Every statement is idempotent, so the object can simply retry until D1 confirms.
 */
import { catalogPrice, type PriceRule } from '../../../domain/pricing.ts';
import type { AuctionEvent, AuctionState } from '../../../domain/auction/types.ts';
import { viewerContext } from '../../../domain/auction/view.ts';

/** Customers an event concerns (their purchases row changes). */
function concerned(event: AuctionEvent): number | null {
  return 'customerId' in event ? event.customerId : null;
}

function eventPayload(event: AuctionEvent): Record<string, unknown> {
  const { type: _type, seq: _seq, at: _at, ...rest } = event;
  const { customerId: _customer, ...payload } = rest as Record<string, unknown>;
  return payload;
}

export function projectionStatements(db: D1Database, state: AuctionState, priceRule: PriceRule, events: readonly AuctionEvent[], now: number): D1PreparedStatement[] {
  const highestBid = state.highest?.amount ?? null;
  const displayPrice = catalogPrice({ highestBid, buyNowPrice: state.buyNowPrice, startPrice: state.startPrice }, priceRule);
  const statements = [
    db
      .prepare('UPDATE auctions SET round = ?, status = ?, start_price = ?, starts_at = ?, ending_at = ? WHERE id = ?')
      .bind(state.round, state.status, state.startPrice, state.startsAt, state.endingAt, state.auctionId),
    db
      // A deleted ad keeps its deletion: no late projection writes it back into the catalogue.
      .prepare('UPDATE products SET status = ?, ending_at = ?, highest_bid = ?, bid_count = ?, start_price = ?, minimum_price = ?, display_price = ? WHERE id = ? AND deleted_at IS NULL')
      .bind(state.status, state.endingAt, highestBid, state.bidCount, state.startPrice, state.minimumPrice, displayPrice, state.productId),
  ];
  const bid = db.prepare('INSERT OR IGNORE INTO auction_bids (auction_id, seq, round, customer_id, amount, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const domainEvent = db.prepare('INSERT OR IGNORE INTO auction_events (auction_id, seq, type, customer_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const event of events) {
    if (event.type === 'bid_placed') statements.push(bid.bind(state.auctionId, event.seq, state.round, event.customerId, event.amount, event.kind, event.at));
    statements.push(domainEvent.bind(state.auctionId, event.seq, event.type, concerned(event), JSON.stringify(eventPayload(event)), event.at));
  }
  const participant = db.prepare(
    `INSERT INTO auction_participants (auction_id, customer_id, product_id, max_bid, agent_max, holding, state, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (auction_id, customer_id) DO UPDATE SET max_bid = excluded.max_bid, agent_max = excluded.agent_max,
       holding = excluded.holding, state = excluded.state, updated_at = excluded.updated_at`,
  );
  const customers = new Set(events.map(concerned).filter((id): id is number => id !== null && id !== state.sellerId));
  for (const customerId of customers) {
    const context = viewerContext(state, customerId);
    statements.push(
      participant.bind(state.auctionId, customerId, state.productId, context.maxBid ?? context.lateOffer?.amount ?? null, context.agentMax, context.holdingHighestBid ? 1 : 0, context.state, now),
    );
  }
  return statements;
}
