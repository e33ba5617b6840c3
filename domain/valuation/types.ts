/** The shapes of the comparable-sales valuation: the vehicle to value, past sales, and the explained estimate. */

export type ValuationProductType = 'motorhome' | 'trailer';

/** The vehicle to value, in the terms every past sale is also described in. */
export interface ValuationSubject {
  productType: ValuationProductType;
  make: string;
  /** Model or series as the seller or the ad names it, e.g. "Sky TI 650 MEG". */
  model: string;
  firstRegistrationYear: number;
  /** km; trailers have none. */
  mileage: number | null;
  lengthMm: number | null;
  /** Equipment option codes (the `equipment` attribute), e.g. "awning", "solar_panel". */
  equipment: readonly string[];
}

/** How a past price came about: a sale's hammer price, or the highest bid of a round that ended without a sale. */
export type SaleKind = 'hammer' | 'failed_highest_bid';

/** One past auction price. Never carries a buyer's or a seller's identity. */
export interface ComparableSale extends ValuationSubject {
  /** Unique per sale ("o{orderId}" for a hammer price, "r{auctionId}-{round}" for a failed round). */
  saleId: string;
  /**
   * The vehicle (product) the price belongs to: a vehicle that failed and later sold appears twice, and a back-test
   * leaves out all of a vehicle's prices. Used for that only; it never reaches the estimate.
   */
  vehicleId: number;
  /** Whole euros. */
  price: number;
  kind: SaleKind;
  /** Epoch ms of the sale or of the round's last bid. */
  at: number;
}

/** The adjustments applied to a comparable's price (see adjustments.ts). */
export type AdjustmentCode = 'age' | 'mileage' | 'failed_bid';

export interface PriceAdjustment {
  code: AdjustmentCode;
  /** Whole euros added to (positive) or taken from (negative) the comparable's price. */
  amount: number;
}

/** A comparable as the report shows it: its key data and prices, no identity (not even the sale's or vehicle's id). */
export interface ComparableUsed {
  kind: SaleKind;
  make: string;
  model: string;
  firstRegistrationYear: number;
  mileage: number | null;
  lengthMm: number | null;
  equipment: readonly string[];
  /** Epoch ms of the sale. */
  at: number;
  /** The price as it was paid or bid, whole euros. */
  price: number;
  /** The price carried over to the subject (age, mileage, failed-round uplift), whole euros. */
  adjustedPrice: number;
  adjustments: PriceAdjustment[];
  /** 0..1: how alike the two vehicles are (similarity.ts). */
  similarity: number;
  /** The comparable's share of the estimate, 0..1 (the weights of all comparables add up to 1). */
  weight: number;
}

/** What moved the estimate up or down, as the weighted average effect on the comparables, in whole euros. */
export interface PriceFactor {
  code: AdjustmentCode;
  direction: 'up' | 'down';
  /** Always positive; the direction says which way. */
  amount: number;
}

export interface ValuationMethod {
  version: string;
  /** How many comparables the estimate rests on. */
  k: number;
  /** The band's lower and upper quantile (the middle is the weighted median). */
  quantiles: readonly [number, number];
}

export type ValuationEstimate =
  | {
      state: 'range';
      /** Whole euros, rounded to the price step. */
      low: number;
      mid: number;
      high: number;
      comparables: ComparableUsed[];
      factors: PriceFactor[];
      method: ValuationMethod;
    }
  | {
      /** Not enough similar sales: no number is made up. */
      state: 'too_few';
      found: number;
      needed: number;
    };
