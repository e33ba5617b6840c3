/**
 * The dealer's board (GET /private/merchant/board) in the Workers runtime: which auctions it lists and why, who may
 * open it, and that its rows follow live over the dealer's one notification stream with nothing of a rival in them.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardAnswer } from '../../domain/dealer-board/rows.ts';
import type { AuctionSnapshot } from '../../domain/auction/view.ts';
import { createDb } from '../../worker/db/client.ts';
import { productCardsByIds } from '../../worker/db/repositories/products.ts';
import { streamShard } from '../../worker/services/messages/notify-hubs.ts';
import { createCustomer, login, bearer } from './accounts-helpers.ts';
import { createAuction, createMerchant, createSeller, type Party } from './auction-fixtures.ts';
import { placeBid, setAgent } from './auction-live-helpers.ts';
import { call, eventually, json } from './helpers.ts';
import { openTicketStream, type StreamReader } from './notification-helpers.ts';

const HOUR = 3_600_000;

async function board(party: Party): Promise<BoardAnswer> {
  const response = await call('/private/merchant/board?storeCode=de', { headers: party.headers });
  expect(response.status).toBe(200);
  return json<BoardAnswer>(response);
}

/** The next board event on the stream (notifications in between are skipped). */
async function nextBoardEvent(reader: StreamReader): Promise<{ snapshot?: AuctionSnapshot; rowsChanged?: true }> {
  for (;;) {
    const event = (await reader.next()) as unknown as { board?: { snapshot?: AuctionSnapshot; rowsChanged?: true } };
    if (event.board) return event.board;
  }
}

describe('the rows of a board', () => {
  it('lists what the dealer watches, bids on, holds an agent on or searches for, nearest end first', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const now = Date.now();
    const watched = await createAuction({ sellerId: seller.id, endingAt: now + 3 * HOUR });
    const bidOn = await createAuction({ sellerId: seller.id, endingAt: now + 2 * HOUR });
    const agentOn = await createAuction({ sellerId: seller.id, endingAt: now + 5 * HOUR });
    const searched = await createAuction({ sellerId: seller.id, endingAt: now + 4 * HOUR, make: 'Knaus' });
    const unrelated = await createAuction({ sellerId: seller.id, endingAt: now + 1 * HOUR });
    const tooLate = await createAuction({ sellerId: seller.id, endingAt: now + 30 * HOUR });
    for (const auction of [watched, tooLate]) {
      expect((await call(`/private/customer/watchlist/${auction.productId}`, { method: 'PUT', headers: dealer.headers })).status).toBe(200);
    }
    expect((await placeBid(dealer, bidOn.auctionId, 10_000)).status).toBe(200);
    expect((await placeBid(await createMerchant(), agentOn.auctionId, 10_000)).status).toBe(200);
    expect((await setAgent(dealer, agentOn.auctionId, 15_000)).status).toBe(200);
    const saved = await call('/private/customer/searches/create', { method: 'POST', headers: dealer.headers, json: { name: 'Knaus', query: 'make=knaus' } });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);

    // Bids and agents reach the board through the projection, which the effects queue writes.
    const answer = await eventually(async () => {
      const current = await board(dealer);
      expect(current.rows.map((row) => row.auctionId)).toEqual([bidOn.auctionId, watched.auctionId, searched.auctionId, agentOn.auctionId]);
      return current;
    });
    const byId = new Map(answer.rows.map((row) => [row.auctionId, row]));
    expect(byId.get(watched.auctionId)?.reasons).toEqual(['watching']);
    expect(byId.get(watched.auctionId)?.watching).toBe(true);
    expect(byId.get(bidOn.auctionId)?.reasons).toContain('bidding');
    expect(byId.get(bidOn.auctionId)?.snapshot.context.holdingHighestBid).toBe(true);
    expect(byId.get(agentOn.auctionId)?.reasons).toContain('agent');
    expect(byId.get(agentOn.auctionId)?.snapshot.context.agentMax).toBe(15_000);
    expect(byId.get(searched.auctionId)?.reasons).toEqual(['search']);
    expect(byId.has(unrelated.auctionId)).toBe(false);
    expect(byId.has(tooLate.auctionId)).toBe(false);
    // The rows are what the dealer's stream shard now forwards.
    expect(await streamShard(env, dealer.id).followed(dealer.id)).toEqual([...byId.keys()].sort((a, b) => a - b));
  });

  it('never lists the dealer’s own ad', async () => {
    const dealer = await createMerchant();
    const own = await createAuction({ sellerId: dealer.id, endingAt: Date.now() + 2 * HOUR });
    await env.DB.prepare('INSERT INTO watchlist_items (customer_id, product_id) VALUES (?, ?)').bind(dealer.id, own.productId).run();
    expect((await board(dealer)).rows.map((row) => row.auctionId)).not.toContain(own.auctionId);
  });
});

