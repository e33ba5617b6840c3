/**
 * The comparable-sales valuation: the nearest past auction prices of the same product type, adjusted to the subject
 * (adjustments.ts), weighted by similarity and recency, summarised as a weighted quantile band (quantile-band.ts).
 * Deterministic: the same sales and `now` give the same estimate. Fewer than MIN_COMPARABLES similar sales give the
 * "too few" state, never a made-up number.
 */
import { adjustPrice, evidenceWeight } from './adjustments.ts';
import { BAND_QUANTILES, priceBand } from './quantile-band.ts';
import { similarity } from './similarity.ts';
import type { AdjustmentCode, ComparableSale, ComparableUsed, PriceFactor, ValuationEstimate, ValuationSubject } from './types.ts';

export type * from './types.ts';

/** Changes whenever a constant or step of the method changes, so stored estimates say how they were made. */
export const METHOD_VERSION = 'comparables-v1';
/** At most this many comparables: beyond a dozen, the next ones are too unlike to add information. */
export const MAX_COMPARABLES = 12;
/** Below this many similar sales there is no estimate. */
export const MIN_COMPARABLES = 5;
/**
 * A comparable must be at least this similar (0..1, similarity.ts). Another make only qualifies when year, mileage
 * and length are close; the same make and series almost always does.
 */
export const MIN_SIMILARITY = 0.4;

export interface Candidate {
  sale: ComparableSale;
  similarity: number;
}

/** The nearest sales of the subject's product type, most similar first (ties: newer first, then by sale id). */
export function selectComparables(subject: ValuationSubject, sales: readonly ComparableSale[]): Candidate[] {
  return sales
    .filter((sale) => sale.productType === subject.productType && sale.price > 0)
    .map((sale) => ({ sale, similarity: similarity(subject, sale) }))
    .filter((candidate) => candidate.similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || b.sale.at - a.sale.at || (a.sale.saleId < b.sale.saleId ? -1 : a.sale.saleId > b.sale.saleId ? 1 : 0))
    .slice(0, MAX_COMPARABLES);
}

const FACTOR_ORDER: readonly AdjustmentCode[] = ['age', 'mileage', 'failed_bid'];

/** The weighted average effect of each adjustment on the comparables: what moved the estimate up or down. */
function priceFactors(used: readonly ComparableUsed[]): PriceFactor[] {
  return FACTOR_ORDER.flatMap((code) => {
    const amount = Math.round(used.reduce((sum, item) => sum + item.weight * (item.adjustments.find((a) => a.code === code)?.amount ?? 0), 0));
    if (amount === 0) return [];
    return [{ code, direction: amount > 0 ? ('up' as const) : ('down' as const), amount: Math.abs(amount) }];
  });
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function valuate(subject: ValuationSubject, sales: readonly ComparableSale[], now: number): ValuationEstimate {
  const chosen = selectComparables(subject, sales);
  if (chosen.length < MIN_COMPARABLES) return { state: 'too_few', found: chosen.length, needed: MIN_COMPARABLES };
  const raw = chosen.map(({ sale, similarity: score }) => ({ sale, score, adjusted: adjustPrice(subject, sale, now), weight: score * evidenceWeight(sale, now) }));
  const total = raw.reduce((sum, item) => sum + item.weight, 0);
  const band = priceBand(raw.map((item) => ({ value: item.adjusted.price, weight: item.weight })));
  if (!band || total <= 0) return { state: 'too_few', found: chosen.length, needed: MIN_COMPARABLES };
  // An explicit allow-list of key data: nothing of the sale's row beyond these fields reaches the report.
  const comparables: ComparableUsed[] = raw.map(({ sale, score, adjusted, weight }) => ({
    kind: sale.kind,
    make: sale.make,
    model: sale.model,
    firstRegistrationYear: sale.firstRegistrationYear,
    mileage: sale.mileage,
    lengthMm: sale.lengthMm,
    equipment: [...sale.equipment],
    at: sale.at,
    price: sale.price,
    adjustedPrice: adjusted.price,
    adjustments: adjusted.adjustments,
    similarity: round3(score),
    weight: round3(weight / total),
  }));
  return {
    state: 'range',
    ...band,
    comparables,
    factors: priceFactors(comparables),
    method: { version: METHOD_VERSION, k: comparables.length, quantiles: BAND_QUANTILES },
  };
}
