/** Checks of route parameters, small enough for the route registry in the initial bundle. */

/** Listing ids are positive integers in plain digits; anything else cannot name a listing (a 404 page). */
export function isProductId(value: string): boolean {
  return /^[1-9]\d{0,14}$/.test(value);
}
