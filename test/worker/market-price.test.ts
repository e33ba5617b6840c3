import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARKET_PRICE_BATCH_LIMIT, MARKET_PRICE_MAX_AGE_MS, marketPrices } from '../../worker/services/market-price.ts';
import { browser, newAd } from './ads-helpers.ts';
import { createMerchant, createSeller, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';

const DAY = 86_400_000;
const NOW = Date.now();
/** Makes no other test uses, and vehicles far from any other test's (year, mileage, length), so no sale mixes in. */
const MAKE = `Marktpreis${NOW}`;
const RARE = `Selten${NOW}`;

let seller: Party;
let otherSeller: Party;
let dealer: Party;
let buyerId: number;
let running: number;
let second: number;
let rare: number;
let editing: number;
let othersEditing: number;

interface Vehicle {
  make: string;
  year: number;
  mileage: number;
  status: string;
  sellerId?: number;
}

async function vehicle(input: Vehicle): Promise<number> {
  const productId = await insertListing({ sellerId: input.sellerId ?? seller.id, make: input.make, model: 'Zeta 700', year: input.year, mileage: input.mileage, status: input.status, country: 'NL' });
  await env.DB.prepare('UPDATE products SET length_mm = 2000 WHERE id = ?').bind(productId).run();
  return productId;
}

/** A vehicle sold for `price` some days ago: product, auction and order rows as the auction's end writes them. */
async function sold(input: Omit<Vehicle, 'status'>, price: number, daysAgo: number): Promise<void> {
  const productId = await vehicle({ ...input, status: 'sold' });
  const at = NOW - daysAgo * DAY;
  const auction = await env.DB.prepare("INSERT INTO auctions (product_id, round, status, start_price, starts_at, ending_at) VALUES (?, 1, 'sold', 1000, ?, ?) RETURNING id")
    .bind(productId, at - DAY, at)
    .first<{ id: number }>();
  if (!auction) throw new Error('auction not inserted');
  await env.DB.prepare(
    `INSERT INTO orders (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net, commission_vat,
       invoice_number, status, payment_due_at, created_at) VALUES (?, 1, ?, ?, ?, 'auction', ?, 0, 500, 95, ?, 'paid', ?, ?)`,
  )
    .bind(auction.id, productId, buyerId, seller.id, price, `MP-${auction.id}`, at + 10 * DAY, at)
    .run();
}

const priceOf = (productId: number, headers: Record<string, string> = {}) => call(`/private/product/${productId}/market-price`, { headers });

beforeAll(async () => {
  [seller, otherSeller, dealer] = await Promise.all([createSeller(), createSeller(), createMerchant()]);
  buyerId = dealer.id;
  const prices = [21_000, 22_500, 23_000, 24_000, 25_500, 26_000];
  for (const [index, price] of prices.entries()) await sold({ make: MAKE, year: 1995 + (index % 3), mileage: 890_000 + index * 4_000 }, price, 10 + index * 20);
  for (const price of [9_000, 9_500]) await sold({ make: RARE, year: 1980, mileage: 300_000 }, price, 30);
  running = await vehicle({ make: MAKE, year: 1996, mileage: 901_234, status: 'running' });
  second = await vehicle({ make: MAKE, year: 1997, mileage: 880_000, status: 'running' });
  rare = await vehicle({ make: RARE, year: 1980, mileage: 300_000, status: 'running' });
  editing = await vehicle({ make: MAKE, year: 1996, mileage: 900_000, status: 'editing' });
  othersEditing = await vehicle({ make: MAKE, year: 1996, mileage: 900_000, status: 'editing', sellerId: otherSeller.id });
});

/** Every property name anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('GET /private/product/{id}/market-price', () => {
  it('gives an approved dealer the range, the count and the comparables’ key data without identities', async () => {
    const response = await priceOf(running, dealer.headers);
    expect(response.status).toBe(200);
    const body = await json<{ marketPrice: { status: string; low: number; high: number; comparables: number }; comparables: Record<string, unknown>[]; computedAt: string }>(response);
    expect(body.marketPrice).toMatchObject({ status: 'ok', comparables: 6 });
    expect(body.marketPrice.low).toBeGreaterThan(10_000);
    expect(body.marketPrice.high).toBeGreaterThanOrEqual(body.marketPrice.low);
    expect(body.comparables).toHaveLength(6);
    for (const item of body.comparables) {
      expect(Object.keys(item).sort()).toEqual(['country', 'firstRegistrationYear', 'kind', 'make', 'mileage', 'model', 'price', 'similarity', 'soldMonth']);
      expect(item).toMatchObject({ make: MAKE, model: 'Zeta 700', country: 'NL', kind: 'hammer' });
      expect(Number(item.mileage) % 1_000).toBe(0);
    }
    expect(keysOf(body).filter((key) => /id$|url|link|photo|image|name|email|seller|buyer/i.test(key))).toEqual([]);
    const text = JSON.stringify(body);
    for (const secret of [seller.email, dealer.email, `MP-`]) expect(text).not.toContain(secret);
    expect(Date.parse(body.computedAt)).toBeGreaterThan(0);
  });

  it('says honestly when there are too few comparables', async () => {
    const body = await json<{ marketPrice: unknown; comparables: unknown[] }>(await priceOf(rare, dealer.headers));
    expect(body.marketPrice).toEqual({ status: 'too_few', comparables: 2 });
    expect(body.comparables).toHaveLength(2);
  });

  it('gives the seller their own ad’s range, also while it is still being edited', async () => {
    expect((await priceOf(running, seller.headers)).status).toBe(200);
    const response = await priceOf(editing, seller.headers);
    expect(response.status).toBe(200);
    expect((await json<{ marketPrice: { status: string } }>(response)).marketPrice.status).toBe('ok');
  });

  it('refuses anonymous callers, other sellers, dealers in review or blocked, and hides ads others may not see', async () => {
    const [inReview, blocked, rejected, admin] = await Promise.all([createMerchant({ accepted: null }), createMerchant({ blocked: true }), createMerchant({ accepted: false }), createSeller({ isAdmin: true })]);
    expect((await priceOf(running)).status).toBe(401);
    expect((await priceOf(running, rejected.headers)).status).toBe(403);
    // An admin flag is no dealer account (operators read valuations in the console).
    expect((await priceOf(running, admin.headers)).status).toBe(403);
    expect((await priceOf(running, otherSeller.headers)).status).toBe(403);
    expect((await priceOf(running, inReview.headers)).status).toBe(403);
    expect((await priceOf(running, blocked.headers)).status).toBe(403);
    const refused = await json<{ error: { code: string; message: string } }>(await priceOf(running, otherSeller.headers));
    expect(refused.error.code).toBe('market_price_forbidden');
    expect(refused.error.message).not.toBe('market_price_forbidden');
    // Another seller's ad in editing is not a listing: a dealer learns nothing about it.
    expect((await priceOf(othersEditing, dealer.headers)).status).toBe(404);
    expect((await priceOf(editing, otherSeller.headers)).status).toBe(404);
    expect((await priceOf(2_000_000_000, dealer.headers)).status).toBe(404);
    expect((await call('/private/product/abc/market-price', { headers: dealer.headers })).status).toBe(400);
  });
});

describe('GET /public/product/{id}/market-price (the editor’s price step)', () => {
  const sellerView = (productId: number, headers: Record<string, string> = {}) => call(`/public/product/${productId}/market-price`, { headers });

  it('answers the ad’s seller, also an anonymous one in their own browser, and nobody else', async () => {
    expect((await sellerView(editing, seller.headers)).status).toBe(200);
    const prospect = browser();
    const ad = await newAd(prospect);
    const response = await sellerView(ad.entityId, prospect.headers);
    expect(response.status).toBe(200);
    expect((await json<{ marketPrice: { status: string } }>(response)).marketPrice.status).toMatch(/^(ok|too_few)$/);
    expect((await sellerView(ad.entityId, browser().headers)).status).toBe(401);
    expect((await sellerView(editing, otherSeller.headers)).status).toBe(404);
    expect((await sellerView(running, dealer.headers)).status).toBe(404);
    expect((await sellerView(editing)).status).toBe(401);
  });
});

describe('market prices of many vehicles at once', () => {
  it('answers each known vehicle in one call, too few included, unknown ids left out', async () => {
    const at = NOW + 5 * DAY;
    const prices = await marketPrices(env.DB, [running, second, rare, 2_000_000_001], at);
    expect([...prices.keys()].sort((a, b) => a - b)).toEqual([running, second, rare].sort((a, b) => a - b));
    expect(prices.get(running)?.marketPrice.status).toBe('ok');
    expect(prices.get(second)?.marketPrice).toMatchObject({ status: 'ok', comparables: 6 });
    expect(prices.get(rare)?.marketPrice).toEqual({ status: 'too_few', comparables: 2 });
    expect(prices.get(rare)?.computedAt).toBe(at);
  });

  it('reuses a fresh result, and computes again when it is old or the vehicle changed', async () => {
    const at = NOW + 20 * DAY;
    await marketPrices(env.DB, [second], at);
    expect((await marketPrices(env.DB, [second], at + 60_000)).get(second)?.computedAt).toBe(at);
    expect((await marketPrices(env.DB, [second], at + MARKET_PRICE_MAX_AGE_MS)).get(second)?.computedAt).toBe(at + MARKET_PRICE_MAX_AGE_MS);
    await env.DB.prepare('UPDATE products SET mileage = 870000 WHERE id = ?').bind(second).run();
    const later = at + MARKET_PRICE_MAX_AGE_MS + 60_000;
    expect((await marketPrices(env.DB, [second], later)).get(second)?.computedAt).toBe(later);
  });

  it('refuses more vehicles than a board holds', async () => {
    const ids = Array.from({ length: MARKET_PRICE_BATCH_LIMIT + 1 }, (_, index) => index + 1);
    await expect(marketPrices(env.DB, ids)).rejects.toThrow(RangeError);
  });
});
