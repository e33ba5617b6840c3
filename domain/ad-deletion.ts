/** The seller's deletion of an ad, and the one-ad-per-vehicle rule (a vehicle is known by its identification number). */

/**
 * Statuses from which the seller may delete: nothing binding is pending and nothing was sold. A live auction, a
 * renegotiation or a pending late offer must be stopped first (the bids and offers then lapse).
 */
export const DELETABLE_STATUSES = ['editing', 'under_review', 'published', 'inactive', 'acpt_late_offer', 'declined_late_offer', 'failed_na'] as const;

export function canDeleteAd(status: string): boolean {
  return (DELETABLE_STATUSES as readonly string[]).includes(status);
}

/** A VIN as compared: upper case, without spaces, dots and hyphens. */
export function normaliseVin(vin: string): string {
  return vin.toUpperCase().replace(/[\s.-]/g, '');
}

/** Two ads describe the same vehicle when their VINs match (after normalising); unknown VINs never match. */
export function sameVehicle(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = normaliseVin(a);
  return left.length >= 11 && left === normaliseVin(b);
}
