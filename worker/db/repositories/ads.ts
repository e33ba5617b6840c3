/**
 * Writes of the seller's ad editor: creating an ad in editing, saving attribute changes (columns and values in
 * one batch), damages, photos and documents; and the lists of a seller's ads.
 */
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { CoreColumns } from '../../../domain/ad-editor/core-columns.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import type { PhotoSection } from '../../../domain/product.ts';
import type { Database } from '../client.ts';
import { productImages, products } from '../schema.ts';
import { productDamages, productDocuments, productValues } from '../schema-listings.ts';
import { adEditInserts, type EditOrigin } from './ad-edits.ts';
import { PHOTO_ORDER } from './product-detail.ts';
import { isSellersAd } from './valuations.ts';

export type AdRow = typeof products.$inferSelect;
export type DocumentKind = (typeof productDocuments.$inferSelect)['kind'];

/** The unique index of one ad per vehicle refused the VIN. */
export class VinTakenError extends Error {
  constructor(readonly vinKey: string) {
    super('vin_taken');
  }
}

/** The unique index on vin_key refused a write; drizzle wraps the driver's error of a single query in `cause`. */
export function isVinConflict(error: unknown): boolean {
  for (let current: unknown = error; current; current = current instanceof Error ? current.cause : undefined) {
    if (String(current).includes('products.vin_key')) return true;
  }
  return false;
}

export interface NewAd {
  customerId: number;
  productType: ProductKind;
  country: string;
  saleTiming: 'now' | 'later' | null;
  columns: Partial<CoreColumns>;
  /** Attribute values kept as rows (encoded as text). */
  values: Record<string, string>;
  vinKey: string | null;
  /** Every value the ad starts with as text (columns included), for the edit log, and who entered them. */
  logged: Record<string, string | null>;
  origin: EditOrigin;
}

/** Creates an ad in editing; throws VinTakenError when another ad has the same vehicle. */
export async function insertAd(db: Database, ad: NewAd): Promise<number> {
  const now = new Date();
  try {
    const row = await db
      .insert(products)
      .values({
        customerId: ad.customerId,
        productType: ad.productType,
        make: '',
        model: '',
        firstRegistrationYear: 0,
        firstRegistrationMonth: 0,
        zipCode: '',
        city: '',
        ...ad.columns,
        country: ad.country,
        status: 'editing',
        saleTiming: ad.saleTiming,
        vinKey: ad.vinKey,
        updatedAt: now,
      })
      .returning({ id: products.id })
      .get();
    const entries = Object.entries(ad.values);
    const log = adEditInserts(db, row.id, ad.origin, ad.logged, now);
    // Three parameters a row and D1's 100 per statement: the values go in statements of 33 rows.
    const values = [];
    for (let start = 0; start < entries.length; start += 33) {
      values.push(db.insert(productValues).values(entries.slice(start, start + 33).map(([attributeCode, value]) => ({ productId: row.id, attributeCode, value }))));
    }
    const [first, ...rest] = [...values, ...log];
    if (first) await db.batch([first, ...rest]);
    return row.id;
  } catch (error) {
    if (ad.vinKey && isVinConflict(error)) throw new VinTakenError(ad.vinKey);
    throw error;
  }
}

export interface AdChanges {
  columns: Partial<CoreColumns>;
  upserts: Record<string, string>;
  deletes: string[];
  /** undefined leaves the VIN key as it is. */
  vinKey?: string | null;
  /** Every changed code with its new value as text (null when removed), columns included: the edit log's rows. */
  logged: Record<string, string | null>;
}

/** Saves a set of changes with their edit log in one batch (one transaction); throws VinTakenError when the new VIN is another ad's. */
export async function saveAdChanges(db: Database, productId: number, changes: AdChanges, origin: EditOrigin): Promise<void> {
  const log = adEditInserts(db, productId, origin, changes.logged, new Date());
  const update = db
    .update(products)
    .set({ ...changes.columns, ...(changes.vinKey !== undefined ? { vinKey: changes.vinKey } : {}), updatedAt: new Date() })
    .where(eq(products.id, productId));
  const upserts = Object.entries(changes.upserts).map(([attributeCode, value]) =>
    db
      .insert(productValues)
      .values({ productId, attributeCode, value })
      .onConflictDoUpdate({ target: [productValues.productId, productValues.attributeCode], set: { value } }),
  );
  const deletes = changes.deletes.length
    ? [db.delete(productValues).where(and(eq(productValues.productId, productId), inArray(productValues.attributeCode, changes.deletes)))]
    : [];
  try {
    await db.batch([update, ...upserts, ...deletes, ...log]);
  } catch (error) {
    if (changes.vinKey && isVinConflict(error)) throw new VinTakenError(changes.vinKey);
    throw error;
  }
}

