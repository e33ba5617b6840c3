/**
 * Audit entries written only when a conditional change applies: the entry's insert carries the same condition as the
 * update it records and runs first in the same D1 batch (one transaction), so both see the same state and either both
 * happen or neither does. Two operators acting at once leave exactly one change and one entry.
 */
import { type SQL, sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { AuditActor, AuditEntry } from './audit-log.ts';
import type { Database } from '../client.ts';
import { auditLog } from '../schema-operations.ts';

const dialect = new SQLiteAsyncDialect();

/** A raw statement for D1's own batch (drizzle batches only its query builders). */
export function preparedStatement(db: Database, statement: SQL): D1PreparedStatement {
  const query = dialect.sqlToQuery(statement);
  return db.$client.prepare(query.sql).bind(...query.params);
}

const json = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);

/** The insert of one audit entry that happens only while `condition` (a boolean SQL expression) holds. */
export function auditInsertWhen(db: Database, actor: AuditActor, entry: AuditEntry, condition: SQL, now: number): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`INSERT INTO ${auditLog} (at, request_id, actor_customer_id, action, subject_type, subject_id, before, after)
      SELECT ${now}, ${actor.requestId}, ${actor.customerId}, ${entry.action}, ${entry.subjectType}, ${String(entry.subjectId)}, ${json(entry.before)}, ${json(entry.after)}
      WHERE ${condition}`,
  );
}

/**
 * Runs the entry and the change together; true when the change applied. D1's `meta.changes` also counts what the
 * table's triggers wrote (page versions, migration 0024), so "applied" is "changed any row": every change here
 * targets one row by its key.
 */
export async function runAudited(db: Database, audit: D1PreparedStatement, change: D1PreparedStatement, alongside: readonly D1PreparedStatement[] = []): Promise<boolean> {
  // Statements alongside (under the same condition) run before the change, while the condition still reads as before.
  const results = await db.$client.batch([audit, ...alongside, change]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}
