/** What the local D1 holds of the day after it settled, read straight from its sqlite file. */
import type { DatabaseSync } from 'node:sqlite';
import { FIRST_AUCTION, FIRST_DEALER, FIRST_SELLER, OPERATOR } from './seed.ts';

export interface D1Bid {
  auctionId: number;
  seq: number;
  customerId: number;
  amount: number;
  kind: string;
  createdAt: number;
}

export interface D1Event {
  auctionId: number;
  seq: number;
  type: string;
  customerId: number | null;
  payload: string;
  createdAt: number;
}

export interface D1Product {
  id: number;
  status: string;
  bidCount: number;
  highestBid: number | null;
}

export interface D1Order {
  id: number;
  auctionId: number;
  round: number;
  buyerId: number;
  invoiceNumber: string;
  createdAt: number;
}

export interface D1Message {
  id: number;
  customerId: number;
  sourceKey: string;
  auctionId: number | null;
  kind: string;
  createdAt: number;
  mailState: string | null;
  mailDueAt: number | null;
  mailClaimedAt: number | null;
}

export interface D1Mail {
  id: number;
  recipient: string;
  kind: string;
  createdAt: number;
}

export interface D1Day {
  bids: D1Bid[];
  events: D1Event[];
  products: Map<number, D1Product>;
  orders: D1Order[];
  series: { series: string; lastValue: number }[];
  messages: D1Message[];
  mails: D1Mail[];
  /** e-mail address -> customer of the day. */
  customerByEmail: Map<string, number>;
}

function rows<T>(db: DatabaseSync, sql: string, ...params: number[]): T[] {
  return db.prepare(sql).all(...params) as unknown as T[];
}

export function readD1(db: DatabaseSync, lastAuction: number): D1Day {
  const range = [FIRST_AUCTION, lastAuction] as const;
  const products = new Map<number, D1Product>();
  for (const product of rows<D1Product>(db, 'SELECT id, status, bid_count AS bidCount, highest_bid AS highestBid FROM products WHERE id BETWEEN ? AND ?', ...range)) products.set(product.id, product);
  const customerByEmail = new Map<string, number>();
  for (const customer of rows<{ id: number; email: string }>(db, 'SELECT id, email FROM customers WHERE id BETWEEN ? AND ?', OPERATOR, FIRST_DEALER + 1_000_000)) {
    if (customer.id >= FIRST_SELLER || customer.id === OPERATOR) customerByEmail.set(customer.email, customer.id);
  }
  return {
    bids: rows<D1Bid>(db, 'SELECT auction_id AS auctionId, seq, customer_id AS customerId, amount, kind, created_at AS createdAt FROM auction_bids WHERE auction_id BETWEEN ? AND ? ORDER BY auction_id, seq', ...range),
    events: rows<D1Event>(db, 'SELECT auction_id AS auctionId, seq, type, customer_id AS customerId, payload, created_at AS createdAt FROM auction_events WHERE auction_id BETWEEN ? AND ? ORDER BY auction_id, seq', ...range),
    products,
    orders: rows<D1Order>(db, 'SELECT id, auction_id AS auctionId, round, buyer_id AS buyerId, invoice_number AS invoiceNumber, created_at AS createdAt FROM orders ORDER BY id'),
    series: rows<{ series: string; lastValue: number }>(db, 'SELECT series, last_value AS lastValue FROM number_series'),
    messages: rows<D1Message>(
      db,
      `SELECT id, customer_id AS customerId, source_key AS sourceKey, auction_id AS auctionId, kind, created_at AS createdAt, mail_state AS mailState,
              mail_due_at AS mailDueAt, mail_claimed_at AS mailClaimedAt
         FROM messages WHERE auction_id BETWEEN ? AND ? ORDER BY id`,
      ...range,
    ),
    mails: rows<D1Mail>(db, "SELECT id, recipient, kind, created_at AS createdAt FROM mail_outbox WHERE recipient LIKE 'bench-day-%' ORDER BY id"),
    customerByEmail,
  };
}
