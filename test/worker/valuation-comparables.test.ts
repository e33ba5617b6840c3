import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComparableSale } from '../../domain/valuation/types.ts';
import { comparableSales } from '../../worker/db/repositories/valuation-comparables.ts';
import { createDb } from '../../worker/db/client.ts';
import { createCustomer } from './accounts-helpers.ts';
import { insertListing } from './listing-fixtures.ts';

const DAY = 86_400_000;
const NOW = Date.now();
let sellerId: number;
let buyerId: number;
/** A make no other test uses, so rows of other test files never mix in. */
const MAKE = `Vergleich${NOW}`;

/** A product with its auction row in the given status and current round; equipment as the editor stores it. */
async function vehicle(input: { status: string; round?: number; productType?: 'motorhome' | 'trailer'; model?: string; equipment?: string[] }) {
  const productId = await insertListing({ sellerId, make: MAKE, model: input.model ?? 'Sky TI 650 MEG', status: input.status, productType: input.productType, mileage: input.productType === 'trailer' ? null : 61_000 });
  await env.DB.prepare('UPDATE products SET length_mm = 6990 WHERE id = ?').bind(productId).run();
  if (input.equipment) {
    await env.DB.prepare("INSERT INTO product_values (product_id, attribute_code, value) VALUES (?, 'equipment', ?)").bind(productId, JSON.stringify(input.equipment)).run();
  }
  const auction = await env.DB.prepare('INSERT INTO auctions (product_id, round, status, start_price, starts_at, ending_at) VALUES (?, ?, ?, 10000, ?, ?) RETURNING id')
    .bind(productId, input.round ?? 1, input.status, NOW - 3 * DAY, NOW - 2 * DAY)
    .first<{ id: number }>();
  if (!auction) throw new Error('auction not inserted');
  return { productId, auctionId: auction.id };
}

let bidSeq = 0;
async function bid(auctionId: number, round: number, amount: number, at = NOW - 2 * DAY) {
  bidSeq += 1;
  await env.DB.prepare("INSERT INTO auction_bids (auction_id, seq, round, customer_id, amount, kind, created_at) VALUES (?, ?, ?, ?, ?, 'bid', ?)")
    .bind(auctionId, bidSeq, round, buyerId, amount, at)
    .run();
}

/** The order of a sale, written directly (the order service's PDFs are not what this test is about). */
async function order(sale: { auctionId: number; round: number; productId: number; price: number; status?: string; at?: number }) {
  await env.DB.prepare(
    `INSERT INTO orders (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net, commission_vat,
       invoice_number, status, payment_due_at, created_at) VALUES (?, ?, ?, ?, ?, 'auction', ?, 0, 500, 95, ?, ?, ?, ?)`,
  )
    .bind(sale.auctionId, sale.round, sale.productId, buyerId, sellerId, sale.price, `VT-${sale.auctionId}-${sale.round}`, sale.status ?? 'paid', NOW + 10 * DAY, sale.at ?? NOW - DAY)
    .run();
}

const ours = (sales: ComparableSale[]) => sales.filter((sale) => sale.make === MAKE);
const byPrice = (sales: ComparableSale[]) => [...sales].sort((a, b) => a.price - b.price).map(({ kind, price }) => ({ kind, price }));

beforeAll(async () => {
  sellerId = (await createCustomer()).id;
  buyerId = (await createCustomer({ profileType: 'MERCHANT' })).id;

  const sold = await vehicle({ status: 'sold', equipment: ['awning', 'solar_panel'] });
  await bid(sold.auctionId, 1, 41_000);
  await order({ ...sold, round: 1, price: 41_000 });

  const canceled = await vehicle({ status: 'sold' });
  await bid(canceled.auctionId, 1, 99_000);
  await order({ ...canceled, round: 1, price: 99_000, status: 'canceled' });

  const declined = await vehicle({ status: 'failed_na' });
  await bid(declined.auctionId, 1, 30_000);
  await bid(declined.auctionId, 1, 34_000);

  // Failed in round 1, resubmitted and sold in round 2.
  const second = await vehicle({ status: 'sold', round: 2 });
  await bid(second.auctionId, 1, 28_000);
  await bid(second.auctionId, 2, 36_000);
  await order({ ...second, round: 2, price: 36_000 });

  // Rounds still running or being decided are no evidence yet.
  for (const status of ['running', 'renegotiation', 'recd_late_offer']) {
    const open = await vehicle({ status });
    await bid(open.auctionId, 1, 77_000);
  }

  const trailer = await vehicle({ status: 'sold', productType: 'trailer', model: 'De Luxe 460 UFe' });
  await bid(trailer.auctionId, 1, 15_500);
  await order({ ...trailer, round: 1, price: 15_500 });

  // Sold after `now`: a back-test at an earlier moment must not see it.
  const later = await vehicle({ status: 'sold' });
  await order({ ...later, round: 1, price: 55_000, at: NOW + DAY });
});

describe('comparable sales from D1', () => {
  it('reads hammer prices and failed rounds\' highest bids, marked as such, and skips canceled, open and future sales', async () => {
    const sales = ours(await comparableSales(env.DB, 'motorhome', NOW));
    expect(byPrice(sales)).toEqual([
      { kind: 'failed_highest_bid', price: 28_000 },
      { kind: 'failed_highest_bid', price: 34_000 },
      { kind: 'hammer', price: 36_000 },
      { kind: 'hammer', price: 41_000 },
    ]);
    expect(new Set(sales.map((sale) => sale.saleId)).size).toBe(4);
  });

  it('carries the vehicle\'s key data and equipment, and keeps trailers apart', async () => {
    const sales = ours(await comparableSales(createDb(env.DB), 'motorhome', NOW));
    const sold = sales.find((sale) => sale.price === 41_000);
    expect(sold).toMatchObject({ productType: 'motorhome', model: 'Sky TI 650 MEG', firstRegistrationYear: 2019, mileage: 61_000, lengthMm: 6990, equipment: ['awning', 'solar_panel'] });
    expect(sales.find((sale) => sale.price === 36_000)?.equipment).toEqual([]);
    const trailers = ours(await comparableSales(env.DB, 'trailer', NOW));
    expect(trailers.map(({ productType, price, mileage }) => ({ productType, price, mileage }))).toEqual([{ productType: 'trailer', price: 15_500, mileage: null }]);
  });

  it('sees a sale once `now` has reached it', async () => {
    const sales = ours(await comparableSales(env.DB, 'motorhome', NOW + 2 * DAY));
    expect(sales.map((sale) => sale.price)).toContain(55_000);
  });

  it('never returns a buyer\'s or seller\'s identity', async () => {
    const sales = ours(await comparableSales(env.DB, 'motorhome', NOW));
    for (const sale of sales) {
      expect(Object.keys(sale).sort()).toEqual(
        // The vehicle's country is for the market price's key data (domain/market-price.ts); the valuation drops it.
        ['at', 'country', 'equipment', 'firstRegistrationYear', 'kind', 'lengthMm', 'make', 'mileage', 'model', 'price', 'productType', 'saleId', 'vehicleId'],
      );
    }
  });
});
