/** Fixtures for order tests: merchants with a dealer row, sold listings, sales turned into orders, participations. */
import { env } from 'cloudflare:workers';
import { createOrderForSale, type SaleInput } from '../../worker/services/orders/create-order.ts';
import { createCustomer } from './accounts-helpers.ts';
import { insertListing } from './listing-fixtures.ts';

export async function createMerchant(options: { language?: string; company?: string } = {}) {
  const customer = await createCustomer({ profileType: 'MERCHANT', language: options.language ?? 'de' });
  await env.DB.prepare("INSERT INTO merchants (customer_id, company, country, street, zip_code, city, vat_reg_no, accepted) VALUES (?, ?, 'DE', 'Hafenstraße 5', '20457', 'Hamburg', 'DE298765432', 1)")
    .bind(customer.id, options.company ?? 'Krüger Reisemobile GmbH')
    .run();
  return customer;
}

let auctionSequence = 0;

/** A fresh auction id per sale, far from any other test's. */
export function nextAuctionId(): number {
  auctionSequence += 1;
  return 500_000 + auctionSequence;
}

export async function soldListing(sellerId: number, options: { vatReportable?: boolean; vin?: string } = {}): Promise<number> {
  const productId = await insertListing({ sellerId, status: 'sold' });
  if (options.vatReportable) await env.DB.prepare('UPDATE products SET vat_reportable = 1 WHERE id = ?').bind(productId).run();
  if (options.vin) await env.DB.prepare("INSERT INTO product_values (product_id, attribute_code, value) VALUES (?, 'vin', ?)").bind(productId, options.vin).run();
  return productId;
}

export function sale(input: Partial<SaleInput> & Pick<SaleInput, 'productId' | 'buyerId' | 'sellerId'>): SaleInput {
  return { auctionId: nextAuctionId(), round: 1, amount: 40_000, via: 'auction', soldAt: Date.now(), ...input };
}

export async function sell(input: Partial<SaleInput> & Pick<SaleInput, 'productId' | 'buyerId' | 'sellerId'>) {
  const made = sale(input);
  return { sale: made, ...(await createOrderForSale(env, made)) };
}

export async function participate(row: { auctionId: number; customerId: number; productId: number; maxBid?: number; holding?: boolean; state?: string; at?: number }) {
  await env.DB.prepare(
    'INSERT INTO auction_participants (auction_id, customer_id, product_id, max_bid, agent_max, holding, state, updated_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)',
  )
    .bind(row.auctionId, row.customerId, row.productId, row.maxBid ?? 30_000, row.holding ? 1 : 0, row.state ?? (row.holding ? 'highest_bidder' : 'overbid'), row.at ?? Date.now())
    .run();
}

export async function seriesValue(series: string): Promise<number> {
  return (await env.DB.prepare('SELECT last_value FROM number_series WHERE series = ?').bind(series).first<{ last_value: number }>())?.last_value ?? 0;
}
