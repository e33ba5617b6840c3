/**
 * Operator console tables: operators' second factor, the sign-ins that passed it, the append-only audit log, queue
 * messages that failed every attempt (dead letters) and the receipts that make each queued mail go out once.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { customers } from './schema.ts';

/** An operator's TOTP secret (sealed with a key derived from AUTH_SECRET) and the hashes of the unused recovery codes. */
export const operatorFactors = sqliteTable('operator_factors', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  /** Null until the operator proved the authenticator app works with a first code. */
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  recoveryHashes: text('recovery_hashes', { mode: 'json' }).$type<string[]>().notNull(),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

/** Sign-ins (refresh-token families) in which an operator passed the second factor; only these reach /admin/api. */
export const operatorSessions = sqliteTable(
  'operator_sessions',
  {
    familyId: text('family_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('operator_sessions_customer').on(t.customerId)],
);

/**
 * Every operator action: who, what, on which subject, the state before and after, when and in which request.
 * Triggers in the migration abort every UPDATE and DELETE.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    requestId: text('request_id'),
    actorCustomerId: integer('actor_customer_id').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_subject').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_actor').on(t.actorCustomerId, t.at),
    index('audit_log_action').on(t.action, t.at),
  ],
);

/**
 * A queue message whose consumer failed every attempt: what it carried, from which queue and how often it was tried
 * (the errors are in the consumer's log lines). The operator console lists them and can send one back to its queue (docs/operations.md).
 */
export const deadLetters = sqliteTable(
  'dead_letters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The queue message's id: a dead letter delivered twice is stored once. */
    messageId: text('message_id').notNull().unique(),
    queue: text('queue').notNull(),
    /** The message kind (auction_events, message_mails, ...), for the console's list. */
    kind: text('kind').notNull(),
    body: text('body', { mode: 'json' }).$type<unknown>().notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: integer('failed_at', { mode: 'timestamp_ms' }).notNull(),
    /** Set when an operator sent it back to its queue. */
    requeuedAt: integer('requeued_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('dead_letters_open').on(t.requeuedAt, t.failedAt)],
);

/** Mails handed to the transport by a queue consumer, by their key: a redelivered message sends nothing twice. */
export const mailReceipts = sqliteTable('mail_receipts', {
  key: text('key').primaryKey(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
});

/** The review queues the 24-hour promise covers: submitted ads and valuations. */
export const REVIEW_QUEUES = ['ads', 'valuations'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/**
 * One row per review decision (ad approved or sent back, valuation confirmed): when the item was submitted and when
 * it was decided, written in the decision's own batch. The dashboard's 24-hour share counts these; an ad sent back
 * and submitted again is a second decision, so none is lost when the product's own timestamps move on.
 */
export const reviewDecisions = sqliteTable(
  'review_decisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    queue: text('queue', { enum: REVIEW_QUEUES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('review_decisions_decided').on(t.queue, t.decidedAt)],
);

/**
 * The escalation mails sent: one row per item, submission and operator, claimed before the mail goes out (and
 * released when it fails), so every cron run and retry mails each operator about each waiting item once.
 */
export const reviewEscalations = sqliteTable(
  'review_escalations',
  {
    queue: text('queue', { enum: REVIEW_QUEUES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The submission escalated: an ad submitted again after a send-back is escalated again. */
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
    operatorId: integer('operator_id').notNull(),
    mailedAt: integer('mailed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.queue, t.subjectId, t.submittedAt, t.operatorId] })],
);
