/** Weighted quantiles of adjusted prices and the rounded low-mid-high band the report shows. */

/** The band runs from the 20th to the 80th weighted percentile: the middle 60 % of the evidence. */
export const BAND_QUANTILES = [0.2, 0.8] as const;
/** A band narrower than ±3 % of the middle would claim a precision no auction price has. */
export const MIN_HALF_WIDTH_SHARE = 0.03;
/** Prices are rounded to 500 €, below 10,000 € to 100 €: a range, not a quote. */
export const PRICE_STEP_EUR = 500;
export const SMALL_PRICE_STEP_EUR = 100;
export const SMALL_PRICE_LIMIT_EUR = 10_000;

export interface Weighted {
  value: number;
  weight: number;
}

/**
 * The q-quantile of weighted values: each value sits at the middle of its weight's share of the total (the midpoint
 * rule), and between two values the quantile is interpolated linearly. With equal weights the 0.5-quantile is the
 * ordinary median. Values with zero or negative weight are ignored; NaN when no weight is left.
 */
export function weightedQuantile(items: readonly Weighted[], q: number): number {
  const sorted = items.filter((item) => item.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, item) => sum + item.weight, 0);
  if (sorted.length === 0 || total <= 0) return Number.NaN;
  let cumulative = 0;
  const positions = sorted.map((item) => {
    const position = (cumulative + item.weight / 2) / total;
    cumulative += item.weight;
    return position;
  });
  const first = sorted[0] as Weighted;
  const last = sorted[sorted.length - 1] as Weighted;
  if (q <= (positions[0] as number)) return first.value;
  if (q >= (positions[positions.length - 1] as number)) return last.value;
  for (let i = 1; i < sorted.length; i++) {
    const upper = positions[i] as number;
    if (q <= upper) {
      const lower = positions[i - 1] as number;
      const a = (sorted[i - 1] as Weighted).value;
      const b = (sorted[i] as Weighted).value;
      return a + ((b - a) * (q - lower)) / (upper - lower);
    }
  }
  return last.value;
}

/** The step a price is rounded to. */
export function priceStep(price: number): number {
  return price < SMALL_PRICE_LIMIT_EUR ? SMALL_PRICE_STEP_EUR : PRICE_STEP_EUR;
}

export function roundToStep(price: number, step: number): number {
  return Math.round(price / step) * step;
}

export interface PriceBand {
  low: number;
  mid: number;
  high: number;
}

/**
 * Low, weighted median and high, widened to at least ±MIN_HALF_WIDTH_SHARE and rounded to the price step (low down,
 * high up, so rounding never narrows the band).
 */
export function priceBand(items: readonly Weighted[]): PriceBand | null {
  const mid = weightedQuantile(items, 0.5);
  if (!Number.isFinite(mid)) return null;
  const low = Math.min(weightedQuantile(items, BAND_QUANTILES[0]), mid * (1 - MIN_HALF_WIDTH_SHARE));
  const high = Math.max(weightedQuantile(items, BAND_QUANTILES[1]), mid * (1 + MIN_HALF_WIDTH_SHARE));
  const step = priceStep(mid);
  return {
    low: Math.max(0, Math.floor(low / step) * step),
    mid: roundToStep(mid, step),
    high: Math.ceil(high / step) * step,
  };
}
