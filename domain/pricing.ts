/** Price display rule of the spec: net instead of gross prices for sellers with a VAT number outside Germany. */
import { grossFromNet } from './commission.ts';

export interface SellerTaxInfo {
  vatRegNo: string | null;
  country: string | null;
}

/** Net prices are shown when the seller has a VAT registration number and is not in Germany. */
export function showsNetPrice(seller: SellerTaxInfo): boolean {
  return Boolean(seller.vatRegNo?.trim()) && seller.country !== 'DE';
}

export type PriceNote = 'net' | 'gross' | 'noVat';

export interface PriceRule {
  /** The seller is VAT reportable (commercial); its amounts are stored net. */
  vatReportable: boolean;
  /** The server decided (showsNetPrice) that this seller's prices are shown net plus VAT. */
  netPrices: boolean;
}

/**
 * How a stored amount is shown: a VAT-reportable seller's net amount is shown net plus VAT when the seller is a
 * foreign one with a VAT number, otherwise gross (with the net amount beside it); private sellers' prices carry
 * no VAT to show.
 */
export function priceDisplay(amount: number, rule: PriceRule): { amount: number; net: number | null; note: PriceNote } {
  if (!rule.vatReportable) return { amount, net: null, note: 'noVat' };
  if (rule.netPrices) return { amount, net: null, note: 'net' };
  return { amount: grossFromNet(amount), net: amount, note: 'gross' };
}

/**
 * The price the catalogue filters and sorts by, as buyers see it: the highest bid, else the buy-now price, else
 * the public start price, under the net/gross rule. Never the seller's minimum price, which stays secret.
 */
export function catalogPrice(
  listing: { highestBid: number | null; buyNowPrice: number | null; startPrice: number | null },
  rule: PriceRule,
): number | null {
  const amount = listing.highestBid ?? listing.buyNowPrice ?? listing.startPrice;
  return amount === null ? null : priceDisplay(amount, rule).amount;
}
