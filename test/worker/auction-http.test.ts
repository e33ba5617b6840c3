/** Auction calls over HTTP: bids with snapshot answers, rejections with codes that change nothing, idempotent retries, roles. */
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

interface Snapshot {
  auctionId: number;
  status: string;
  highestBid: number | null;
  bidCount: number;
  minNextBid: number;
  outcome?: string;
  replayed?: boolean;
  context: { holdingHighestBid: boolean; state: string | null; role: string };
}

interface Rejected {
  error: { code: string; message: string };
  snapshot?: Snapshot;
}

const bid = (party: Party, auctionId: number, amount: number, id = requestId()) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: id } });

describe('bidding over HTTP', () => {
  it('accepts a bid and answers with the snapshot and the bidder context', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const response = await bid(dealer, auctionId, 10_000);
    expect(response.status).toBe(200);
    const body = await json<Snapshot>(response);
    expect(body).toMatchObject({ auctionId, status: 'running', highestBid: 10_000, bidCount: 1, minNextBid: 10_250 });
    expect(body.context).toMatchObject({ holdingHighestBid: true, state: 'highest_bidder', role: 'bidder' });
    const publicView = await json<Snapshot>(await call(`/public/auction/${auctionId}`));
    expect(publicView.context.holdingHighestBid).toBe(false);
    expect(JSON.stringify(publicView)).not.toContain('minimumPrice":2');
  });

  it('refuses a low bid with bid_too_low, a localized message and the unchanged snapshot', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const response = await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: { ...dealer.headers, 'X-Locale': 'en' }, json: { amount: 9_000, requestId: requestId() } });
    expect(response.status).toBe(422);
    const body = await json<Rejected>(response);
    expect(body.error.code).toBe('bid_too_low');
    expect(body.error.message).toContain('10.000');
    expect(body.snapshot).toMatchObject({ highestBid: null, bidCount: 0 });
  });

  it('answers a retried request once: the same requestId places one bid', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const id = requestId();
    const [first, second] = await Promise.all([bid(dealer, auctionId, 10_000, id), bid(dealer, auctionId, 10_000, id)]);
    const bodies = [await json<Snapshot>(first), await json<Snapshot>(second)];
    expect(bodies.map((body) => body.bidCount)).toEqual([1, 1]);
    expect(bodies.filter((body) => body.replayed)).toHaveLength(1);
    const third = await json<Snapshot>(await bid(dealer, auctionId, 10_000, id));
    expect(third).toMatchObject({ bidCount: 1, replayed: true });
  });

  it('reports overbid when an agent answers at once', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    await bid(first, auctionId, 10_000);
    expect((await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: first.headers, json: { maxAmount: 15_000 } })).status).toBe(200);
    const body = await json<Snapshot>(await bid(second, auctionId, 12_000));
    expect(body).toMatchObject({ outcome: 'overbid', highestBid: 12_250 });
    expect(body.context).toMatchObject({ holdingHighestBid: false, state: 'overbid' });
  });

  it('refuses the seller, merchants in review, blocked merchants and private customers with 403, anonymous with 401', async () => {
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const cases: [Party, string][] = [
      [seller, 'own_auction'],
      [await createMerchant({ accepted: null }), 'merchant_not_accepted'],
      [await createMerchant({ blocked: true }), 'merchant_blocked'],
      [await createSeller(), 'merchant_not_accepted'],
    ];
    for (const [party, code] of cases) {
      const response = await bid(party, auctionId, 10_000);
      expect(response.status, code).toBe(403);
      expect((await json<Rejected>(response)).error.code).toBe(code);
    }
    expect((await call(`/private/auction/${auctionId}/bid`, { method: 'POST', json: { amount: 10_000, requestId: requestId() } })).status).toBe(401);
    expect((await json<Snapshot>(await call(`/public/auction/${auctionId}`))).bidCount).toBe(0);
  });

  it('validates input: malformed amounts and request ids are 400, unknown auctions 404', async () => {
    const dealer = await createMerchant();
    const seller = await createSeller();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    for (const body of [{ amount: '10000', requestId: requestId() }, { amount: 10_000.5, requestId: requestId() }, { amount: 10_000, requestId: '<script>' }, { amount: -5, requestId: requestId() }]) {
      expect((await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: dealer.headers, json: body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await bid(dealer, 987_654, 10_000)).status).toBe(404);
    expect((await call('/public/auction/987654')).status).toBe(404);
  });

  it('sells at once on buy-now and refuses the second buyer', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId, productId } = await createAuction({ sellerId: seller.id, buyNowPrice: 30_000 });
    const [a, b] = await Promise.all(
      [first, second].map((party) => call(`/private/auction/${auctionId}/buy-now`, { method: 'POST', headers: party.headers, json: { requestId: requestId() } })),
    );
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const snapshot = await json<Snapshot>(await call(`/public/auction/${auctionId}`));
    expect(snapshot.status).toBe('sold');
    const stop = await call(`/private/product/${productId}/stop`, { method: 'POST', headers: seller.headers });
    expect(stop.status).toBe(409);
  });

  it('lets only the owner stop and resubmit, with at least 5 % off the minimum price', async () => {
    const seller = await createSeller();
    const other = await createSeller();
    const { productId } = await createAuction({ sellerId: seller.id, minimumPrice: 20_000 });
    expect((await call(`/private/product/${productId}/stop`, { method: 'POST', headers: other.headers })).status).toBe(404);
    const stopped = await json<Snapshot>(await call(`/private/product/${productId}/stop`, { method: 'POST', headers: seller.headers }));
    expect(stopped.status).toBe('inactive');
    const tooLittle = await call(`/private/product/${productId}/resubmit`, { method: 'POST', headers: seller.headers, json: { minimumPrice: 19_500 } });
    expect(tooLittle.status).toBe(422);
    expect((await json<Rejected>(tooLittle)).error.code).toBe('price_reduction_too_small');
    const again = await json<Snapshot>(await call(`/private/product/${productId}/resubmit`, { method: 'POST', headers: seller.headers, json: { minimumPrice: 19_000 } }));
    expect(['published', 'running']).toContain(again.status);
  });
});

