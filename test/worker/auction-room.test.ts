/**
 * The auction object itself: restarts keep every bid, the end fires once, concurrent bidders match a sequential replay,
 * and its events reach D1 through the effects queue (the consumer's own cases are in effects-queue.test.ts).
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/auction/decide.ts';
import type { Actor, AuctionEvent, AuctionState } from '../../domain/auction/types.ts';
import type { AuctionRoom } from '../../durable-objects/auction-room.ts';
import { sweepOverdueAuctions } from '../../worker/services/auctions/rooms.ts';
import { auctionStub, createAuction, createMerchant, createSeller } from './auction-fixtures.ts';
import { eventually } from './helpers.ts';

const dealer = (customerId: number): Actor => ({ customerId, merchant: 'accepted', emailVerified: true, termsAccepted: true });

/** Moves the object's clock-dependent fields back by `ms` (as if that much time had passed), then restarts it. */
async function letTimePass(auctionId: number, ms: number): Promise<void> {
  const stub = auctionStub(auctionId);
  await runInDurableObject(stub, (_instance: AuctionRoom, state) => {
    const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").one();
    const auction = JSON.parse(row.value) as AuctionState;
    const shift = (at: number | null) => (at === null ? null : at - ms);
    Object.assign(auction, { startsAt: shift(auction.startsAt), endingAt: shift(auction.endingAt), scheduledEndAt: shift(auction.scheduledEndAt) });
    if (auction.negotiation) auction.negotiation.deadline -= ms;
    if (auction.lateOffer) auction.lateOffer.expiresAt -= ms;
    state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'state'", JSON.stringify(auction));
  });
  await evictDurableObject(stub);
}

async function d1Auction(auctionId: number) {
  return env.DB.prepare('SELECT a.status, p.highest_bid, p.bid_count FROM auctions a JOIN products p ON p.id = a.product_id WHERE a.id = ?')
    .bind(auctionId)
    .first<{ status: string; highest_bid: number | null; bid_count: number }>();
}

