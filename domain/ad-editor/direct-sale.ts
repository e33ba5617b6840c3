/**
 * The 6-week rule (spec 001 section 9): a direct sale means the vehicle is available now or within at most 6 weeks.
 * Every ad here goes to a direct sale (bids within 24 hours of the review), so an ad is sent to review, or back to
 * auction, only while its pickup is at most 6 weeks away; a later pickup (up to 3 months, the field's own bound) can
 * be prepared and saved, and is submitted once it is within 6 weeks.
 */

export const DIRECT_SALE_MAX_WEEKS = 6;
const DIRECT_SALE_MAX_DAYS = DIRECT_SALE_MAX_WEEKS * 7;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DirectSaleRefusal {
  /** The latest pickup date a direct sale may have today (YYYY-MM-DD). */
  latestPickup: string;
  /** The first day this ad's pickup date is within 6 weeks, so it may go to auction (YYYY-MM-DD). */
  submittableFrom: string;
}

/**
 * Null when the ad may go to a direct sale on `today` (Berlin day, YYYY-MM-DD): pickup now, no date yet (the editor's
 * completeness check asks for one), a date in the past (the vehicle is available) or at most 6 weeks ahead.
 */
export function directSaleRefusal(pickup: { availability: string | null; date: string | null }, today: string): DirectSaleRefusal | null {
  if (pickup.availability !== 'later' || !pickup.date || !DAY.test(pickup.date.slice(0, 10))) return null;
  const date = pickup.date.slice(0, 10);
  const latestPickup = addDays(today, DIRECT_SALE_MAX_DAYS);
  if (date <= latestPickup) return null;
  return { latestPickup, submittableFrom: addDays(date, -DIRECT_SALE_MAX_DAYS) };
}
