/** Price display rule of the spec: net instead of gross prices for sellers with a VAT number outside Germany. */

export interface SellerTaxInfo {
  vatRegNo: string | null;
  country: string | null;
}

/** Net prices are shown when the seller has a VAT registration number and is not in Germany. */
export function showsNetPrice(seller: SellerTaxInfo): boolean {
  return Boolean(seller.vatRegNo?.trim()) && seller.country !== 'DE';
}
