/** The operators' valuation queue: submitted valuations waiting for review (oldest first), one for review, and the confirmation write. */
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { valuations } from '../schema-valuations.ts';
import { preparedStatement } from './conditional-audit.ts';

export type ValuationReviewRow = typeof valuations.$inferSelect;

export interface ValuationQueueRow {
  id: number;
  productId: number;
  productType: 'motorhome' | 'trailer';
  make: string;
  model: string;
  firstRegistrationYear: number;
  name: string | null;
  email: string | null;
  locale: string;
  desiredPrice: number | null;
  submittedAt: Date | null;
  updatedAt: Date;
  /** 'range' or 'too_few' (the automatic estimate's state), read from the stored JSON. */
  estimateState: string | null;
  estimateLow: number | null;
  estimateHigh: number | null;
}

const underReview = and(eq(valuations.status, 'under_review'), isNull(products.deletedAt));

/** One page of valuations under review, the longest waiting first (the 24-hour promise), with the total. */
export async function listValuationsUnderReview(db: Database, page: number, perPage: number): Promise<{ rows: ValuationQueueRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: valuations.id,
        productId: valuations.productId,
        productType: products.productType,
        make: products.make,
        model: products.model,
        firstRegistrationYear: products.firstRegistrationYear,
        name: valuations.name,
        email: valuations.email,
        locale: valuations.locale,
        desiredPrice: valuations.desiredPrice,
        submittedAt: valuations.submittedAt,
        updatedAt: valuations.updatedAt,
        estimateState: sql<string | null>`json_extract(${valuations.estimate}, '$.state')`.as('estimate_state'),
        estimateLow: sql<number | null>`json_extract(${valuations.estimate}, '$.low')`.as('estimate_low'),
        estimateHigh: sql<number | null>`json_extract(${valuations.estimate}, '$.high')`.as('estimate_high'),
      })
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(underReview)
      // The (status, submitted_at) index serves this order.
      .orderBy(asc(sql`coalesce(${valuations.submittedAt}, ${valuations.updatedAt})`), asc(valuations.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
      .all(),
    db.select({ total: count() }).from(valuations).innerJoin(products, eq(products.id, valuations.productId)).where(underReview).all(),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A valuation with its vehicle's owner, whatever its status; null when there is none or its vehicle was deleted. */
export async function findValuationForReview(db: Database, id: number): Promise<{ valuation: ValuationReviewRow; ownerId: number } | null> {
  return (
    (await db
      .select({ valuation: valuations, ownerId: products.customerId })
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(and(eq(valuations.id, id), isNull(products.deletedAt)))
      .get()) ?? null
  );
}

/** The condition a confirmation is taken on: still under review and unchanged since the operator read it. */
export function valuationAsRead(id: number, updatedAt: Date): SQL {
  return sql`EXISTS (SELECT 1 FROM ${valuations} WHERE ${valuations.id} = ${id} AND ${valuations.status} = 'under_review' AND ${valuations.updatedAt} = ${updatedAt.getTime()})`;
}

export interface Confirmation {
  low: number;
  high: number;
  note: string | null;
  reviewedBy: number;
  now: Date;
}

/** Marks the valuation valuated with the operator's range (to batch after its audit entry); changes nothing unless it is as read. */
export function confirmStatement(db: Database, id: number, updatedAt: Date, confirmation: Confirmation): D1PreparedStatement {
  const now = confirmation.now.getTime();
  return preparedStatement(
    db,
    sql`UPDATE ${valuations} SET status = 'valuated', low = ${confirmation.low}, high = ${confirmation.high}, operator_note = ${confirmation.note},
      reviewed_by = ${confirmation.reviewedBy}, valuated_at = ${now}, updated_at = ${now}
      WHERE ${valuations.id} = ${id} AND ${valuations.status} = 'under_review' AND ${valuations.updatedAt} = ${updatedAt.getTime()}`,
  );
}
