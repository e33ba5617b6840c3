/**
 * Operators' decisions on versioned copies of published ads: the pending copies (oldest first) and the statements
 * that apply a copy to the product (columns, value rows, gallery) or drop it. Every batch starts with its guarded
 * audit entry, so a copy saved again (new revision) or already decided makes the whole batch change nothing.
 */
import { and, asc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers, productImages, products } from '../schema.ts';
import { productValues, productVersions } from '../schema-listings.ts';
import { adEditInserts, type EditOrigin } from './ad-edits.ts';
import type { AdChanges } from './ads.ts';

export interface PendingEditRow {
  productId: number;
  make: string;
  model: string;
  customerId: number;
  name: string;
  surname: string;
  company: string | null;
  email: string;
  language: string;
  updatedAt: Date;
  revision: number;
}

export async function listPendingEdits(db: Database, limit: number): Promise<PendingEditRow[]> {
  return db
    .select({
      productId: productVersions.productId,
      make: products.make,
      model: products.model,
      customerId: customers.id,
      name: customers.name,
      surname: customers.surname,
      company: customers.commercialCompany,
      email: customers.email,
      language: customers.languageSetting,
      updatedAt: productVersions.updatedAt,
      revision: productVersions.revision,
    })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .innerJoin(customers, eq(customers.id, products.customerId))
    .where(isNull(products.deletedAt))
    .orderBy(asc(productVersions.updatedAt), asc(productVersions.productId))
    .limit(limit)
    .all();
}

/** The product id as text while its copy is at `revision`, else NULL (the guard of the decision's audit entry). */
export function versionGuard(db: Database, productId: number, revision: number): SQL {
  const where = and(eq(productVersions.productId, productId), eq(productVersions.revision, revision));
  return sql`(${db.select({ id: sql`cast(${productVersions.productId} as text)` }).from(productVersions).where(where)})`;
}

export function dropVersionStatement(db: Database, productId: number, revision: number) {
  return db.delete(productVersions).where(and(eq(productVersions.productId, productId), eq(productVersions.revision, revision)));
}

/**
 * The product's columns and value rows as the editor stores them (saveAdChanges) with their edit log, and its photos
 * as the copy orders them: `keptKeys` in their new order, every other photo of the ad removed.
 */
export function applyCopyStatements(db: Database, productId: number, changes: AdChanges, keptKeys: readonly string[], now: Date, origin: EditOrigin) {
  const update = db
    .update(products)
    .set({ ...changes.columns, ...(changes.vinKey !== undefined ? { vinKey: changes.vinKey } : {}), updatedAt: now })
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
  const ofProduct = eq(productImages.productId, productId);
  const removed = db
    .delete(productImages)
    .where(keptKeys.length ? and(ofProduct, notInArray(productImages.objectKey, [...keptKeys])) : ofProduct);
  // Positions are parked (negative) first so the primary key (product, position) never sees two photos at one place.
  const photo = (objectKey: string) => and(ofProduct, eq(productImages.objectKey, objectKey));
  const park = keptKeys.map((key, index) => db.update(productImages).set({ position: -1 - index }).where(photo(key)));
  const place = keptKeys.map((key, index) => db.update(productImages).set({ position: index }).where(photo(key)));
  const log = adEditInserts(db, productId, origin, changes.logged, now);
  return [update, ...upserts, ...deletes, ...log, removed, ...park, ...place];
}
