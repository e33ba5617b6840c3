/** The free valuation: one row per valuation with its vehicle (a product in editing), status, range and report key. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ValuationEstimate } from '../../domain/valuation/types.ts';
import { VALUATION_STATUSES } from '../../domain/valuation/form.ts';
import { customers, products } from './schema.ts';

export const valuations = sqliteTable(
  'valuations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The vehicle, kept as a product in editing (funnel 'valuation'), so it becomes an ad without retyping. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VALUATION_STATUSES }).notNull().default('editing'),
    step: integer('step').notNull().default(1),
    name: text('name'),
    /** The address the report goes to (trimmed, lower-case); one submitted valuation per address. */
    email: text('email'),
    phone: text('phone'),
    desiredPrice: integer('desired_price'),
    plannedSale: text('planned_sale'),
    locale: text('locale').notNull().default('de'),
    /** SHA-256 of the report link's key, to find a valuation by its link. */
    reportKeyHash: text('report_key_hash'),
    /** The key itself, sealed (worker/lib/sealed.ts), so the report mail and its reminders can link to it again. */
    reportKeySealed: text('report_key_sealed'),
    /** The automatic estimate computed at submission (domain/valuation/comparables.ts). */
    estimate: text('estimate', { mode: 'json' }).$type<ValuationEstimate>(),
    low: integer('low'),
    high: integer('high'),
    operatorNote: text('operator_note'),
    reviewedBy: integer('reviewed_by'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    valuatedAt: integer('valuated_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    uniqueIndex('valuations_product').on(t.productId),
    uniqueIndex('valuations_report_key').on(t.reportKeyHash),
    // One submitted valuation per e-mail address; drafts may share one.
    uniqueIndex('valuations_submitted_email').on(t.email).where(sql`status <> 'editing'`),
    index('valuations_status').on(t.status, t.submittedAt),
    index('valuations_customer').on(t.customerId),
  ],
);

/** VALUATION_REPORT_REMINDER stages settled per valuation: each goes out at most once. */
export const valuationReminders = sqliteTable(
  'valuation_reminders',
  {
    valuationId: integer('valuation_id')
      .notNull()
      .references(() => valuations.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.valuationId, t.stage] })],
);

/**
 * The market price of a vehicle as last computed (worker/services/market-price.ts): comparing with thousands of past
 * sales costs milliseconds per vehicle, and a dealer's board asks for dozens at once, so a result is reused while it
 * is fresh and the vehicle's key data (the fingerprint) has not changed.
 */
export const marketPrices = sqliteTable('market_prices', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** The vehicle data and method the result was computed from; another fingerprint means compute again. */
  fingerprint: text('fingerprint').notNull(),
  /** The MarketPriceReport (domain/market-price.ts), key data only. */
  report: text('report').notNull(),
  computedAt: integer('computed_at', { mode: 'timestamp_ms' }).notNull(),
});