describe('auction object', () => {
  it('keeps every bid and the state across a restart', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const stub = auctionStub(auctionId);
    for (const [customerId, amount] of [[501, 10_000], [502, 10_500], [501, 11_000]] as const) {
      expect((await stub.run(auctionId, dealer(customerId), { type: 'bid', amount })).ok).toBe(true);
    }
    await evictDurableObject(stub);
    const bids = (await stub.bids()) as Extract<AuctionEvent, { type: 'bid_placed' }>[];
    expect(bids.map((event) => [event.customerId, event.amount])).toEqual([[501, 10_000], [502, 10_500], [501, 11_000]]);
    const view = await stub.snapshot(auctionId, 501);
    expect(view).toMatchObject({ highestBid: 11_000, bidCount: 3, context: { holdingHighestBid: true } });
  });

  it('ends once: the alarm and a second alarm and the cron sweep change nothing twice, and one order is made', async () => {
    const seller = await createSeller();
    const buyer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id, minimumPrice: 15_000 });
    const stub = auctionStub(auctionId);
    await stub.run(auctionId, dealer(buyer.id), { type: 'bid', amount: 16_000 });
    await letTimePass(auctionId, 7 * 3600_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const events = await runInDurableObject(stub, async (instance: AuctionRoom, state) => {
      await instance.alarm();
      await instance.alarm();
      return state.storage.sql.exec<{ type: string }>('SELECT type FROM events ORDER BY seq').toArray().map((row) => row.type);
    });
    expect(events.filter((type) => type === 'sold')).toHaveLength(1);
    await sweepOverdueAuctions(env, Date.now());
    expect((await stub.snapshot(auctionId, null))?.status).toBe('sold');
    await eventually(async () => expect((await d1Auction(auctionId))?.status).toBe('sold'));
    const orders = await env.DB.prepare('SELECT buyer_id, hammer_price, commission_net, invoice_number FROM orders WHERE auction_id = ?').bind(auctionId).all<{ buyer_id: number; hammer_price: number; commission_net: number; invoice_number: string }>();
    expect(orders.results).toHaveLength(1);
    expect(orders.results[0]).toMatchObject({ buyer_id: buyer.id, hammer_price: 16_000, commission_net: 399 });
    expect(await env.MEDIA.head(`orders/${(await env.DB.prepare('SELECT id FROM orders WHERE auction_id = ?').bind(auctionId).first<{ id: number }>())?.id}/invoice.pdf`)).not.toBeNull();
  });

  it('lets the cron sweep end an overdue auction the object never saw', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id, startsAt: Date.now() - 30 * 3600_000, endingAt: Date.now() - 6 * 3600_000 });
    expect(await sweepOverdueAuctions(env, Date.now())).toBeGreaterThanOrEqual(1);
    await eventually(async () => expect((await d1Auction(auctionId))?.status).toBe('acpt_late_offer'));
    expect(await sweepOverdueAuctions(env, Date.now())).toBe(0);
  });

  it('ends concurrent bidding in the state a sequential replay of the accepted bids gives, with no bid lost or doubled', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id, minimumPrice: 1_000_000 });
    const stub = auctionStub(auctionId);
    const initial = await runInDurableObject(stub, async (instance: AuctionRoom, state) => {
      await instance.snapshot(auctionId, null);
      return JSON.parse(state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").one().value) as AuctionState;
    });
    const merchants = Array.from({ length: 8 }, (_, index) => 700 + index);
    const results = await Promise.all(
      merchants.flatMap((customerId, index) =>
        Array.from({ length: 6 }, async (_, round) => stub.run(auctionId, dealer(customerId), { type: 'bid', amount: 10_000 + (round * 8 + index) * 300 }, `c-${customerId}-${round}`)),
      ),
    );
    const accepted = results.filter((result) => result.ok).length;
    for (const result of results) if (!result.ok) expect(['bid_too_low', 'already_highest_bidder']).toContain(result.code);
    const bids = (await stub.bids()) as Extract<AuctionEvent, { type: 'bid_placed' }>[];
    expect(bids.filter((event) => event.kind === 'bid')).toHaveLength(accepted);
    expect(new Set(bids.map((event) => event.seq)).size).toBe(bids.length);
    const replayed = bids
      .filter((event) => event.kind === 'bid')
      .reduce((state, event) => {
        const decision = decide(state, { type: 'bid', actor: dealer(event.customerId), amount: event.amount }, event.at);
        if (!decision.ok) throw new Error(`replay refused ${decision.rejection.code}`);
        return decision.state;
      }, initial);
    const live = await stub.snapshot(auctionId, null);
    expect(live).toMatchObject({ highestBid: replayed.highest?.amount, bidCount: replayed.bidCount, seq: replayed.seq });
  });

  it('keeps every acknowledged bid of a burst that shared one flush through an eviction, and answers repeats alike', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const stub = auctionStub(auctionId);
    await stub.snapshot(auctionId, null);
    const burst = Array.from({ length: 40 }, (_, index) => ({ customerId: 900 + index, amount: 10_000 + index * 500, requestId: `burst-${index}` }));
    const results = await Promise.all(burst.map((bid) => stub.run(auctionId, dealer(bid.customerId), { type: 'bid', amount: bid.amount }, bid.requestId)));
    const accepted = burst.filter((_, index) => results[index]?.ok);
    for (const result of results) if (!result.ok) expect(result.code).toBe('bid_too_low');
    expect(accepted.length).toBeGreaterThan(0);
    await evictDurableObject(stub);
    const bids = (await stub.bids()) as Extract<AuctionEvent, { type: 'bid_placed' }>[];
    expect(bids.map((event) => [event.customerId, event.amount])).toEqual(accepted.map((bid) => [bid.customerId, bid.amount]));
    expect(await stub.snapshot(auctionId, null)).toMatchObject({ highestBid: accepted.at(-1)?.amount, bidCount: accepted.length });
    const first = accepted[0];
    if (!first) throw new Error('no bid accepted');
    const repeat = await stub.run(auctionId, dealer(first.customerId), { type: 'bid', amount: first.amount }, first.requestId);
    expect(repeat).toMatchObject({ ok: true, replayed: true });
    expect(await stub.bids()).toHaveLength(accepted.length);
  });

  it('fails every command of a batch whose flush fails, stores none of them, and bids on afterwards', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const stub = auctionStub(auctionId);
    await stub.run(auctionId, dealer(950), { type: 'bid', amount: 10_000 });
    const seq = (await stub.snapshot(auctionId, null))?.seq ?? 0;
    // A row in the way of the burst's second event (the first bid's outbid) makes every flush fail half way.
    await runInDurableObject(stub, (_: AuctionRoom, state) => {
      state.storage.sql.exec("INSERT INTO events (seq, type, customer_id, body, at) VALUES (?, 'blocker', NULL, '{}', 0)", seq + 2);
    });
    const burst = [951, 952, 953, 954].map((customerId, index) => stub.run(auctionId, dealer(customerId), { type: 'bid', amount: 10_500 + index * 500 }, `doomed-${customerId}`).then(
      () => 'answered',
      () => 'failed',
    ));
    expect(await Promise.all(burst)).toEqual(['failed', 'failed', 'failed', 'failed']);
    await runInDurableObject(stub, (_: AuctionRoom, state) => {
      expect(state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM events WHERE seq > ?', seq).one().n).toBe(1);
      expect(state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM answers WHERE request_id LIKE 'doomed-%'").one().n).toBe(0);
      state.storage.sql.exec("DELETE FROM events WHERE type = 'blocker'");
    });
    expect(await stub.snapshot(auctionId, null)).toMatchObject({ highestBid: 10_000, bidCount: 1, seq });
    expect(await stub.run(auctionId, dealer(951), { type: 'bid', amount: 10_500 }, 'doomed-951')).toMatchObject({ ok: true });
    expect(await stub.bids()).toHaveLength(2);
  });

  it('hands its events over again after a restart before they left, and D1 ends up with each bid once', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const stub = auctionStub(auctionId);
    const [first, second] = [await createMerchant(), await createMerchant()];
    await stub.run(auctionId, dealer(first.id), { type: 'bid', amount: 10_000 });
    await stub.run(auctionId, dealer(second.id), { type: 'bid', amount: 10_250 });
    // As if the object stopped before its hand-over: the outbox position goes back, and the alarm sends them again.
    await runInDurableObject(stub, (_: AuctionRoom, state) => state.storage.sql.exec("UPDATE meta SET value = '0' WHERE key = 'projected_seq'"));
    await evictDurableObject(stub);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (_: AuctionRoom, state) => Number(state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'projected_seq'").one().value))).toBeGreaterThan(0);
    await eventually(async () => expect(await d1Auction(auctionId)).toMatchObject({ highest_bid: 10_250, bid_count: 2 }));
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM auction_bids WHERE auction_id = ?').bind(auctionId).first<{ n: number }>();
    expect(stored?.n).toBe(2);
  });
});
