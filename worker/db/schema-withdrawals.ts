/** Drizzle table of the sellers' "sold or not selling" answers (domain/ad-withdrawal.ts), one per ad: the latest. */
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WITHDRAWAL_REASONS } from '../../domain/ad-withdrawal.ts';
import { products } from './schema.ts';

export const adWithdrawals = sqliteTable('ad_withdrawals', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** The seller who said it (the ad's owner at the time). */
  customerId: integer('customer_id').notNull(),
  reason: text('reason', { enum: WITHDRAWAL_REASONS }).notNull(),
  /** The seller's own words for the operator, if any. */
  note: text('note'),
  /** The ad's status before: what the withdrawal stopped (a running auction, a pending offer, ...). */
  statusBefore: text('status_before').notNull(),
  /** The auction round that was stopped, when there was one. */
  auctionId: integer('auction_id'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});
