/**
 * The market price beside a vehicle: the range comparable past sales support (the valuation's comparables engine), the
 * number of comparables, and their key data without any identity. Shared by the worker, the product page and the board.
 */
import { MIN_COMPARABLES, selectComparables, valuate } from './valuation/comparables.ts';
import type { ComparableSale, SaleKind, ValuationSubject } from './valuation/types.ts';
import { isApprovedDealer, type Viewer } from './viewer.ts';

export { MIN_COMPARABLES } from './valuation/comparables.ts';

/** What a dealer's board row, the product page and the seller see: a range, or honestly too few comparables. */
export type MarketPrice = { status: 'ok'; low: number; high: number; comparables: number } | { status: 'too_few'; comparables: number };

/** A past sale as key data only: no sale, vehicle, ad or person id, no link, no name, no photo. */
export interface ComparableKeyData {
  make: string;
  model: string;
  firstRegistrationYear: number;
  /** Rounded to 1,000 km (null for caravans): enough to compare, too coarse to look a vehicle up by. */
  mileage: number | null;
  /** A hammer price, or a failed round's highest bid. */
  kind: SaleKind;
  /** Whole euros, as paid or bid. */
  price: number;
  /** "YYYY-MM" of the sale (Berlin's month is close enough for a month: UTC). */
  soldMonth: string;
  /** ISO country code of the vehicle's location, or null when unknown. */
  country: string | null;
  /** 0..1, how alike it is to the vehicle (the engine's similarity). */
  similarity: number;
}

export interface MarketPriceReport {
  price: MarketPrice;
  comparables: ComparableKeyData[];
}

/** A past sale with the vehicle's country, which the key data shows and the engine ignores. */
export type MarketSale = ComparableSale & { country?: string | null };

const MILEAGE_ROUNDING_KM = 1_000;

function keyData(sale: MarketSale, similarity: number): ComparableKeyData {
  const month = new Date(sale.at).toISOString().slice(0, 7);
  return {
    make: sale.make,
    model: sale.model,
    firstRegistrationYear: sale.firstRegistrationYear,
    mileage: sale.mileage === null ? null : Math.round(sale.mileage / MILEAGE_ROUNDING_KM) * MILEAGE_ROUNDING_KM,
    kind: sale.kind,
    price: sale.price,
    soldMonth: month,
    country: sale.country ?? null,
    similarity: Math.round(similarity * 100) / 100,
  };
}

/**
 * The market price of one vehicle from the sales of its product type. The vehicle's own earlier rounds are left out:
 * its market price is what other vehicles fetched, and a failed round of its own is not for dealers to read here.
 */
export function marketPriceReport(vehicleId: number, subject: ValuationSubject, sales: readonly MarketSale[], now: number): MarketPriceReport {
  const chosen = selectComparables(
    subject,
    sales.filter((sale) => sale.vehicleId !== vehicleId),
  );
  const comparables = chosen.map(({ sale, similarity }) => keyData(sale, similarity));
  // The engine selects again from the chosen sales: the same ones in the same order, so the range is the valuation's.
  const estimate = valuate(
    subject,
    chosen.map(({ sale }) => sale),
    now,
  );
  const price: MarketPrice =
    estimate.state === 'range' ? { status: 'ok', low: estimate.low, high: estimate.high, comparables: estimate.comparables.length } : { status: 'too_few', comparables: estimate.found };
  return { price, comparables };
}

/** Whether a count of comparables is too few for a range (the engine's own threshold). */
export const tooFew = (count: number): boolean => count < MIN_COMPARABLES;

/** Who may see a vehicle's market price: its seller, or an approved (accepted, not blocked) dealer. */
export type MarketPriceAudience = 'seller' | 'dealer';

export function marketPriceAudience(viewer: Viewer, ownerId: number): MarketPriceAudience | null {
  const customer = viewer.customer;
  if (!customer) return null;
  if (customer.customerId === ownerId) return 'seller';
  return isApprovedDealer(viewer) ? 'dealer' : null;
}
