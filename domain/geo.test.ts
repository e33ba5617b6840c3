import { describe, expect, it } from 'vitest';
import { distanceKm } from './catalog-filters.ts';
import { dot, EARTH_RADIUS_KM, kmBetween, minDotForKm, postalPrefix, unitVector } from './geo.ts';

/** A literal model of the triggers' SQL: substr(ltrim(upper(zip), 'A..Z- '), 1, 2) with SQLite's ASCII upper(). */
function sqlPrefix(zip: string): string {
  const upper = [...zip].map((c) => (c >= 'a' && c <= 'z' ? c.toUpperCase() : c)).join('');
  let start = 0;
  while (start < upper.length && 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '.includes(upper[start] ?? '')) start += 1;
  return [...upper.slice(start)].slice(0, 2).join('');
}

/** The point `km` north of a latitude on the same meridian. */
const north = (lat: number, km: number) => lat + (km / EARTH_RADIUS_KM) * (180 / Math.PI);

describe('postalPrefix', () => {
  it.each([
    ['20095', '20'],
    ['NL-1012 AB', '10'],
    ['1012 AB', '10'],
    ['L-1234', '12'],
    ['CH-8001', '80'],
    ['d-80331', '80'],
    ['00-950', '00'],
    ['1000-001', '10'],
    ['111 20', '11'],
    [' 04109', '04'],
    ['ABC', ''],
    ['', ''],
    ['1', ''],
    ['1 234', ''],
    ['SE 1', ''],
    ['ß12', ''],
  ])('%j -> %j', (zip, prefix) => {
    expect(postalPrefix(zip)).toBe(prefix);
  });

  it('picks the same region row as the SQL in the triggers', () => {
    const zips = ['20095', 'nl-1012 ab', 'L-1234', 'A-1010', '00-950', '1000-001', 'ABC', '', '7', '1 2', '-- 99', 'é12', 'ß12', 'x9y'];
    for (const zip of zips) {
      const sql = sqlPrefix(zip);
      // Region rows exist only for two-digit prefixes and ''; anything else in SQL falls back to ''.
      expect(postalPrefix(zip)).toBe(/^[0-9]{2}$/.test(sql) ? sql : '');
    }
  });
});

describe('unit vectors', () => {
  it('maps degrees onto the unit sphere', () => {
    expect(unitVector(0, 0)).toEqual({ x: 1, y: 0, z: 0 });
    const pole = unitVector(90, 123);
    expect(pole.z).toBeCloseTo(1, 12);
    expect(Math.hypot(pole.x, pole.y)).toBeCloseTo(0, 12);
    const v = unitVector(0, 90);
    expect(v.x).toBeCloseTo(0, 12);
    expect(v.y).toBeCloseTo(1, 12);
    const hamburg = unitVector(53.55, 10);
    expect(dot(hamburg, hamburg)).toBeCloseTo(1, 12);
  });

  it('measures great-circle distances', () => {
    const hamburg = { lat: 53.55, lon: 10.0 };
    const munich = { lat: 48.14, lon: 11.58 };
    const km = kmBetween(unitVector(hamburg.lat, hamburg.lon), unitVector(munich.lat, munich.lon));
    expect(km).toBeGreaterThan(597);
    expect(km).toBeLessThan(627);
    expect(km).toBeCloseTo(distanceKm(hamburg, munich), 0);
    expect(kmBetween(unitVector(50, 8), unitVector(50, 8))).toBe(0);
    expect(kmBetween(unitVector(0, 0), unitVector(0, 180))).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(kmBetween(unitVector(50, 8), unitVector(north(50, 1), 8))).toBeCloseTo(1, 6);
  });

  it('keeps points up to the radius and drops those beyond it', () => {
    const origin = unitVector(50, 10);
    const limit = minDotForKm(100);
    expect(dot(origin, unitVector(north(50, 99.9), 10))).toBeGreaterThanOrEqual(limit);
    expect(dot(origin, unitVector(north(50, 100.1), 10))).toBeLessThan(limit);
    // East-west as well: about 100 km along the parallel at 50° N is 1.4° of longitude.
    expect(dot(origin, unitVector(50, 11.38))).toBeGreaterThanOrEqual(limit);
    expect(dot(origin, unitVector(50, 11.42))).toBeLessThan(limit);
    expect(minDotForKm(0)).toBe(1);
    expect(minDotForKm(1e6)).toBe(-1);
  });
});
