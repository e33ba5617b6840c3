/**
 * Drizzle tables the auction Durable Objects project into D1 (bids, participants, domain events) and the orders a
 * sale creates, with their gap-free invoice number series. The Durable Object stays the source of truth for bidding;
 * these rows exist for lists, messages and accounting.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { customers, products } from './schema.ts';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** Every accepted bid, agent bid, buy-now and late offer, numbered by the auction's Durable Object. */
export const auctionBids = sqliteTable(
  'auction_bids',
  {
    auctionId: integer('auction_id').notNull(),
    seq: integer('seq').notNull(),
    round: integer('round').notNull(),
    customerId: integer('customer_id').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['bid', 'agent', 'buy_now', 'late_offer'] }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.seq] }), index('auction_bids_customer').on(t.customerId, t.auctionId)],
);

/** One row per merchant and auction they took part in: what the purchases list shows without asking the object. */
export const auctionParticipants = sqliteTable(
  'auction_participants',
  {
    auctionId: integer('auction_id').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The merchant's highest own bid (or late offer) in the current round. */
    maxBid: integer('max_bid'),
    agentMax: integer('agent_max'),
    holding: integer('holding', { mode: 'boolean' }).notNull().default(false),
    /** Bidder context state (domain/auction/context.ts), e.g. highest_bidder, overbid, late_offer_pending. */
    state: text('state'),
    /** The auction object's event number this standing is as of (a late queue message never overwrites a newer one). */
    seq: integer('seq').notNull().default(0),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.customerId] }), index('auction_participants_customer').on(t.customerId, t.updatedAt)],
);

/** Domain events of auctions (outbid, won, renegotiation turn, ...), kept for the messages module to deliver. */
export const auctionEvents = sqliteTable(
  'auction_events',
  {
    auctionId: integer('auction_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    /** The customer the event concerns (bidder, seller), when there is one. */
    customerId: integer('customer_id'),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.seq] }), index('auction_events_undelivered').on(t.deliveredAt, t.createdAt)],
);

export const ORDER_STATUSES = ['pending', 'paid', 'canceled', 'cancellation_requested_by_dealer'] as const;

/** A sale: hammer price, the dealer's commission and its invoice; one per auction round. */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    auctionId: integer('auction_id').notNull(),
    round: integer('round').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => customers.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => customers.id),
    /** How the sale came about: auction, buy_now, renegotiation, late_offer. */
    via: text('via').notNull(),
    hammerPrice: integer('hammer_price').notNull(),
    /** The seller is VAT reportable: the hammer price is gross and the commission is computed on its net part. */
    vatReportable: integer('vat_reportable', { mode: 'boolean' }).notNull(),
    commissionNet: integer('commission_net').notNull(),
    commissionVat: integer('commission_vat').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    reversalNumber: text('reversal_number'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentDueAt: integer('payment_due_at', { mode: 'timestamp_ms' }).notNull(),
    cancellationReason: text('cancellation_reason'),
    cancellationRequestedAt: integer('cancellation_requested_at', { mode: 'timestamp_ms' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_auction_round').on(t.auctionId, t.round),
    uniqueIndex('orders_invoice_number').on(t.invoiceNumber),
    index('orders_buyer').on(t.buyerId, t.createdAt),
    // The cron's payment reminders and the console's overdue list: pending orders by due date.
    index('orders_status_due').on(t.status, t.paymentDueAt),
    // The valuation's comparables: the newest sales first, up to a limit.
    index('orders_created').on(t.createdAt),
  ],
);

/** Gap-free number series (one row per series and year), advanced in the same batch that stores the document. */
export const numberSeries = sqliteTable('number_series', {
  series: text('series').primaryKey(),
  lastValue: integer('last_value').notNull(),
});
