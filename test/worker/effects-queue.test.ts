/**
 * The effects queue's consumer, given batches as the platform delivers them (at least once, in any order, retried):
 * the projection never goes back in time, a repeat changes nothing, a sale makes one order, D1 refusing writes means
 * a retry with a delay and nothing half written, and a message nobody can read goes to the dead letters.
 */
import { createExecutionContext, createMessageBatch, evictDurableObject, getQueueResult, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { auctionEventsEffect, type AuctionEventsEffect } from '../../domain/auction/effects.ts';
import type { Actor, AuctionState } from '../../domain/auction/types.ts';
import type { AuctionRoom } from '../../durable-objects/auction-room.ts';
import { AuctionStorage } from '../../durable-objects/auction-storage.ts';
import worker from '../../worker/index.ts';
import { QUEUES } from '../../worker/queues/queue-names.ts';
import { auctionStub, createAuction, createMerchant, createSeller } from './auction-fixtures.ts';

const dealer = (customerId: number): Actor => ({ customerId, merchant: 'accepted', emailVerified: true, termsAccepted: true });

let messageCounter = 0;

/** Runs the worker's queue handler on one batch and answers what it acknowledged and what it wants retried. */
async function deliver(queue: string, bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `test-${Date.now()}-${(messageCounter += 1)}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

/** The effect of every event the object holds, as the object would hand it over now. */
async function effectOf(auctionId: number): Promise<AuctionEventsEffect> {
  return runInDurableObject(auctionStub(auctionId), (_instance: AuctionRoom, state) => {
    const storage = new AuctionStorage(state.storage.sql, (work) => state.storage.transactionSync(work));
    const current = storage.loadState() as AuctionState;
    return auctionEventsEffect(current, storage.loadPriceRule(), storage.eventsAfter(0, 1_000));
  });
}

async function catalogueRow(auctionId: number) {
  return env.DB.prepare('SELECT a.status, a.projected_seq, p.highest_bid, p.bid_count FROM auctions a JOIN products p ON p.id = a.product_id WHERE a.id = ?')
    .bind(auctionId)
    .first<{ status: string; projected_seq: number; highest_bid: number | null; bid_count: number }>();
}

const count = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())?.n ?? 0;

/** A hand-made effect for an auction the object never saw: only the figures the projection writes matter. */
function effect(auctionId: number, productId: number, sellerId: number, seq: number, highestBid: number): AuctionEventsEffect {
  return {
    kind: 'auction_events',
    auctionId,
    seq,
    events: [{ type: 'end_extended', seq, at: Date.now(), endingAt: Date.now() + 3600_000 }],
    projection: {
      auctionId,
      productId,
      sellerId,
      round: 1,
      status: 'running',
      startPrice: 10_000,
      startsAt: Date.now() - 3600_000,
      endingAt: Date.now() + 3600_000,
      minimumPrice: 20_000,
      highestBid,
      bidCount: seq,
      displayPrice: highestBid,
      participants: [],
      standings: [],
    },
  };
}

describe('the effects consumer', () => {
  it('projects the events once, however often the message comes', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const [first, second] = [await createMerchant(), await createMerchant()];
    const stub = auctionStub(auctionId);
    await stub.run(auctionId, dealer(first.id), { type: 'bid', amount: 10_000 });
    await stub.run(auctionId, dealer(second.id), { type: 'bid', amount: 10_500 });
    const body = await effectOf(auctionId);
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await deliver(QUEUES.effects, [body])).explicitAcks).toHaveLength(1);
    expect(await catalogueRow(auctionId)).toMatchObject({ highest_bid: 10_500, bid_count: 2, projected_seq: body.seq });
    expect(await count('SELECT COUNT(*) AS n FROM auction_bids WHERE auction_id = ?', auctionId)).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM auction_participants WHERE auction_id = ?', auctionId)).toBe(2);
  });

  it('never lets an older message overwrite a newer one', async () => {
    const seller = await createSeller();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id });
    await deliver(QUEUES.effects, [effect(auctionId, productId, seller.id, 7, 12_000)]);
    await deliver(QUEUES.effects, [effect(auctionId, productId, seller.id, 4, 11_000)]);
    expect(await catalogueRow(auctionId)).toMatchObject({ highest_bid: 12_000, bid_count: 7, projected_seq: 7 });
    // Both messages' events are kept: each is a fact, whatever order it arrived in.
    expect(await count('SELECT COUNT(*) AS n FROM auction_events WHERE auction_id = ?', auctionId)).toBe(2);
  });

  it('asks for a retry while D1 refuses writes, then catches up', async () => {
    const seller = await createSeller();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id });
    const body = effect(auctionId, productId, seller.id, 3, 13_000);
    await env.DB.exec(`CREATE TRIGGER refuse_projection_${auctionId} BEFORE UPDATE ON auctions WHEN NEW.id = ${auctionId} BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    const refused = await deliver(QUEUES.effects, [body], 2);
    expect(refused.explicitAcks).toHaveLength(0);
    expect(refused.retryMessages).toHaveLength(1);
    // Nothing of the batch was written: the events and the figures go together.
    expect(await count('SELECT COUNT(*) AS n FROM auction_events WHERE auction_id = ?', auctionId)).toBe(0);
    await env.DB.exec(`DROP TRIGGER refuse_projection_${auctionId};`);
    expect((await deliver(QUEUES.effects, [body], 3)).explicitAcks).toHaveLength(1);
    expect(await catalogueRow(auctionId)).toMatchObject({ highest_bid: 13_000, projected_seq: 3 });
  });

  it('projects the other auctions of a batch when D1 refuses one of them', async () => {
    const seller = await createSeller();
    const [refused, fine] = [await createAuction({ sellerId: seller.id }), await createAuction({ sellerId: seller.id })];
    await env.DB.exec(`CREATE TRIGGER refuse_one_${refused.auctionId} BEFORE UPDATE ON auctions WHEN NEW.id = ${refused.auctionId} BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    const result = await deliver(QUEUES.effects, [effect(refused.auctionId, refused.productId, seller.id, 2, 11_000), effect(fine.auctionId, fine.productId, seller.id, 2, 12_000)]);
    await env.DB.exec(`DROP TRIGGER refuse_one_${refused.auctionId};`);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(1);
    expect(await catalogueRow(fine.auctionId)).toMatchObject({ highest_bid: 12_000, projected_seq: 2 });
    expect(await catalogueRow(refused.auctionId)).toMatchObject({ highest_bid: null, projected_seq: 0 });
  });

  it('makes one order with one invoice number for a sale delivered twice', async () => {
    const seller = await createSeller();
    const buyer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id, minimumPrice: 15_000 });
    const stub = auctionStub(auctionId);
    await stub.run(auctionId, dealer(buyer.id), { type: 'bid', amount: 16_000 });
    await runInDurableObject(stub, (_instance: AuctionRoom, state) => {
      const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").one();
      const auction = JSON.parse(row.value) as AuctionState;
      auction.endingAt = Date.now() - 1_000;
      auction.scheduledEndAt = auction.endingAt;
      state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'state'", JSON.stringify(auction));
    });
    await evictDurableObject(stub);
    expect((await stub.snapshot(auctionId, null))?.status).toBe('sold');
    const body = await effectOf(auctionId);
    expect(body.events.some((event) => event.type === 'sold')).toBe(true);
    await deliver(QUEUES.effects, [body, body]);
    await deliver(QUEUES.effects, [body]);
    const orders = await env.DB.prepare('SELECT invoice_number FROM orders WHERE auction_id = ?').bind(auctionId).all<{ invoice_number: string }>();
    expect(orders.results).toHaveLength(1);
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE customer_id = ? AND kind = 'order_created'", buyer.id)).toBe(1);
  });

  it('keeps a message nobody can read as a dead letter instead of retrying it', async () => {
    const result = await deliver(QUEUES.effects, [{ kind: 'auction_events', auctionId: 'x' }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await count("SELECT COUNT(*) AS n FROM dead_letters WHERE queue = 'effects' AND message_id = ?", result.explicitAcks[0])).toBe(1);
  });

  it('keeps what failed every attempt once, named by the queue it came from, for the console', async () => {
    const seller = await createSeller();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id });
    const dead = createMessageBatch(QUEUES.deadLetters, [{ id: `dead-${auctionId}`, timestamp: new Date(), attempts: 1, body: effect(auctionId, productId, seller.id, 2, 10_000) }]);
    await worker.queue(dead, env);
    await worker.queue(dead, env);
    const rows = await env.DB.prepare('SELECT queue, kind, requeued_at FROM dead_letters WHERE message_id = ?').bind(`dead-${auctionId}`).all();
    expect(rows.results).toEqual([{ queue: 'effects', kind: 'auction_events', requeued_at: null }]);
  });
});
