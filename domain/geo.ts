/** Geometry for the catalogue's distance filter: postal-code prefixes and unit vectors on the sphere. */

/**
 * The two-digit region a postal code belongs to ('' when it has none), as used by `postal_regions`.
 *
 * Mirrors the SQL in the catalogue triggers (migrations/0004_listings.sql):
 * `substr(ltrim(upper(zip), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2)`. Upper-casing is ASCII-only like SQLite's
 * `upper()`, and leading letters, dashes and spaces (country prefixes such as "L-", "CH-", "NL-") are dropped.
 * For a valid code the result is identical; where SQL yields something that is not two digits ("1 ", "")
 * it matches no region row, so both sides fall back to the country's '' row.
 */
export function postalPrefix(zip: string): string {
  const upper = zip.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
  const prefix = upper.replace(/^[A-Z\- ]+/, '').slice(0, 2);
  return /^[0-9]{2}$/.test(prefix) ? prefix : '';
}

export interface UnitVector {
  x: number;
  y: number;
  z: number;
}

/** Mean earth radius (IUGG) in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

/** The point at a latitude and longitude (degrees) as a unit vector from the earth's centre. */
export function unitVector(lat: number, lon: number): UnitVector {
  const phi = lat * RADIANS;
  const lambda = lon * RADIANS;
  return { x: Math.cos(phi) * Math.cos(lambda), y: Math.cos(phi) * Math.sin(lambda), z: Math.sin(phi) };
}

export function dot(a: UnitVector, b: UnitVector): number {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

/**
 * The smallest dot product of two unit vectors at most `km` apart: a point is within `km` of the origin iff
 * `dot(origin, point) >= minDotForKm(km)`. That turns a radius search into a comparison SQL can do.
 */
export function minDotForKm(km: number): number {
  return Math.cos(Math.min(km / EARTH_RADIUS_KM, Math.PI));
}

/** Great-circle distance in km; from the chord length, which stays exact for short distances (acos does not). */
export function kmBetween(a: UnitVector, b: UnitVector): number {
  const chord = Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2));
}
