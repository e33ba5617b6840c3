/**
 * The answer of the valuation calls (ValuationAnswer): an allow-list built field by field, never a stored row. The
 * estimate, the confirmed range and the operator's note only once the valuation is valuated.
 */
import type { Context } from 'hono';
import type { Locale } from '../../../domain/locales.ts';
import { pathFor } from '../../../domain/routes.ts';
import { stepCount, PLANNED_SALE, type ValuationAnswer } from '../../../domain/valuation/form.ts';
import type { ComparableUsed, ValuationEstimate } from '../../../domain/valuation/types.ts';
import { vehicleOfProduct } from '../../../domain/valuation/vehicle-attributes.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import { loadProductRecord } from '../../db/repositories/product-detail.ts';
import type { ValuationRow, ValuationWithVehicle } from '../../db/repositories/valuations.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isPlaceholderEmail } from '../ads/ad-access.ts';
import { ownerValues } from '../ads/editor-product.ts';
import { openReportKey } from './valuation-mails.ts';

/** The report page's path with its key, in the caller's locale and URL form. */
export function reportPath(c: Context<AppEnv>, productType: 'motorhome' | 'trailer', key: string): string {
  const locale: Locale = c.get('locale');
  return productType === 'motorhome'
    ? pathFor('valuation-motorhome-report', locale, { rest: key }, c.get('strategy'))
    : pathFor('valuation-trailer-report', locale, { slug: key }, c.get('strategy'));
}

/** The estimate as the report shows it: the listed members only (comparables carry key data and prices, no ids). */
export function reportEstimate(estimate: ValuationEstimate): ValuationEstimate {
  if (estimate.state === 'too_few') return { state: 'too_few', found: estimate.found, needed: estimate.needed };
  const comparable = (item: ComparableUsed): ComparableUsed => ({
    kind: item.kind,
    make: item.make,
    model: item.model,
    firstRegistrationYear: item.firstRegistrationYear,
    mileage: item.mileage,
    lengthMm: item.lengthMm,
    equipment: [...item.equipment],
    at: item.at,
    price: item.price,
    adjustedPrice: item.adjustedPrice,
    adjustments: item.adjustments.map((adjustment) => ({ code: adjustment.code, amount: adjustment.amount })),
    similarity: item.similarity,
    weight: item.weight,
  });
  return {
    state: 'range',
    low: estimate.low,
    mid: estimate.mid,
    high: estimate.high,
    comparables: estimate.comparables.map(comparable),
    factors: estimate.factors.map((factor) => ({ code: factor.code, direction: factor.direction, amount: factor.amount })),
    method: { version: estimate.method.version, k: estimate.method.k, quantiles: [estimate.method.quantiles[0], estimate.method.quantiles[1]] },
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const plannedSaleOf = (value: string | null) => (PLANNED_SALE as readonly string[]).includes(value ?? '') ? (value as (typeof PLANNED_SALE)[number]) : null;

/**
 * The answer for a caller who may see the valuation (its owner, or the key's holder). `key` is the report key when
 * known (just submitted, or the caller came with it); otherwise the owner's stored key is opened for the path.
 */
export async function valuationAnswer(c: Context<AppEnv>, found: ValuationWithVehicle, key: string | null): Promise<ValuationAnswer> {
  const db = c.get('db');
  const row: ValuationRow = found.valuation;
  const record = await loadProductRecord(db, row.productId, null);
  if (!record) throw new ApiError(404, 'valuation_not_found');
  const { product } = record;
  const reportKey = row.status === 'editing' ? null : (key ?? (await openReportKey(c.env, row.reportKeySealed)));
  const valuated = row.status === 'valuated';
  const auth = c.get('auth');
  const caller = auth ? await findCustomerById(db, auth.customerId) : undefined;
  return {
    product: { ...vehicleOfProduct(product, ownerValues(record)), entityId: product.id },
    valuate_my_vehicle: {
      status: row.status,
      step: row.step,
      steps: stepCount(product.productType),
      name: row.name,
      email: row.email,
      phone: row.phone,
      desiredPrice: row.desiredPrice,
      plannedSale: plannedSaleOf(row.plannedSale),
      submittedAt: iso(row.submittedAt),
      valuatedAt: valuated ? iso(row.valuatedAt) : null,
      range: valuated && row.low !== null && row.high !== null ? { low: row.low, high: row.high } : null,
      estimate: valuated && row.estimate ? reportEstimate(row.estimate) : null,
      operatorNote: valuated ? row.operatorNote : null,
      reportPath: reportKey ? reportPath(c, product.productType, reportKey) : null,
    },
    // The caller, not the valuation's owner: a prospect's placeholder address is never shown.
    customer: { email: caller && !isPlaceholderEmail(caller.email) ? caller.email : null, signedIn: Boolean(auth) },
    tracking_status: row.status,
  };
}
