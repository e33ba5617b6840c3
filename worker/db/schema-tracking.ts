/** Dealer tracking links (?mc=) and the ads they brought in: only the secret's hash is stored, never the secret. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { merchants, products } from './schema.ts';

/**
 * A dealer's current tracking link. Issuing a new one replaces the row, which also voids every cookie the old link
 * set (their signature covers the hash).
 */
export const merchantTrackingLinks = sqliteTable(
  'merchant_tracking_links',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the secret (256 random bits, so a plain hash is enough; nothing to brute-force). */
    secretHash: text('secret_hash').notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    issuedBy: integer('issued_by'),
  },
  (t) => [uniqueIndex('merchant_tracking_links_secret').on(t.secretHash)],
);

/** The dealer whose link brought a seller here, recorded once when the seller sent the ad to review. */
export const adReferrals = sqliteTable(
  'ad_referrals',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('ad_referrals_merchant').on(t.merchantId, t.createdAt)],
);
