/**
 * What an operator reads to confirm valuations: the queue (oldest submission first, waiting time against the 24-hour
 * promise) and one valuation with the vehicle, the contact, the desired price and the automatic estimate behind it.
 * Allow-lists built field by field; the report key never reaches the console.
 */
import { ATTRIBUTE_CATALOG } from '../../../domain/attribute-catalog/index.ts';
import { type ConsoleLanguage, valueText } from '../../../domain/operations/ad-review-values.ts';
import { reviewAge } from '../../../domain/operations/review-age.ts';
import { PLANNED_SALE } from '../../../domain/valuation/form.ts';
import { vehicleOfProduct } from '../../../domain/valuation/vehicle-attributes.ts';
import type { Database } from '../../db/client.ts';
import { loadProductRecord } from '../../db/repositories/product-detail.ts';
import { findValuationForReview, listValuationsUnderReview } from '../../db/repositories/valuation-queue.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ownerValues } from '../ads/editor-product.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { reportEstimate } from './valuation-answer.ts';

export const VALUATION_QUEUE_PAGE_SIZE = 25;

const EQUIPMENT = ATTRIBUTE_CATALOG.find((def) => def.entityType === 'product' && def.code === 'equipment');

const iso = (value: Date | null | undefined): string | null => value?.toISOString() ?? null;
const rangeOf = (low: number | null, high: number | null) => (typeof low === 'number' && typeof high === 'number' ? { low, high } : null);

export async function valuationQueue(db: Database, page: number, now: number) {
  const { rows, total } = await listValuationsUnderReview(db, page, VALUATION_QUEUE_PAGE_SIZE);
  return {
    items: rows.map((row) => {
      const since = (row.submittedAt ?? row.updatedAt).getTime();
      return {
        id: row.id,
        productId: row.productId,
        productType: row.productType,
        title: vehicleTitle(row),
        firstRegistrationYear: row.firstRegistrationYear > 0 ? row.firstRegistrationYear : null,
        contact: { name: row.name, email: row.email, locale: row.locale },
        desiredPrice: row.desiredPrice,
        submittedAt: iso(row.submittedAt),
        waiting: reviewAge(since, now),
        estimate: row.estimateState === 'range' ? { state: 'range' as const, ...rangeOf(row.estimateLow, row.estimateHigh) } : { state: 'too_few' as const },
      };
    }),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / VALUATION_QUEUE_PAGE_SIZE)),
  };
}

/** One valuation (any status) for the operator; 404 when there is none or its vehicle was deleted. */
export async function valuationReviewDetail(db: Database, id: number, now: number, language: ConsoleLanguage) {
  const found = await findValuationForReview(db, id);
  const record = found ? await loadProductRecord(db, found.valuation.productId, null) : null;
  if (!found || !record) throw new ApiError(404, 'not_found');
  const { valuation } = found;
  const { product } = record;
  const estimate = valuation.estimate ? reportEstimate(valuation.estimate) : null;
  const vehicle = vehicleOfProduct(product, ownerValues(record));
  return {
    id: valuation.id,
    status: valuation.status,
    productId: product.id,
    productType: product.productType,
    title: vehicleTitle(product),
    vehicle,
    /** The equipment's labels in the console language. */
    equipmentLabels: (vehicle.equipment ?? []).map((code) => valueText(EQUIPMENT, code, language)),
    contact: { name: valuation.name, email: valuation.email, phone: valuation.phone, locale: valuation.locale },
    desiredPrice: valuation.desiredPrice,
    plannedSale: (PLANNED_SALE as readonly string[]).includes(valuation.plannedSale ?? '') ? valuation.plannedSale : null,
    submittedAt: iso(valuation.submittedAt),
    waiting: valuation.status === 'under_review' && valuation.submittedAt ? reviewAge(valuation.submittedAt.getTime(), now) : null,
    /** The version the operator read: a confirmation names it (409 conflict when it changed). */
    updatedAt: valuation.updatedAt.toISOString(),
    estimate,
    /** What the confirm form starts with: the confirmed range once valuated, else the automatic one (none when too few). */
    suggested: rangeOf(valuation.low, valuation.high) ?? (estimate?.state === 'range' ? { low: estimate.low, high: estimate.high } : null),
    confirmed:
      valuation.status === 'valuated'
        ? { low: valuation.low, high: valuation.high, note: valuation.operatorNote, reviewedBy: valuation.reviewedBy, valuatedAt: iso(valuation.valuatedAt) }
        : null,
  };
}
