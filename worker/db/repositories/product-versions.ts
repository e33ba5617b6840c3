/** Versioned copies of published ads: read, and save with optimistic concurrency on the revision number. */
import { and, eq } from 'drizzle-orm';
import type { AttributeValue, GalleryItem } from '../../../domain/product.ts';
import type { Database } from '../client.ts';
import { productVersions } from '../schema-listings.ts';

export type ProductVersionRow = typeof productVersions.$inferSelect;

export async function findProductVersion(db: Database, productId: number): Promise<ProductVersionRow | null> {
  return (await db.select().from(productVersions).where(eq(productVersions.productId, productId)).get()) ?? null;
}

/**
 * Stores the copy as revision `expected + 1` only if the stored revision is still `expected` (0 = no copy yet);
 * answers false when someone else saved in between, so no change is ever silently overwritten.
 */
export async function saveProductVersion(
  db: Database,
  productId: number,
  expected: number,
  copy: { attributes: Record<string, AttributeValue>; gallery: GalleryItem[] },
): Promise<ProductVersionRow | null> {
  const values = { ...copy, revision: expected + 1, updatedAt: new Date() };
  const saved =
    expected === 0
      ? await db.insert(productVersions).values({ productId, ...values }).onConflictDoNothing().returning().get()
      : await db
          .update(productVersions)
          .set(values)
          .where(and(eq(productVersions.productId, productId), eq(productVersions.revision, expected)))
          .returning()
          .get();
  return saved ?? null;
}
