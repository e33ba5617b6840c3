/** The operators' review of submitted ads: the queue (oldest submission first), the review state, and the send-back and approval writes. */
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers, products } from '../schema.ts';
import { coverPhotoKey } from './product-detail.ts';

export interface ReviewQueueRow {
  productId: number;
  make: string;
  model: string;
  kind: 'motorhome' | 'trailer';
  customerId: number;
  name: string;
  surname: string;
  company: string | null;
  email: string;
  language: string;
  submittedAt: Date | null;
  updatedAt: Date | null;
  coverKey: string | null;
}

const underReview = and(eq(products.status, 'under_review'), isNull(products.deletedAt));

/** One page of ads waiting for review, the longest waiting first (the 24-hour promise), with the total. */
export async function listAdsUnderReview(db: Database, page: number, perPage: number): Promise<{ rows: ReviewQueueRow[]; total: number }> {
  // Two queries, not a batch: in a D1 batch drizzle maps rows by column name, and products and customers share `id`.
  const [rows, totals] = await Promise.all([
    db
      .select({
        productId: products.id,
        make: products.make,
        model: products.model,
        kind: products.productType,
        customerId: customers.id,
        name: customers.name,
        surname: customers.surname,
        company: customers.commercialCompany,
        email: customers.email,
        language: customers.languageSetting,
        submittedAt: products.submittedAt,
        updatedAt: products.updatedAt,
        coverKey: sql<string | null>`${coverPhotoKey(products.id)}`.as('cover_key'),
      })
      .from(products)
      .innerJoin(customers, eq(customers.id, products.customerId))
      .where(underReview)
      .orderBy(asc(sql`coalesce(${products.submittedAt}, ${products.updatedAt}, ${products.createdAt})`), asc(products.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
      .all(),
    db.select({ total: count() }).from(products).where(underReview).all(),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface ReviewState {
  status: string;
  updatedAt: Date | null;
  deleted: boolean;
}

/** Where an ad stands for a review decision; null when there is no such ad. */
export async function findReviewState(db: Database, productId: number): Promise<ReviewState | null> {
  const row = await db
    .select({ status: products.status, updatedAt: products.updatedAt, deletedAt: products.deletedAt })
    .from(products)
    .where(eq(products.id, productId))
    .get();
  return row ? { status: row.status, updatedAt: row.updatedAt, deleted: row.deletedAt !== null } : null;
}

/** The condition a decision is taken on: still under review, not deleted, and unchanged since the operator read it. */
function asRead(productId: number, updatedAt: Date | null) {
  const unchanged = updatedAt ? eq(products.updatedAt, updatedAt) : isNull(products.updatedAt);
  return and(eq(products.id, productId), eq(products.status, 'under_review'), isNull(products.deletedAt), unchanged);
}

/** Sends the ad back to editing with the operator's reason (to batch with its audit entry); changes nothing unless the ad is as read. */
export function sendBackStatement(db: Database, productId: number, updatedAt: Date | null, reason: string, now: Date) {
  return db.update(products).set({ status: 'editing', reviewNote: reason, reviewedAt: now, updatedAt: now }).where(asRead(productId, updatedAt));
}

/** The ad's id as text while it is as the operator read it, else NULL: the guard of a decision's audit entry (see guardedAuditInsert). */
export function adAsReadGuard(db: Database, productId: number, updatedAt: Date | null): SQL {
  return sql`(${db.select({ id: sql`cast(${products.id} as text)` }).from(products).where(asRead(productId, updatedAt))})`;
}

/** After the auction object published the ad: when it was reviewed, and no reason to show any more. */
export function approvedStatement(db: Database, productId: number, now: Date) {
  return db.update(products).set({ reviewNote: null, reviewedAt: now }).where(eq(products.id, productId));
}

/** The ad's owner and title words, for the seller's mails. */
export async function adTitleAndSeller(db: Database, productId: number) {
  return (await db.select({ customerId: products.customerId, make: products.make, model: products.model }).from(products).where(eq(products.id, productId)).get()) ?? null;
}
