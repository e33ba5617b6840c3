/**
 * The operators' audit log table: the insert of one entry (to batch with the change it records) and the filtered,
 * newest-first reading. The request-context side (who acts, in which request) is worker/services/operations/audit.ts.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { auditLog } from '../schema-operations.ts';

export const AUDIT_SUBJECTS = ['product', 'product_version', 'merchant', 'customer', 'order', 'auction', 'contact_request', 'content', 'setting', 'terms', 'popup', 'operator', 'valuation', 'dead_letter'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export interface AuditEntry {
  /** What the operator did, as `<area>.<verb>` (e.g. `ad.approved`, `merchant.blocked`). */
  action: string;
  subjectType: AuditSubject;
  subjectId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acts and in which request. */
export interface AuditActor {
  customerId: number;
  requestId: string | null;
}

/** The insert of one entry, to run in the same `db.batch` as the change it records. */
export function auditInsert(db: Database, actor: AuditActor, entry: AuditEntry, now = Date.now()) {
  return db.insert(auditLog).values({
    at: new Date(now),
    requestId: actor.requestId,
    actorCustomerId: actor.customerId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  actorCustomerId?: number;
  action?: string;
  subjectType?: AuditSubject;
  subjectId?: string;
  /** Entries before this id (the next page of a newest-first list). */
  beforeId?: number;
  limit: number;
}

/** Entries newest first, filtered. */
export async function listAudit(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actorCustomerId !== undefined) conditions.push(eq(auditLog.actorCustomerId, filter.actorCustomerId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