describe('the cards behind the rows', () => {
  it('are read for more listings than one statement can bind, in the order asked', async () => {
    const seller = await createSeller();
    const insert = env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status)
       VALUES (?, 'motorhome', 'Hymer', 'hymer', ?, 2019, 1, '20457', 'Hamburg', 'DE', 'running') RETURNING id`,
    );
    const inserted = await env.DB.batch(Array.from({ length: 120 }, (_, index) => insert.bind(seller.id, `Board ${index}`)));
    const ids = inserted.map((result) => (result.results[0] as { id: number }).id).reverse();
    const cards = await productCardsByIds(createDb(env.DB), ids);
    expect(cards.map((card) => card.entityId)).toEqual(ids);
    expect(cards.every((card) => card.country === 'DE' && card.model.startsWith('Board '))).toBe(true);
  });
});

describe('who has a board', () => {
  it('answers 401 signed out, 403 to a customer who is no dealer and to a dealer not approved or blocked', async () => {
    expect((await call('/private/merchant/board?storeCode=de')).status).toBe(401);
    const customer = await createCustomer();
    const plain = await call('/private/merchant/board?storeCode=de', { headers: bearer(await login(customer.email)) });
    expect(plain.status).toBe(403);
    expect((await json<{ error: { code: string } }>(plain)).error.code).toBe('not_a_merchant');
    for (const options of [{ accepted: null }, { accepted: false }, { blocked: true }]) {
      const dealer = await createMerchant(options);
      const response = await call('/private/merchant/board?storeCode=en', { headers: dealer.headers });
      expect(response.status).toBe(403);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('merchant_not_accepted');
    }
  });

  it('refuses a malformed locale with a 400, not a 500', async () => {
    const dealer = await createMerchant();
    expect((await call('/private/merchant/board?storeCode=deutsch', { headers: dealer.headers })).status).toBe(400);
  });
});

describe('the board live, over the dealer’s one stream', () => {
  it('turns the row outbid when a rival bids higher, with no maximum or identity of the rival', async () => {
    const seller = await createSeller();
    const [dealer, rival] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id, startPrice: 10_000 });
    expect((await placeBid(dealer, auctionId, 10_000)).status).toBe(200);
    await eventually(async () => expect((await board(dealer)).rows.map((row) => row.auctionId)).toContain(auctionId));
    const { reader } = await openTicketStream(dealer.headers, 'en');
    expect((await setAgent(rival, auctionId, 14_000)).status).toBe(200);
    let event = await nextBoardEvent(reader);
    while (event.snapshot?.context.holdingHighestBid !== false) event = await nextBoardEvent(reader);
    expect(event.snapshot).toMatchObject({ auctionId, highestBid: 10_250, context: { state: 'overbid', maxBid: 10_000, agentMax: null } });
    const text = JSON.stringify(event);
    expect(text).not.toContain('14000');
    expect(text).not.toContain(`"customerId":${rival.id}`);
    await reader.cancel();
  });

  it('cues the board to reload its rows when the dealer watches a listing elsewhere', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { productId } = await createAuction({ sellerId: seller.id });
    const { reader } = await openTicketStream(dealer.headers, 'de');
    expect((await call(`/private/customer/watchlist/${productId}`, { method: 'PUT', headers: dealer.headers })).status).toBe(200);
    expect(await nextBoardEvent(reader)).toEqual({ rowsChanged: true });
    await reader.cancel();
  });

  it('sends nothing of an auction the board does not follow', async () => {
    const seller = await createSeller();
    const [dealer, rival] = [await createMerchant(), await createMerchant()];
    const followed = await createAuction({ sellerId: seller.id, startPrice: 10_000 });
    const other = await createAuction({ sellerId: seller.id, startPrice: 10_000 });
    expect((await call(`/private/customer/watchlist/${followed.productId}`, { method: 'PUT', headers: dealer.headers })).status).toBe(200);
    expect((await board(dealer)).rows.map((row) => row.auctionId)).toEqual([followed.auctionId]);
    const { reader } = await openTicketStream(dealer.headers, 'de');
    expect((await placeBid(rival, other.auctionId, 10_000)).status).toBe(200);
    expect((await placeBid(rival, followed.auctionId, 10_000)).status).toBe(200);
    // The first board event is the followed auction's: the other auction's bid, placed before, never came.
    const event = await nextBoardEvent(reader);
    expect(event.snapshot?.auctionId).toBe(followed.auctionId);
    await reader.cancel();
  });
});
