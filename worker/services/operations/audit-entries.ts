/** The audit log as the console reads it: filtered entries newest first, with the actor's e-mail and the next page's cursor. */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { type AuditFilter, listAudit } from './audit.ts';

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;

export async function auditPage(db: Database, filter: AuditFilter) {
  const rows = await listAudit(db, filter);
  const actorIds = [...new Set(rows.map((row) => row.actorCustomerId))];
  const actors = actorIds.length
    ? await db.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.id, actorIds))
    : [];
  const emailOf = new Map(actors.map((actor) => [actor.id, actor.email]));
  const last = rows.at(-1);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      requestId: row.requestId,
      actor: { customerId: row.actorCustomerId, email: emailOf.get(row.actorCustomerId) ?? null },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    // A full page may have older entries behind it; a short one is the end of the log.
    nextBefore: last && rows.length === filter.limit ? last.id : null,
  };
}