/** The ad holding a vehicle's VIN (not deleted), with its owner. */
export async function findAdByVinKey(db: Database, vinKey: string) {
  return (
    (await db
      .select({ id: products.id, customerId: products.customerId, make: products.make, model: products.model, status: products.status })
      .from(products)
      .where(and(eq(products.vinKey, vinKey), isNull(products.deletedAt)))
      .get()) ?? null
  );
}

export async function trackAd(db: Database, productId: number, tracking: { source: string; sourceUrl: string | null; funnel: string | null }) {
  await db.update(products).set(tracking).where(eq(products.id, productId));
}

/** Moves an ad in editing to review, once: answers false when it was no longer in editing. */
export async function markSubmitted(db: Database, productId: number): Promise<boolean> {
  const now = new Date();
  const row = await db
    .update(products)
    // A new submission answers the operator's earlier send-back: its reason no longer applies.
    .set({ status: 'under_review', submittedAt: now, updatedAt: now, reviewNote: null })
    .where(and(eq(products.id, productId), eq(products.status, 'editing')))
    .returning({ id: products.id })
    .get();
  return row !== undefined;
}

/** Hands every ad of one customer (a prospect) to another (the account they signed in to). */
export async function moveAds(db: Database, fromCustomerId: number, toCustomerId: number): Promise<number> {
  const moved = await db.update(products).set({ customerId: toCustomerId }).where(eq(products.customerId, fromCustomerId)).returning({ id: products.id });
  return moved.length;
}

// Damages -----------------------------------------------------------------------------------------------------------

export type DamageRow = typeof productDamages.$inferSelect;

export async function listDamages(db: Database, productId: number): Promise<DamageRow[]> {
  return db.select().from(productDamages).where(eq(productDamages.productId, productId)).orderBy(asc(productDamages.sortOrder), asc(productDamages.id)).all();
}

/**
 * Makes the ad's damages the given list, in order (sortOrder 0, 1, 2, ...): known ids are updated, new ones
 * inserted, missing ones deleted. Answers the R2 keys of photos that belonged to deleted damages.
 */
export async function replaceDamages(db: Database, productId: number, damages: readonly { id: number | null; attributes: Record<string, string> }[]): Promise<string[]> {
  const existing = await listDamages(db, productId);
  const kept = new Set(damages.flatMap((damage) => (damage.id === null ? [] : [damage.id])));
  const removed = existing.filter((damage) => !kept.has(damage.id));
  const statements = [
    ...damages.map((damage, sortOrder) =>
      damage.id === null
        ? db.insert(productDamages).values({ productId, sortOrder, attributes: damage.attributes })
        : db
            .update(productDamages)
            .set({ sortOrder, attributes: damage.attributes })
            .where(and(eq(productDamages.id, damage.id), eq(productDamages.productId, productId))),
    ),
    db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId)),
  ];
  const deletion = removed.length ? [db.delete(productDamages).where(inArray(productDamages.id, removed.map((damage) => damage.id)))] : [];
  const [first, ...rest] = [...statements, ...deletion];
  if (first) await db.batch([first, ...rest]);
  return removed.flatMap((damage) => damage.imageKeys);
}

// Photos ------------------------------------------------------------------------------------------------------------

export interface PhotoRow {
  objectKey: string;
  section: PhotoSection;
  position: number;
}

