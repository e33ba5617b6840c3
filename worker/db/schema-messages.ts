/**
 * The conversation layer's tables: notification messages (which are also the e-mail outbox), questions to the
 * seller, web-push subscriptions, who may have a live notification stream open, the tickets that open one, and the
 * failed-auction reminder's settled stages.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { MessageParams } from '../../domain/messages/kinds.ts';
import { customers, products } from './schema.ts';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** Where a message's e-mail stands: none needed (null), waiting, being sent, sent, or settled without a mail of its own. */
export const MESSAGE_MAIL_STATES = ['pending', 'sending', 'sent', 'merged', 'skipped', 'failed'] as const;
export type MessageMailState = (typeof MESSAGE_MAIL_STATES)[number];

/**
 * One notification for one customer. (customer_id, source_key) is unique: the event that caused it is written into
 * source_key, so handling an event twice never gives two messages. Texts are rendered at read time in the reader's
 * language from kind and params.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    groupKey: text('group_key').notNull(),
    auctionId: integer('auction_id'),
    productId: integer('product_id'),
    kind: text('kind').notNull(),
    cta: text('cta').notNull(),
    ctaResponse: text('cta_response'),
    params: text('params', { mode: 'json' }).$type<MessageParams>().notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    mailState: text('mail_state', { enum: MESSAGE_MAIL_STATES }),
    mailDueAt: integer('mail_due_at'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailClaimedAt: integer('mail_claimed_at'),
  },
  (t) => [
    uniqueIndex('messages_customer_source').on(t.customerId, t.sourceKey),
    index('messages_customer_group').on(t.customerId, t.groupKey, t.id),
    index('messages_mail_due').on(t.mailState, t.mailDueAt),
  ],
);

/** A dealer's question about an ad and the seller's answer; answered questions are public to every dealer. */
export const questions = sqliteTable(
  'questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('questions_product').on(t.productId, t.id), index('questions_asker').on(t.customerId, t.productId, t.id)],
);

/** A browser's web-push subscription (endpoint and keys from PushManager.subscribe), owned by one customer. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_customer').on(t.customerId)],
);

/**
 * Customers who may have a notification stream open, up to when (the stream's token expiry; a stream never outlives
 * it). Written when a stream opens, before it can receive anything; deliveries ask only these customers' NotifyHub
 * objects, so a bid wakes no object for a dealer who is not listening. A row that outlives its streams costs one
 * harmless publish to a hub without streams.
 */
export const liveStreams = sqliteTable('live_streams', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  openUntil: integer('open_until').notNull(),
});

/**
 * Single-use tickets that open a notification stream (`GET /notifications/get-sse?ticket=`), so no access token goes
 * into a URL: the SHA-256 of a random ticket, the sign-in it stands for (`family_id`) and that sign-in's access-token
 * expiry, which the stream keeps. Valid until `expires_at` (60 s at most) and once; expired rows go when tickets are
 * issued.
 */
export const streamTickets = sqliteTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    accessExpiresAt: integer('access_expires_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('stream_tickets_expires_at').on(t.expiresAt)],
);

/** FAILED_AUCTION_REMINDER stages claimed per auction round: each goes out at most once. */
export const failedAuctionReminders = sqliteTable(
  'failed_auction_reminders',
  {
    auctionId: integer('auction_id').notNull(),
    round: integer('round').notNull(),
    stage: integer('stage').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.round, t.stage] })],
);
