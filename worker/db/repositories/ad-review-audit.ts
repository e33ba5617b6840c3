/**
 * An audit entry that also guards the decision it records: its subject id is a subquery that is NULL unless the
 * item is still as the operator read it. Placed first in the decision's D1 batch, a NULL fails the NOT NULL
 * column and rolls the whole batch back, so the change and its entry happen together, once, or not at all.
 */
import type { SQL } from 'drizzle-orm';
import type { AuditActor, AuditEntry } from './audit-log.ts';
import type { Database } from '../client.ts';
import { auditLog } from '../schema-operations.ts';

export function guardedAuditInsert(db: Database, actor: AuditActor, entry: Omit<AuditEntry, 'subjectId'>, subjectGuard: SQL, now: Date) {
  return db.insert(auditLog).values({
    at: now,
    requestId: actor.requestId,
    actorCustomerId: actor.customerId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: subjectGuard,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
