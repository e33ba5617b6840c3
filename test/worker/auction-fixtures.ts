/** Auctions written straight into D1 (product + auction row) and merchants with sessions, for auction tests. */
import { env } from 'cloudflare:workers';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { insertListing } from './listing-fixtures.ts';
import { operatorSession } from './operator-helpers.ts';

export interface Party {
  id: number;
  email: string;
  headers: Record<string, string>;
}

async function party(customer: { id: number; email: string }): Promise<Party> {
  return { ...customer, headers: bearer(await login(customer.email)) };
}

export async function createMerchant(options: { accepted?: boolean | null; blocked?: boolean } = {}): Promise<Party> {
  const customer = await createCustomer({ profileType: 'MERCHANT' });
  const accepted = options.accepted === undefined ? true : options.accepted;
  await env.DB.prepare('INSERT INTO merchants (customer_id, company, country, accepted) VALUES (?, ?, ?, ?)')
    .bind(customer.id, `Dealer ${customer.id} GmbH`, 'DE', accepted === null ? null : accepted ? 1 : 0)
    .run();
  if (options.blocked) await env.DB.prepare('UPDATE customers SET merchant_blocked = 1 WHERE id = ?').bind(customer.id).run();
  return party(customer);
}

export async function createSeller(options: { isAdmin?: boolean } = {}): Promise<Party> {
  return party(await createCustomer(options));
}

/** An operator who passed the second factor in this sign-in (the admin flag alone grants no operator rights). */
export async function createOperator(): Promise<Party> {
  const operator = await operatorSession();
  return { id: operator.customerId, email: operator.email, headers: bearer(operator) };
}

export interface AuctionInput {
  sellerId: number;
  status?: string;
  startPrice?: number;
  minimumPrice?: number;
  buyNowPrice?: number | null;
  startsAt?: number | null;
  endingAt?: number | null;
  /** The vehicle's make (default Hymer), e.g. for a saved search that should match this auction only. */
  make?: string;
}

/** A product with its auction row; the auction's object reads it from D1 on first use. */
export async function createAuction(input: AuctionInput): Promise<{ productId: number; auctionId: number }> {
  const status = input.status ?? 'running';
  const productId = await insertListing({ sellerId: input.sellerId, status, ...(input.make ? { make: input.make } : {}) });
  const endingAt = input.endingAt === undefined ? Date.now() + 6 * 3600_000 : input.endingAt;
  const startsAt = input.startsAt === undefined ? Date.now() - 3600_000 : input.startsAt;
  await env.DB.prepare('UPDATE products SET minimum_price = ?, buy_now_price = ?, start_price = ?, ending_at = ? WHERE id = ?')
    .bind(input.minimumPrice ?? 20_000, input.buyNowPrice ?? null, input.startPrice ?? 10_000, endingAt, productId)
    .run();
  const row = await env.DB.prepare('INSERT INTO auctions (product_id, round, status, start_price, starts_at, ending_at) VALUES (?, 1, ?, ?, ?, ?) RETURNING id')
    .bind(productId, status, input.startPrice ?? 10_000, startsAt, endingAt)
    .first<{ id: number }>();
  if (!row) throw new Error('auction not inserted');
  return { productId, auctionId: row.id };
}

export function auctionStub(auctionId: number) {
  return env.AUCTION_ROOM.get(env.AUCTION_ROOM.idFromName(String(auctionId)));
}

let requestCounter = 0;
export function requestId(): string {
  requestCounter += 1;
  return `req-${Date.now()}-${requestCounter}`;
}
