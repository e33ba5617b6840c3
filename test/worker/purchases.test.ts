import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchasesPage } from '../../domain/purchases.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';
import { createMerchant, nextAuctionId, participate, sell, soldListing } from './order-fixtures.ts';

let dealer: Session & { id: number };
let other: Session & { id: number };
let sellerId: number;
const ids = { running: 0, published: 0, renegotiation: 0, won: 0, lostSold: 0, failed: 0, buyNow: 0 };
let wonOrderId = 0;

const list = async (session: Session, query = '') => {
  const response = await call(`/private/customer/my-purchases/get${query}`, { headers: bearer(session) });
  expect(response.status, query).toBe(200);
  return json<PurchasesPage>(response);
};

beforeAll(async () => {
  const d = await createMerchant();
  const o = await createMerchant();
  dealer = { ...(await login(d.email)), id: d.id };
  other = { ...(await login(o.email)), id: o.id };
  sellerId = (await createCustomer()).id;
  const start = Date.now() - 60_000;
  let minute = 0;
  const bidOn = async (status: string, holding: boolean) => {
    const productId = await insertListing({ sellerId, status });
    minute += 1;
    await participate({ auctionId: nextAuctionId(), customerId: dealer.id, productId, holding, at: start + minute * 1000 });
    return productId;
  };
  ids.running = await bidOn('running', true);
  ids.published = await bidOn('published', false);
  ids.renegotiation = await bidOn('renegotiation', true);
  ids.failed = await bidOn('failed_na', true);
  // Sold to someone else: lost.
  ids.lostSold = await soldListing(sellerId);
  const lostAuction = nextAuctionId();
  await participate({ auctionId: lostAuction, customerId: dealer.id, productId: ids.lostSold, holding: false, at: start + 10_000 });
  await sell({ auctionId: lostAuction, productId: ids.lostSold, buyerId: other.id, sellerId });
  // Won at auction after bidding.
  ids.won = await soldListing(sellerId);
  const wonAuction = nextAuctionId();
  await participate({ auctionId: wonAuction, customerId: dealer.id, productId: ids.won, holding: true, maxBid: 41_000, at: start + 20_000 });
  wonOrderId = (await sell({ auctionId: wonAuction, productId: ids.won, buyerId: dealer.id, sellerId, amount: 41_000 })).orderId;
  // Bought now without an earlier bid: no participation row, still a purchase.
  ids.buyNow = await soldListing(sellerId);
  await sell({ productId: ids.buyNow, buyerId: dealer.id, sellerId, via: 'buy_now', amount: 55_000, soldAt: start + 30_000 });
});

describe('merchant purchases', () => {
  it('refuses anonymous callers and customers who are not dealers', async () => {
    expect((await call('/private/customer/my-purchases/get')).status).toBe(401);
    for (const profileType of ['PRIVATE', 'COMMERCIAL']) {
      const customer = await login((await createCustomer({ profileType })).email);
      const response = await call('/private/customer/my-purchases/get', { headers: bearer(customer) });
      expect(response.status, profileType).toBe(403);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('not_a_merchant');
    }
  });

  it('lists every auction taken part in, newest first, with counts per tab', async () => {
    const answer = await list(dealer);
    expect(answer.filters.filter).toEqual([
      { value: 'all', count: 7 },
      { value: 'active', count: 3 },
      { value: 'won', count: 2 },
      { value: 'lost', count: 2 },
    ]);
    expect(answer.products.map((p) => p.entityId)).toEqual([ids.buyNow, ids.won, ids.lostSold, ids.failed, ids.renegotiation, ids.published, ids.running]);
    expect(answer).toMatchObject({ page: 1, pages: 1, total: 7 });
  });

  it('filters active, won and lost purchases', async () => {
    expect((await list(dealer, '?filter=active')).products.map((p) => p.entityId).sort()).toEqual([ids.running, ids.published, ids.renegotiation].sort());
    expect((await list(dealer, '?filter=lost')).products.map((p) => p.entityId).sort()).toEqual([ids.lostSold, ids.failed].sort());
    const won = await list(dealer, '?filter=won&storeCode=de');
    expect(won.products.map((p) => p.entityId)).toEqual([ids.buyNow, ids.won]);
    expect(won.total).toBe(2);
  });

  it('carries the bidder standing and the order with its documents', async () => {
    const answer = await list(dealer, '?filter=won');
    const won = answer.products.find((p) => p.entityId === ids.won);
    expect(won?.purchase).toMatchObject({ maxBid: 41_000, holding: true, state: 'highest_bidder' });
    expect(won?.purchase.order).toMatchObject({
      orderId: wonOrderId,
      status: 'pending',
      hammerPrice: 41_000,
      commissionNet: 718,
      commissionGross: 854,
      documents: [
        { document: 'invoice', url: `/private/order/${wonOrderId}/document/invoice` },
        { document: 'contract', url: `/private/order/${wonOrderId}/document/contract` },
      ],
    });
    expect(won?.purchase.order?.invoiceNumber).toMatch(/^RE-\d{4}-\d{6}$/);
    const running = (await list(dealer, '?filter=active')).products.find((p) => p.entityId === ids.running);
    expect(running?.purchase.order).toBeNull();
  });

  it('pages and keeps each dealer to their own purchases', async () => {
    const first = await list(dealer, '?itemsPerPage=3');
    const third = await list(dealer, '?itemsPerPage=3&page=3');
    expect(first.pages).toBe(3);
    expect(first.products).toHaveLength(3);
    expect(third.products).toHaveLength(1);
    const theirs = await list(other);
    expect(theirs.products.map((p) => p.entityId)).toEqual([ids.lostSold]);
    expect(theirs.filters.filter.find((f) => f.value === 'won')?.count).toBe(1);
  });

  it('names the parameter of a malformed query', async () => {
    for (const query of ['?filter=mine', '?page=0', '?itemsPerPage=500', '?page=abc']) {
      const response = await call(`/private/customer/my-purchases/get${query}`, { headers: bearer(dealer) });
      expect(response.status, query).toBe(400);
    }
  });

  it('lists nothing for a dealer who never bid', async () => {
    const fresh = await login((await createMerchant()).email);
    const answer = await list(fresh);
    expect(answer).toMatchObject({ products: [], total: 0, pages: 0 });
    expect(answer.filters.filter.every((f) => f.count === 0)).toBe(true);
  });
});
