/**
 * The free valuation's rows: the caller's valuation, lookups by id and by the report key's hash, draft saves, the
 * one-time submission (a conditional UPDATE, so two submits cannot both win) and handing a vehicle to a new owner.
 * The valuation's owner is its vehicle's owner (products.customer_id): signing in moves a prospect's products, and
 * valuations.customer_id is brought in line wherever a valuation is read for its owner.
 */
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ValuationEstimate } from '../../../domain/valuation/types.ts';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { valuations } from '../schema-valuations.ts';

export type ValuationRow = typeof valuations.$inferSelect;

/**
 * Whether a products row is one of the seller's ads: anything but a valuation's vehicle that was not started as an
 * ad yet (funnel 'valuation' without a sale timing; "start an ad" sets it). For the ad lists and the ad reminders.
 */
export const isSellersAd = sql`(coalesce(${products.funnel}, '') <> 'valuation' OR ${products.saleTiming} IS NOT NULL)`;

export interface ValuationWithVehicle {
  valuation: ValuationRow;
  ownerId: number;
  productStatus: string;
  productType: 'motorhome' | 'trailer';
}

const withVehicle = { valuation: valuations, ownerId: products.customerId, productStatus: products.status, productType: products.productType };

/** The newest valuation whose vehicle one of `customerIds` owns (vehicle not deleted). */
export async function newestValuationOf(db: Database, customerIds: readonly number[]): Promise<ValuationWithVehicle | null> {
  if (customerIds.length === 0) return null;
  return (
    (await db
      .select(withVehicle)
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(and(inArray(products.customerId, [...customerIds]), isNull(products.deletedAt)))
      .orderBy(desc(valuations.id))
      .limit(1)
      .get()) ?? null
  );
}

/** The newest valuation of `customerIds` whose vehicle is still an ad in editing (the onboarding stepper's VMM). */
export async function valuationInEditingOf(db: Database, customerIds: readonly number[], productId?: number): Promise<ValuationWithVehicle | null> {
  if (customerIds.length === 0) return null;
  return (
    (await db
      .select(withVehicle)
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(
        and(
          inArray(products.customerId, [...customerIds]),
          isNull(products.deletedAt),
          eq(products.status, 'editing'),
          productId === undefined ? undefined : eq(products.id, productId),
        ),
      )
      .orderBy(desc(valuations.id))
      .limit(1)
      .get()) ?? null
  );
}

/** The one valuation matching `condition` whose vehicle is not deleted. */
async function oneWithVehicle(db: Database, condition: SQL): Promise<ValuationWithVehicle | null> {
  return (
    (await db
      .select(withVehicle)
      .from(valuations)
      .innerJoin(products, eq(products.id, valuations.productId))
      .where(and(condition, isNull(products.deletedAt)))
      .get()) ?? null
  );
}

export function valuationById(db: Database, id: number): Promise<ValuationWithVehicle | null> {
  return oneWithVehicle(db, eq(valuations.id, id));
}

/** By the SHA-256 of a report key: an index lookup on the hash, so timing says nothing about the key itself. */
export function valuationByKeyHash(db: Database, keyHash: string): Promise<ValuationWithVehicle | null> {
  return oneWithVehicle(db, eq(valuations.reportKeyHash, keyHash));
}

/** The submitted valuation (any status but editing) of an address, other than `exceptId`. */
export async function submittedValuationByEmail(db: Database, email: string, exceptId: number): Promise<ValuationRow | null> {
  return (
    (await db
      .select()
      .from(valuations)
      .where(and(eq(valuations.email, email), ne(valuations.status, 'editing'), ne(valuations.id, exceptId)))
      .get()) ?? null
  );
}

export interface ValuationDraft {
  step?: number;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  desiredPrice?: number | null;
  plannedSale?: string | null;
  locale?: string;
}

export async function insertValuation(db: Database, row: { productId: number; customerId: number; locale: string } & ValuationDraft): Promise<number> {
  const inserted = await db.insert(valuations).values(row).returning({ id: valuations.id }).get();
  return inserted.id;
}

/** Saves draft fields of a valuation still in editing; false when it was submitted meanwhile. */
export async function saveValuationDraft(db: Database, id: number, draft: ValuationDraft): Promise<boolean> {
  const row = await db
    .update(valuations)
    .set({ ...draft, updatedAt: new Date() })
    .where(and(eq(valuations.id, id), eq(valuations.status, 'editing')))
    .returning({ id: valuations.id })
    .get();
  return row !== undefined;
}

export interface Submission extends ValuationDraft {
  reportKeyHash: string;
  reportKeySealed: string;
  estimate: ValuationEstimate;
  submittedAt: Date;
}

/** The unique index of one submitted valuation per address refused the submission. */
export function isSubmittedEmailConflict(error: unknown): boolean {
  for (let current: unknown = error; current; current = current instanceof Error ? current.cause : undefined) {
    if (/valuations\.email|valuations_submitted_email/.test(String(current))) return true;
  }
  return false;
}

/**
 * Submits once: only a valuation still in editing moves to under_review (two submits at the same moment: one row
 * changes, the other gets null). Throws when the address has a submitted valuation (isSubmittedEmailConflict).
 */
export async function submitValuation(db: Database, id: number, submission: Submission): Promise<ValuationRow | null> {
  return (
    (await db
      .update(valuations)
      .set({ ...submission, status: 'under_review', updatedAt: submission.submittedAt })
      .where(and(eq(valuations.id, id), eq(valuations.status, 'editing')))
      .returning()
      .get()) ?? null
  );
}

/** Hands one valuation's vehicle from its owner to another customer (only if `fromId` still owns it). */
export async function transferValuation(db: Database, valuation: { id: number; productId: number }, fromId: number, toId: number): Promise<void> {
  await db.batch([
    db.update(products).set({ customerId: toId }).where(and(eq(products.id, valuation.productId), eq(products.customerId, fromId))),
    db.update(valuations).set({ customerId: toId }).where(eq(valuations.id, valuation.id)),
  ]);
}

/** Brings valuations.customer_id in line with its vehicle's owner (after a prospect's products moved on sign-in). */
export async function alignValuationOwner(db: Database, valuationId: number, customerId: number): Promise<void> {
  await db.update(valuations).set({ customerId }).where(and(eq(valuations.id, valuationId), ne(valuations.customerId, customerId)));
}

/** "Start an ad": the vehicle becomes a direct sale in the seller's ad lists (sale timing 'now'). */
export async function markStartedAsAd(db: Database, productId: number): Promise<void> {
  await db.update(products).set({ saleTiming: 'now', updatedAt: new Date() }).where(eq(products.id, productId));
}
