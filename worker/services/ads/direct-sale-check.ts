/** Enforces the 6-week rule of a direct sale (domain/ad-editor/direct-sale.ts) where an ad goes to auction: submission and resubmission. */
import { and, eq, inArray } from 'drizzle-orm';
import { directSaleRefusal } from '../../../domain/ad-editor/direct-sale.ts';
import { formatDate } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { productValues } from '../../db/schema-listings.ts';
import { ApiError } from '../../lib/api-error.ts';
import { berlinToday } from './save-ad.ts';

type PickupValues = readonly { code: string; value: string }[];

/** Throws a 422 naming the latest pickup date and the first day to submit when the pickup is more than 6 weeks away. */
export function assertDirectSale(values: PickupValues, now = Date.now()): void {
  const value = (code: string) => values.find((row) => row.code === code)?.value ?? null;
  const refusal = directSaleRefusal({ availability: value('pickup_availability'), date: value('pickup_date') }, berlinToday(now));
  if (!refusal) return;
  throw new ApiError(422, 'direct_sale_pickup_too_late', { pickup_date: 'validation.direct_sale_pickup' }, {
    latest: formatDate(refusal.latestPickup),
    from: formatDate(refusal.submittableFrom),
  });
}

/** The same check for an ad whose values were not read yet (the seller's resubmission). */
export async function assertDirectSaleOf(db: Database, productId: number, now = Date.now()): Promise<void> {
  const rows = await db
    .select({ code: productValues.attributeCode, value: productValues.value })
    .from(productValues)
    .where(and(eq(productValues.productId, productId), inArray(productValues.attributeCode, ['pickup_availability', 'pickup_date'])));
  assertDirectSale(rows, now);
}
