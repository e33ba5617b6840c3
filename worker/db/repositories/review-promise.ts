/**
 * The 24-hour promise in D1: the decision rows written beside each review decision, the items that waited long
 * enough to be escalated, the escalation mails claimed per item and operator, and the figures for the dashboard.
 */
import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers, products } from '../schema.ts';
import { REVIEW_QUEUES, type ReviewQueue, reviewDecisions, reviewEscalations } from '../schema-operations.ts';
import { valuations } from '../schema-valuations.ts';
import { preparedStatement } from './conditional-audit.ts';

/** When an ad under review arrived: its submission, else its last save or creation (as the queue orders it). */
const adSince = sql<number>`coalesce(${products.submittedAt}, ${products.updatedAt}, ${products.createdAt})`;
const valuationSince = sql<number>`coalesce(${valuations.submittedAt}, ${valuations.updatedAt})`;

/** Records the decision on an ad (to batch with it, in drizzle's batch): submitted then, decided now. */
export function adDecisionInsert(db: Database, productId: number, now: Date) {
  // drizzle inserts a select into every column in the table's order: id (NULL, so the next one), queue, subject, times.
  return db
    .insert(reviewDecisions)
    .select(sql`SELECT NULL, 'ads', ${products.id}, ${adSince}, ${now.getTime()} FROM ${products} WHERE ${products.id} = ${productId}`);
}

/** Records the confirmation of a valuation while `condition` holds (to batch before the change it records). */
export function valuationDecisionInsertWhen(db: Database, valuationId: number, condition: SQL, now: Date): D1PreparedStatement {
  return preparedStatement(
    db,
    sql`INSERT INTO ${reviewDecisions} (queue, subject_id, submitted_at, decided_at)
      SELECT 'valuations', ${valuations.id}, ${valuationSince}, ${now.getTime()} FROM ${valuations} WHERE ${valuations.id} = ${valuationId} AND ${condition}`,
  );
}

export interface WaitingItem {
  queue: ReviewQueue;
  id: number;
  since: number;
  make: string;
  model: string;
}

/** Ads and valuations under review that arrived at or before `since` (escalated), the longest waiting first. */
export async function escalatedItems(db: Database, since: number, limit: number): Promise<WaitingItem[]> {
  const [ads, vals] = await Promise.all([
    db
      .select({ id: products.id, since: adSince, make: products.make, model: products.model })
      .from(products)
      .where(and(eq(products.status, 'under_review'), isNull(products.deletedAt), lte(adSince, since)))
      .orderBy(adSince)
      .limit(limit)
      .all(),
    db
      .select({ id: valuations.id, since: valuationSince, make: products.make, model: products.model })
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(and(eq(valuations.status, 'under_review'), isNull(products.deletedAt), lte(valuationSince, since)))
      .orderBy(valuationSince)
      .limit(limit)
      .all(),
  ]);
  const rows = [...ads.map((row) => ({ queue: 'ads' as const, ...row })), ...vals.map((row) => ({ queue: 'valuations' as const, ...row }))];
  return rows.map((row) => ({ ...row, since: Number(row.since) })).sort((a, b) => a.since - b.since).slice(0, limit);
}

/** Operators on duty: every active operator account (not deactivated, not deleted) with its console language setting. */
export async function operatorsOnDuty(db: Database) {
  return db
    .select({ id: customers.id, email: customers.email, name: customers.name, language: customers.languageSetting })
    .from(customers)
    .where(and(eq(customers.isAdmin, true), isNull(customers.deactivatedAt), isNull(customers.deletedAt)))
    .all();
}

/** Claims the items for one operator; answers the ones this run claimed (another run may hold the rest). */
export async function claimEscalations(db: Database, operatorId: number, items: readonly WaitingItem[], now: Date): Promise<WaitingItem[]> {
  if (items.length === 0) return [];
  // Five parameters a row and D1's 100 per statement: a backlog is claimed in statements of 16 rows.
  const claimed: { queue: string; subjectId: number }[] = [];
  for (let start = 0; start < items.length; start += 16) {
    const rows = await db
      .insert(reviewEscalations)
      .values(items.slice(start, start + 16).map((item) => ({ queue: item.queue, subjectId: item.id, submittedAt: new Date(item.since), operatorId, mailedAt: now })))
      .onConflictDoNothing()
      .returning({ queue: reviewEscalations.queue, subjectId: reviewEscalations.subjectId })
      .all();
    claimed.push(...rows);
  }
  const won = new Set(claimed.map((row) => `${row.queue}:${row.subjectId}`));
  return items.filter((item) => won.has(`${item.queue}:${item.id}`));
}

/** Gives claims back after the mail failed, so a later run sends it. */
export async function releaseEscalations(db: Database, operatorId: number, items: readonly WaitingItem[]): Promise<void> {
  for (const queue of ['ads', 'valuations'] as const) {
    const ids = items.filter((item) => item.queue === queue).map((item) => item.id);
    if (ids.length === 0) continue;
    await db
      .delete(reviewEscalations)
      .where(and(eq(reviewEscalations.operatorId, operatorId), eq(reviewEscalations.queue, queue), inArray(reviewEscalations.subjectId, ids)));
  }
}

/** Items escalated now per queue, and the window's decisions per queue with those kept within `keptWithinMs`, for the dashboard. */
export async function promiseRows(db: Database, escalatedFrom: number, windowFrom: number, keptWithinMs: number) {
  const [adsEscalated, valuationsEscalated, decisions] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .where(and(eq(products.status, 'under_review'), isNull(products.deletedAt), lte(adSince, escalatedFrom)))
      .get(),
    db
      .select({ n: sql<number>`count(*)` })
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(and(eq(valuations.status, 'under_review'), isNull(products.deletedAt), lte(valuationSince, escalatedFrom)))
      .get(),
    db
      .select({
        queue: reviewDecisions.queue,
        decided: sql<number>`count(*)`,
        kept: sql<number>`coalesce(sum(${reviewDecisions.decidedAt} - ${reviewDecisions.submittedAt} <= ${keptWithinMs}), 0)`,
      })
      .from(reviewDecisions)
      // The queue list lets the (queue, decided_at) index seek each queue's window instead of reading every decision.
      .where(and(inArray(reviewDecisions.queue, [...REVIEW_QUEUES]), gte(reviewDecisions.decidedAt, new Date(windowFrom))))
      .groupBy(reviewDecisions.queue)
      .all(),
  ]);
  return {
    escalated: { ads: Number(adsEscalated?.n ?? 0), valuations: Number(valuationsEscalated?.n ?? 0) },
    decided: Object.fromEntries(decisions.map((row) => [row.queue, { decided: Number(row.decided), kept: Number(row.kept) }])) as Partial<Record<ReviewQueue, { decided: number; kept: number }>>,
  };
}
