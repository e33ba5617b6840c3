/**
 * Projects an auction object's effect (its new events and its figures as of the last of them) into D1: catalogue
 * columns, bids, participants, domain events, in one batch. Effects come through a queue, at least once and in any
 * order: every statement is idempotent, and the row figures are written only when they are newer than the stored ones
 * (the object's event number), so a repeated or late message changes nothing.
 */
import { concernedCustomer, type AuctionEventsEffect } from '../../../domain/auction/effects.ts';
import type { AuctionEvent } from '../../../domain/auction/types.ts';

function eventPayload(event: AuctionEvent): Record<string, unknown> {
  const { type: _type, seq: _seq, at: _at, ...rest } = event;
  const { customerId: _customer, ...payload } = rest as Record<string, unknown>;
  return payload;
}

export function projectionStatements(db: D1Database, effect: AuctionEventsEffect, now: number): D1PreparedStatement[] {
  const { projection: p, seq, auctionId } = effect;
  const statements = [
    db
      .prepare('UPDATE auctions SET round = ?, status = ?, start_price = ?, starts_at = ?, ending_at = ?, projected_seq = ? WHERE id = ? AND projected_seq < ?')
      .bind(p.round, p.status, p.startPrice, p.startsAt, p.endingAt, seq, auctionId, seq),
    db
      // Only when the auction row now stands at this effect (it was newer, or this is a repeat of the newest), and a
      // deleted ad keeps its deletion: no late projection writes it back into the catalogue.
      .prepare(
        `UPDATE products SET status = ?, ending_at = ?, highest_bid = ?, bid_count = ?, start_price = ?, minimum_price = ?, display_price = ?
          WHERE id = ? AND deleted_at IS NULL AND EXISTS (SELECT 1 FROM auctions WHERE id = ? AND projected_seq = ?)`,
      )
      .bind(p.status, p.endingAt, p.highestBid, p.bidCount, p.startPrice, p.minimumPrice, p.displayPrice, p.productId, auctionId, seq),
  ];
  const bid = db.prepare('INSERT OR IGNORE INTO auction_bids (auction_id, seq, round, customer_id, amount, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const domainEvent = db.prepare('INSERT OR IGNORE INTO auction_events (auction_id, seq, type, customer_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const event of effect.events) {
    if (event.type === 'bid_placed') statements.push(bid.bind(auctionId, event.seq, p.round, event.customerId, event.amount, event.kind, event.at));
    statements.push(domainEvent.bind(auctionId, event.seq, event.type, concernedCustomer(event), JSON.stringify(eventPayload(event)), event.at));
  }
  const participant = db.prepare(
    `INSERT INTO auction_participants (auction_id, customer_id, product_id, max_bid, agent_max, holding, state, seq, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (auction_id, customer_id) DO UPDATE SET max_bid = excluded.max_bid, agent_max = excluded.agent_max,
       holding = excluded.holding, state = excluded.state, seq = excluded.seq, updated_at = excluded.updated_at
     WHERE excluded.seq >= auction_participants.seq`,
  );
  for (const standing of p.standings) {
    statements.push(participant.bind(auctionId, standing.customerId, p.productId, standing.maxBid, standing.agentMax, standing.holding ? 1 : 0, standing.state, seq, now));
  }
  return statements;
}
