/**
 * A slot of the auction window with faults: dealers bid on two auctions at once, one object restarts mid-slot, D1
 * refuses the projection for a while, then the auctions end. Afterwards every acknowledged bid is in the object's log
 * and in D1 once, each sale has one order, and every outbid and won message exists once.
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Actor, AuctionEvent, AuctionState } from '../../domain/auction/types.ts';
import type { AuctionRoom } from '../../durable-objects/auction-room.ts';
import { auctionStub, createAuction, createMerchant, createSeller, requestId } from './auction-fixtures.ts';
import { eventually } from './helpers.ts';

const dealer = (customerId: number): Actor => ({ customerId, merchant: 'accepted', emailVerified: true, termsAccepted: true });

/** Ends the round now: its end moves into the past and the object restarts, as after the end time passed. */
async function endNow(auctionId: number): Promise<void> {
  const stub = auctionStub(auctionId);
  await runInDurableObject(stub, (_instance: AuctionRoom, state) => {
    const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").one();
    const auction = JSON.parse(row.value) as AuctionState;
    Object.assign(auction, { endingAt: Date.now() - 1_000, scheduledEndAt: Date.now() - 1_000 });
    state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'state'", JSON.stringify(auction));
  });
  await evictDurableObject(stub);
  await runDurableObjectAlarm(stub);
}

type Bid = Extract<AuctionEvent, { type: 'bid_placed' }>;

describe('a slot of the auction window with faults', () => {
  it('loses nothing, doubles nothing and catches up after a restart and a D1 outage', async () => {
    const seller = await createSeller();
    const dealers = [await createMerchant(), await createMerchant(), await createMerchant()];
    const auctions = [await createAuction({ sellerId: seller.id, minimumPrice: 10_000 }), await createAuction({ sellerId: seller.id, minimumPrice: 10_000 })];
    const [first] = auctions;
    if (!first) throw new Error('no auction');
    // D1 refuses the first auction's projection for a while: its effects wait in the queue and are retried.
    await env.DB.exec(`CREATE TRIGGER slot_refused_${first.auctionId} BEFORE UPDATE ON auctions WHEN NEW.id = ${first.auctionId} BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    const bidRound = (round: number) =>
      Promise.all(
        auctions.flatMap(({ auctionId }) =>
          dealers.map((party, index) =>
            auctionStub(auctionId).run(auctionId, dealer(party.id), { type: 'bid', amount: 10_000 + (round * dealers.length + index) * 250 }, requestId()),
          ),
        ),
      );
    const before = await bidRound(0);
    // The first auction's object restarts mid-slot; bidding goes on.
    await evictDurableObject(auctionStub(first.auctionId));
    const after = await bidRound(1);
    const accepted = [...before, ...after].filter((result) => result.ok).length;
    expect(accepted).toBeGreaterThan(0);
    // The other auction's effects are projected meanwhile; the refused one's stay out of D1 until D1 takes them again.
    const second = auctions[1]?.auctionId ?? 0;
    await eventually(async () => expect((await env.DB.prepare('SELECT bid_count FROM products p JOIN auctions a ON a.product_id = p.id WHERE a.id = ?').bind(second).first<{ bid_count: number }>())?.bid_count).toBeGreaterThan(0));
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM auction_bids WHERE auction_id = ?').bind(first.auctionId).first<{ n: number }>())?.n).toBe(0);
    await env.DB.exec(`DROP TRIGGER slot_refused_${first.auctionId};`);
    for (const { auctionId } of auctions) await endNow(auctionId);

    for (const { auctionId } of auctions) {
      const logged = (await auctionStub(auctionId).bids()) as Bid[];
      expect((await auctionStub(auctionId).snapshot(auctionId, null))?.status).toBe('sold');
      // Every bid of the object's log reaches D1 once (the refused auction by the queue's retries).
      await eventually(async () => {
        const stored = await env.DB.prepare('SELECT seq, customer_id, amount FROM auction_bids WHERE auction_id = ? ORDER BY seq').bind(auctionId).all<{ seq: number; customer_id: number; amount: number }>();
        expect(stored.results).toEqual(logged.map((bid) => ({ seq: bid.seq, customer_id: bid.customerId, amount: bid.amount })));
      });
      await eventually(async () => {
        const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE auction_id = ?').bind(auctionId).first<{ n: number }>();
        expect(orders?.n).toBe(1);
      });
      // Every outbid and won event became exactly one message to its dealer.
      const told = await env.DB.prepare("SELECT seq, type, customer_id FROM auction_events WHERE auction_id = ? AND type IN ('outbid', 'sold')").bind(auctionId).all<{ seq: number; type: string; customer_id: number }>();
      expect(told.results.length).toBeGreaterThan(0);
      for (const event of told.results) {
        const kind = event.type === 'sold' ? 'won' : 'outbid';
        await eventually(async () => {
          const messages = await env.DB.prepare('SELECT COUNT(*) AS n FROM messages WHERE customer_id = ? AND source_key = ?').bind(event.customer_id, `auction:${auctionId}:${event.seq}:${kind}`).first<{ n: number }>();
          expect(messages?.n).toBe(1);
        });
      }
    }
    // The bids of both rounds were decided in order: the accepted ones are exactly the log's hand bids.
    const handBids = (await Promise.all(auctions.map(({ auctionId }) => auctionStub(auctionId).bids()))).flat().filter((bid) => (bid as Bid).kind === 'bid');
    expect(handBids).toHaveLength(accepted);
  });
});