describe('deleting an ad', () => {
  it('lets the owner delete a stoppable ad, which then disappears; others get 404 and live auctions 409', async () => {
    const seller = await createSeller();
    const other = await createSeller();
    const live = await createAuction({ sellerId: seller.id });
    expect((await call(`/private/product/${live.productId}`, { method: 'DELETE', headers: seller.headers })).status).toBe(409);
    const soon = await createAuction({ sellerId: seller.id, status: 'published', startsAt: Date.now() + 3600_000 });
    expect((await call(`/private/product/${soon.productId}`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await call(`/private/product/${soon.productId}`, { method: 'DELETE', headers: seller.headers })).status).toBe(204);
    expect((await json<Snapshot>(await call(`/public/auction/${soon.auctionId}`, { headers: seller.headers }))).status).toBe('inactive');
    // Outside the catalogue now: nobody but the seller (and operators) sees the auction.
    expect((await call(`/public/auction/${soon.auctionId}`)).status).toBe(404);
    expect((await call(`/public/auction/${soon.auctionId}/live`, { headers: { Upgrade: 'websocket', ...other.headers } })).status).toBe(404);
    expect((await call(`/private/product/${soon.productId}`, { method: 'DELETE', headers: seller.headers })).status).toBe(404);
    expect((await call(`/private/product/${soon.productId}/resubmit`, { method: 'POST', headers: seller.headers, json: {} })).status).toBe(404);
  });
});

describe('failed auctions over HTTP', () => {
  it('takes a late offer in the buying chance and sells when the seller accepts it, with an order for the buyer', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const other = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id, startsAt: Date.now() - 30 * 3600_000, endingAt: Date.now() - 6 * 3600_000 });
    expect((await json<Snapshot>(await call(`/public/auction/${auctionId}`))).status).toBe('acpt_late_offer');
    const offer = (party: Party, amount: number) => call(`/private/auction/${auctionId}/late-offer`, { method: 'POST', headers: party.headers, json: { amount, requestId: requestId() } });
    expect((await json<Rejected>(await offer(dealer, 9_000))).error.code).toBe('late_offer_too_low');
    const sent = await json<Snapshot>(await offer(dealer, 12_000));
    expect(sent).toMatchObject({ status: 'recd_late_offer', context: { state: 'late_offer_pending' } });
    expect((await json<Rejected>(await offer(other, 13_000))).error.code).toBe('offer_unavailable');
    const decision = await call(`/private/auction/${auctionId}/renegotiation`, { method: 'POST', headers: seller.headers, json: { action: 'accept' } });
    expect(await json<Snapshot>(decision)).toMatchObject({ status: 'sold' });
    await vi.waitFor(async () => {
      const purchases = await json<{ products: { purchase: { order: { hammerPrice: number } | null } }[] }>(await call('/private/customer/my-purchases/get?filter=won', { headers: dealer.headers }));
      expect(purchases.products[0]?.purchase.order?.hammerPrice).toBe(12_000);
    });
  });

  it('renegotiates below the target: the dealer counters the seller and the seller accepts', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id, minimumPrice: 20_000 });
    await bid(dealer, auctionId, 15_000);
    const stub = env.AUCTION_ROOM.get(env.AUCTION_ROOM.idFromName(String(auctionId)));
    await runInDurableObject(stub, (_instance, state) => {
      const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").one();
      const auction = JSON.parse(row.value) as { endingAt: number; scheduledEndAt: number };
      Object.assign(auction, { endingAt: Date.now() - 1_000, scheduledEndAt: Date.now() - 1_000 });
      state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'state'", JSON.stringify(auction));
    });
    await evictDurableObject(stub);
    const act = (party: Party, action: string, amount?: number) =>
      call(`/private/auction/${auctionId}/renegotiation`, { method: 'POST', headers: party.headers, json: amount === undefined ? { action } : { action, amount } });
    expect((await json<Rejected>(await act(dealer, 'accept'))).error.code).toBe('not_your_turn');
    expect(await json<Snapshot>(await act(seller, 'counter', 19_000))).toMatchObject({ status: 'renegotiation' });
    expect(await json<Snapshot>(await act(dealer, 'counter', 17_000))).toMatchObject({ status: 'renegotiation' });
    expect((await act(seller, 'counter')).status).toBe(400);
    expect(await json<Snapshot>(await act(seller, 'accept'))).toMatchObject({ status: 'sold' });
  });
});
