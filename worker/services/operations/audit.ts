/**
 * The operators' audit log from a request: one append-only row per action (who, what, on which subject, before,
 * after, when, the request id). `auditInsert` (worker/db/repositories/audit-log.ts) gives the statement to batch with
 * the change itself, so an action and its entry are written together or not at all. Before/after hold what the
 * operator changed (ids, states, reasons), never secrets.
 */
import type { Context } from 'hono';
import { type AuditActor, type AuditEntry, auditInsert } from '../../db/repositories/audit-log.ts';
import type { AppEnv } from '../../env.ts';

export { AUDIT_SUBJECTS, auditInsert, listAudit, type AuditActor, type AuditEntry, type AuditFilter, type AuditSubject } from '../../db/repositories/audit-log.ts';

export function auditActor(c: Context<AppEnv>): AuditActor {
  const auth = c.get('auth');
  if (!auth) throw new Error('audit without a signed-in operator');
  return { customerId: auth.customerId, requestId: c.get('requestId') ?? null };
}

/** Records one entry on its own (for actions whose change is not a D1 write, such as an auction command). */
export async function recordAudit(c: Context<AppEnv>, entry: AuditEntry, now = Date.now()): Promise<void> {
  await auditInsert(c.get('db'), auditActor(c), entry, now);
}
