/**
 * The documented price adjustments that carry a comparable's price over to the vehicle being valued (age, mileage,
 * a failed round's bid as a lower bound), and the weights that make older and weaker evidence count less.
 */
import type { ComparableSale, PriceAdjustment, ValuationProductType, ValuationSubject } from './types.ts';

const YEAR_MS = 365.25 * 24 * 3600_000;
const MONTH_MS = YEAR_MS / 12;

/**
 * Depreciation per year of age. A used motorhome loses roughly 5-7 % of its value a year once the steep first years
 * are over (dealer price guides); caravans a little less in absolute terms but a similar share. The comparable's age
 * at its sale is compared with the subject's age today, so the rate also carries old sales forward in time.
 */
export const DEPRECIATION_PER_YEAR: Record<ValuationProductType, number> = { motorhome: 0.06, trailer: 0.05 };

/** Price change per 10,000 km of mileage difference (motorhomes; trailers have no odometer). */
export const MILEAGE_RATE_PER_10K_KM = 0.015;
/** Mileage adjustments stop here: beyond ±25 % a comparable is too different to be rescued by a formula. */
export const MILEAGE_FACTOR_LIMIT = 0.25;
/** Age adjustments stop at ±40 % (about 8 years apart) for the same reason. */
export const AGE_FACTOR_LIMIT = 0.4;

/**
 * A round that ended without a sale shows that a dealer offered at least its highest bid and the seller wanted more:
 * a lower bound of the market value. It is raised by this share (the typical gap between a failed round's best bid and
 * the price the same kind of vehicle fetches)...
 */
export const FAILED_BID_UPLIFT = 0.08;
/** ...and counts half as much as a real sale, since the uplift is an assumption, not a price. */
export const FAILED_BID_WEIGHT = 0.5;

/** Market prices drift: a sale's weight halves for every this many months of its age. */
export const RECENCY_HALF_LIFE_MONTHS = 12;

/** Fractional years between the first registration (taken as mid-year) and `at`. */
export function ageInYears(firstRegistrationYear: number, at: number): number {
  const registered = Date.UTC(firstRegistrationYear, 6, 1);
  return Math.max(0, (at - registered) / YEAR_MS);
}

const clamp = (value: number, limit: number) => Math.min(1 + limit, Math.max(1 - limit, value));

/** >1 when the comparable was older at its sale than the subject is now (the subject is worth more). */
export function ageFactor(subject: ValuationSubject, sale: ComparableSale, now: number): number {
  const years = ageInYears(sale.firstRegistrationYear, sale.at) - ageInYears(subject.firstRegistrationYear, now);
  return clamp(Math.pow(1 - DEPRECIATION_PER_YEAR[subject.productType], -years), AGE_FACTOR_LIMIT);
}

/** >1 when the comparable had driven more than the subject; 1 when either mileage is unknown. */
export function mileageFactor(subject: ValuationSubject, sale: ComparableSale): number {
  if (subject.mileage === null || sale.mileage === null) return 1;
  const steps = (sale.mileage - subject.mileage) / 10_000;
  return clamp(Math.pow(1 - MILEAGE_RATE_PER_10K_KM, -steps), MILEAGE_FACTOR_LIMIT);
}

export interface AdjustedPrice {
  /** Whole euros. */
  price: number;
  /** Each step's effect in whole euros, in the order applied (failed-round uplift, age, mileage). */
  adjustments: PriceAdjustment[];
}

/** The comparable's price as if it had been paid for the subject today. */
export function adjustPrice(subject: ValuationSubject, sale: ComparableSale, now: number): AdjustedPrice {
  const adjustments: PriceAdjustment[] = [];
  let price = sale.price;
  const apply = (code: PriceAdjustment['code'], factor: number) => {
    const next = price * factor;
    // Differences of rounded running totals, so the amounts add up exactly to the adjusted price minus the price.
    const amount = Math.round(next) - Math.round(price);
    if (amount !== 0) adjustments.push({ code, amount });
    price = next;
  };
  if (sale.kind === 'failed_highest_bid') apply('failed_bid', 1 + FAILED_BID_UPLIFT);
  apply('age', ageFactor(subject, sale, now));
  apply('mileage', mileageFactor(subject, sale));
  return { price: Math.round(price), adjustments };
}

/** How much a comparable counts besides its similarity: recent sales more, failed rounds' bids less. */
export function evidenceWeight(sale: ComparableSale, now: number): number {
  const months = Math.max(0, (now - sale.at) / MONTH_MS);
  const recency = Math.pow(0.5, months / RECENCY_HALF_LIFE_MONTHS);
  return recency * (sale.kind === 'failed_highest_bid' ? FAILED_BID_WEIGHT : 1);
}
