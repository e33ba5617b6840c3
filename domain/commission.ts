/** The dealer's brokerage commission: 1.75 % net of the hammer price, at least 399 and at most 3,500 EUR net. */

export const COMMISSION_RATE_BASIS_POINTS = 175;
export const COMMISSION_MIN_EUR = 399;
export const COMMISSION_MAX_EUR = 3500;
export const VAT_RATE_PERCENT = 19;

/** Net commission in whole euros for a hammer price in whole euros (rounded half up, then clamped). */
export function commissionNet(hammerPriceEur: number): number {
  if (!Number.isInteger(hammerPriceEur) || hammerPriceEur < 0) {
    throw new RangeError('hammer price must be a non-negative integer of euros');
  }
  const raw = Math.floor((hammerPriceEur * COMMISSION_RATE_BASIS_POINTS + 5000) / 10000);
  return Math.min(COMMISSION_MAX_EUR, Math.max(COMMISSION_MIN_EUR, raw));
}

/** Hammer prices at which the minimum and the maximum stop applying (for explanations). */
export const COMMISSION_MIN_UNTIL_EUR = Math.ceil((COMMISSION_MIN_EUR * 10000) / COMMISSION_RATE_BASIS_POINTS);
export const COMMISSION_MAX_FROM_EUR = Math.ceil((COMMISSION_MAX_EUR * 10000) / COMMISSION_RATE_BASIS_POINTS);

/** Gross amount for a net amount at the default VAT rate, in whole euros. */
export function grossFromNet(netEur: number, vatPercent = VAT_RATE_PERCENT): number {
  return Math.round((netEur * (100 + vatPercent)) / 100);
}