export async function listPhotos(db: Database, productId: number): Promise<PhotoRow[]> {
  return db
    .select({ objectKey: productImages.objectKey, section: productImages.section, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(...PHOTO_ORDER)
    .all();
}

/**
 * Appends a photo in one statement (its position computed inside the insert), so uploads running side by side
 * never overwrite each other; refused (false) once the ad has `max` photos.
 */
export async function appendPhoto(db: Database, productId: number, photo: { objectKey: string; section: PhotoSection }, max: number): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO ${productImages} (product_id, position, object_key, section)
    SELECT ${productId}, coalesce(max(position), -1) + 1, ${photo.objectKey}, ${photo.section}
    FROM ${productImages} WHERE product_id = ${productId}
    HAVING count(*) < ${max}`);
  // D1's count includes what triggers wrote for a listed ad (page versions): any change means the photo went in.
  const added = result.meta.changes > 0;
  if (added) await touchAd(db, productId);
  return added;
}

export async function deletePhoto(db: Database, productId: number, objectKey: string): Promise<boolean> {
  const removed = await db
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.objectKey, objectKey)))
    .returning({ position: productImages.position });
  if (removed.length) await touchAd(db, productId);
  return removed.length > 0;
}

/**
 * Gives photos new positions: `order` lists object keys with the positions they take. One batch; the positions are
 * first moved out of the way (negative) so the primary key never sees two photos at one position.
 */
export async function setPhotoPositions(db: Database, productId: number, order: readonly { objectKey: string; position: number }[]): Promise<void> {
  const where = (objectKey: string) => and(eq(productImages.productId, productId), eq(productImages.objectKey, objectKey));
  const park = order.map((photo, index) => db.update(productImages).set({ position: -1 - index }).where(where(photo.objectKey)));
  const place = order.map((photo) => db.update(productImages).set({ position: photo.position }).where(where(photo.objectKey)));
  await db.batch([db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId)), ...park, ...place]);
}

async function touchAd(db: Database, productId: number): Promise<void> {
  await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
}

/** Adds a photo key to a damage in one statement (at most `max`); false when the damage is gone or full. */
export async function appendDamagePhoto(db: Database, productId: number, damageId: number, objectKey: string, max: number): Promise<string[] | null> {
  const row = await db
    .update(productDamages)
    .set({ imageKeys: sql`json_insert(${productDamages.imageKeys}, '$[#]', ${objectKey})` })
    .where(and(eq(productDamages.id, damageId), eq(productDamages.productId, productId), sql`json_array_length(${productDamages.imageKeys}) < ${max}`))
    .returning({ imageKeys: productDamages.imageKeys })
    .get();
  return row?.imageKeys ?? null;
}

export async function removeDamagePhotoKey(db: Database, productId: number, damageId: number, objectKey: string): Promise<string[] | null> {
  const row = await db
    .update(productDamages)
    .set({ imageKeys: sql`(SELECT json_group_array(value) FROM json_each(${productDamages.imageKeys}) WHERE value != ${objectKey})` })
    .where(and(eq(productDamages.id, damageId), eq(productDamages.productId, productId)))
    .returning({ imageKeys: productDamages.imageKeys })
    .get();
  return row?.imageKeys ?? null;
}

// Documents ---------------------------------------------------------------------------------------------------------

export type DocumentRow = typeof productDocuments.$inferSelect;

export async function listDocuments(db: Database, productId: number): Promise<DocumentRow[]> {
  return db.select().from(productDocuments).where(eq(productDocuments.productId, productId)).orderBy(asc(productDocuments.id)).all();
}

export async function insertDocument(db: Database, row: typeof productDocuments.$inferInsert): Promise<void> {
  await db.insert(productDocuments).values(row);
}

export async function deleteDocument(db: Database, productId: number, documentId: number): Promise<DocumentRow | null> {
  return (await db.delete(productDocuments).where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId))).returning().get()) ?? null;
}

// Lists -------------------------------------------------------------------------------------------------------------

export interface AdListFilter {
  statuses?: readonly string[];
  page: number;
  perPage: number;
}

/** A seller's ads (not deleted), newest change first, with the total for paging. */
export async function listCustomerAds(db: Database, customerId: number, filter: AdListFilter): Promise<{ rows: AdRow[]; total: number }> {
  const where = and(
    eq(products.customerId, customerId),
    isNull(products.deletedAt),
    // A valuation's vehicle joins the seller's ads when they start an ad from the report (docs/decisions.md).
    isSellersAd,
    filter.statuses?.length ? inArray(products.status, [...filter.statuses]) : undefined,
  );
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(sql`coalesce(${products.updatedAt}, ${products.createdAt})`), desc(products.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Whether a customer has ads that left editing (for the onboarding stepper). */
export async function hasAdsBeyondEditing(db: Database, customerId: number): Promise<boolean> {
  const row = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.customerId, customerId), isNull(products.deletedAt), notInArray(products.status, ['editing'])))
    .limit(1)
    .get();
  return row !== undefined;
}
