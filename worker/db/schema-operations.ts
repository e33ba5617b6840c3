/** Operator console tables: operators' second factor, the sign-ins that passed it, and the append-only audit log. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
