/**
 * The operators' audit log: one append-only row per action (who, what, on which subject, before, after, when, the
 * request id). `auditInsert` gives the statement to batch with the change itself, so an action and its entry are
 * written together or not at all. Before/after hold what the operator changed (ids, states, reasons), never secrets.
 */
import type { Context } from 'hono';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema-operations.ts';
import type { AppEnv } from '../../env.ts';

export const AUDIT_SUBJECTS = ['product', 'product_version', 'merchant', 'customer', 'order', 'auction', 'contact_request', 'content', 'setting', 'terms', 'popup', 'operator'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export interface AuditEntry {
  /** What the operator did, as `<area>.<verb>` (e.g. `ad.approved`, `merchant.blocked`). */
  action: string;
  subjectType: AuditSubject;
  subjectId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acts and in which request, read from the request context. */
export interface AuditActor {
  customerId: number;
  requestId: string | null;
}

export function auditActor(c: Context<AppEnv>): AuditActor {
  const auth = c.get('auth');
  if (!auth) throw new Error('audit without a signed-in operator');
  return { customerId: auth.customerId, requestId: c.get('requestId') ?? null };
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

/** Records one entry on its own (for actions whose change is not a D1 write, such as an auction command). */
export async function recordAudit(c: Context<AppEnv>, entry: AuditEntry, now = Date.now()): Promise<void> {
  await auditInsert(c.get('db'), auditActor(c), entry, now);
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
