import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG_COUNTRIES, type CatalogCountry } from '../../domain/catalog-filters.ts';
import { kmBetween, postalPrefix, unitVector } from '../../domain/geo.ts';
import { POSTAL_REGIONS } from './postal-regions-data.ts';
import { MIGRATION_FILE, postalRegionsMigration } from './postal-regions-sql.ts';

/** Generous bounding boxes [minLat, maxLat, minLon, maxLon], islands included (Canaries, Azores, Madeira, Åland). */
const BOXES: Record<CatalogCountry, [number, number, number, number]> = {
  DE: [47.2, 55.1, 5.8, 15.1],
  NL: [50.7, 53.6, 3.3, 7.3],
  BE: [49.45, 51.55, 2.5, 6.45],
  FR: [41.3, 51.15, -5.2, 9.6],
  IT: [35.4, 47.1, 6.6, 18.6],
  AT: [46.35, 49.05, 9.5, 17.2],
  CH: [45.8, 47.85, 5.9, 10.5],
  LU: [49.4, 50.2, 5.7, 6.55],
  DK: [54.5, 57.8, 8.0, 15.2],
  CZ: [48.5, 51.1, 12.0, 18.9],
  PL: [49.0, 54.9, 14.1, 24.2],
  ES: [27.6, 43.8, -18.2, 4.4],
  HR: [42.35, 46.6, 13.45, 19.5],
  SI: [45.4, 46.9, 13.35, 16.65],
  SK: [47.7, 49.65, 16.8, 22.6],
  HU: [45.7, 48.6, 16.1, 22.9],
  SE: [55.3, 69.1, 10.9, 24.2],
  NO: [57.9, 71.2, 4.5, 31.2],
  FI: [59.7, 70.1, 19.4, 31.6],
  PT: [32.4, 42.2, -31.3, -6.15],
  GR: [34.8, 41.8, 19.3, 29.7],
};

/** Known city centres with one of their postal codes: the region found for the code must lie near the city. */
const CITIES: [CatalogCountry, string, string, number, number][] = [
  ['DE', '10115', 'Berlin', 52.53, 13.38], ['DE', '20095', 'Hamburg', 53.55, 10.0], ['DE', '80331', 'München', 48.14, 11.57],
  ['DE', '50667', 'Köln', 50.94, 6.96], ['DE', '60311', 'Frankfurt', 50.11, 8.68], ['DE', '70173', 'Stuttgart', 48.78, 9.18],
  ['DE', '01067', 'Dresden', 51.05, 13.74], ['DE', '04109', 'Leipzig', 51.34, 12.37], ['DE', '90403', 'Nürnberg', 49.45, 11.08],
  ['DE', '28195', 'Bremen', 53.08, 8.8], ['DE', '30159', 'Hannover', 52.37, 9.74], ['DE', '24103', 'Kiel', 54.32, 10.13],
  ['DE', '18055', 'Rostock', 54.09, 12.13], ['DE', '79098', 'Freiburg', 47.99, 7.85], ['DE', '66111', 'Saarbrücken', 49.23, 7.0],
  ['DE', '99084', 'Erfurt', 50.98, 11.03], ['DE', '39104', 'Magdeburg', 52.13, 11.63], ['DE', '88045', 'Friedrichshafen', 47.65, 9.48],
  ['NL', '1012 JS', 'Amsterdam', 52.37, 4.9], ['NL', '3011 AD', 'Rotterdam', 51.92, 4.48], ['NL', '3511 AB', 'Utrecht', 52.09, 5.12],
  ['NL', '5611 AB', 'Eindhoven', 51.44, 5.48], ['NL', '9711 AA', 'Groningen', 53.22, 6.57], ['NL', '6211 AA', 'Maastricht', 50.85, 5.69],
  ['BE', '1000', 'Bruxelles', 50.85, 4.35], ['BE', '2000', 'Antwerpen', 51.22, 4.4], ['BE', '9000', 'Gent', 51.05, 3.72],
  ['BE', '4000', 'Liège', 50.63, 5.57], ['BE', '8000', 'Brugge', 51.21, 3.22],
  ['FR', '75001', 'Paris', 48.86, 2.35], ['FR', '69001', 'Lyon', 45.76, 4.84], ['FR', '13001', 'Marseille', 43.3, 5.37],
  ['FR', '31000', 'Toulouse', 43.6, 1.44], ['FR', '33000', 'Bordeaux', 44.84, -0.58], ['FR', '67000', 'Strasbourg', 48.57, 7.75],
  ['FR', '59000', 'Lille', 50.63, 3.06], ['FR', '44000', 'Nantes', 47.22, -1.55], ['FR', '06000', 'Nice', 43.7, 7.27],
  ['IT', '00118', 'Roma', 41.9, 12.5], ['IT', '20121', 'Milano', 45.46, 9.19], ['IT', '80121', 'Napoli', 40.85, 14.27],
  ['IT', '10121', 'Torino', 45.07, 7.69], ['IT', '50121', 'Firenze', 43.77, 11.26], ['IT', '90121', 'Palermo', 38.12, 13.36],
  ['AT', '1010', 'Wien', 48.21, 16.37], ['AT', '8010', 'Graz', 47.07, 15.44], ['AT', '4020', 'Linz', 48.31, 14.29],
  ['AT', '5020', 'Salzburg', 47.8, 13.04], ['AT', '6020', 'Innsbruck', 47.27, 11.39], ['AT', '9020', 'Klagenfurt', 46.62, 14.31],
  ['CH', '8001', 'Zürich', 47.37, 8.54], ['CH', '1201', 'Genève', 46.2, 6.15], ['CH', '3011', 'Bern', 46.95, 7.45],
  ['CH', '4051', 'Basel', 47.56, 7.59], ['CH', '6900', 'Lugano', 46.0, 8.95], ['CH', '1003', 'Lausanne', 46.52, 6.63],
  ['LU', 'L-1009', 'Luxembourg', 49.61, 6.13], ['LU', 'L-4001', 'Esch-sur-Alzette', 49.5, 5.98],
  ['DK', '1050', 'København', 55.68, 12.57], ['DK', '8000', 'Aarhus', 56.16, 10.2], ['DK', '5000', 'Odense', 55.4, 10.39],
  ['DK', '9000', 'Aalborg', 57.05, 9.92],
  ['CZ', '110 00', 'Praha', 50.08, 14.42], ['CZ', '602 00', 'Brno', 49.2, 16.61], ['CZ', '702 00', 'Ostrava', 49.84, 18.29],
  ['CZ', '301 00', 'Plzeň', 49.75, 13.38],
  ['PL', '00-001', 'Warszawa', 52.23, 21.01], ['PL', '30-001', 'Kraków', 50.06, 19.94], ['PL', '80-001', 'Gdańsk', 54.35, 18.65],
  ['PL', '50-001', 'Wrocław', 51.11, 17.03], ['PL', '60-001', 'Poznań', 52.41, 16.93], ['PL', '90-001', 'Łódź', 51.76, 19.46],
  ['PL', '70-001', 'Szczecin', 53.43, 14.55],
  ['ES', '28001', 'Madrid', 40.42, -3.7], ['ES', '08001', 'Barcelona', 41.39, 2.17], ['ES', '46001', 'Valencia', 39.47, -0.38],
  ['ES', '41001', 'Sevilla', 37.39, -5.98], ['ES', '48001', 'Bilbao', 43.26, -2.93], ['ES', '35001', 'Las Palmas', 28.1, -15.42],
  ['HR', '10000', 'Zagreb', 45.81, 15.98], ['HR', '21000', 'Split', 43.51, 16.44], ['HR', '51000', 'Rijeka', 45.33, 14.44],
  ['SI', '1000', 'Ljubljana', 46.05, 14.51], ['SI', '2000', 'Maribor', 46.55, 15.65],
  ['SK', '811 01', 'Bratislava', 48.15, 17.11], ['SK', '040 01', 'Košice', 48.72, 21.26],
  ['HU', '1051', 'Budapest', 47.5, 19.05], ['HU', '4024', 'Debrecen', 47.53, 21.63], ['HU', '6720', 'Szeged', 46.25, 20.15],
  ['SE', '111 20', 'Stockholm', 59.33, 18.06], ['SE', '411 06', 'Göteborg', 57.7, 11.97], ['SE', '211 20', 'Malmö', 55.6, 13.0],
  ['SE', '753 20', 'Uppsala', 59.86, 17.64],
  ['NO', '0150', 'Oslo', 59.91, 10.75], ['NO', '5003', 'Bergen', 60.39, 5.32], ['NO', '7011', 'Trondheim', 63.43, 10.4],
  ['NO', '4006', 'Stavanger', 58.97, 5.73],
  ['FI', '00100', 'Helsinki', 60.17, 24.94], ['FI', '33100', 'Tampere', 61.5, 23.76], ['FI', '20100', 'Turku', 60.45, 22.27],
  ['FI', '90100', 'Oulu', 65.01, 25.47],
  ['PT', '1100-001', 'Lisboa', 38.72, -9.14], ['PT', '4000-001', 'Porto', 41.15, -8.61], ['PT', '8000-001', 'Faro', 37.02, -7.93],
  ['GR', '105 57', 'Athina', 37.98, 23.73], ['GR', '546 21', 'Thessaloniki', 40.64, 22.94], ['GR', '712 01', 'Iraklio', 35.34, 25.13],
];

/** The region row the triggers would pick for a code: its two-digit prefix, else the country's '' row. */
function region(country: CatalogCountry, zip: string): [number, number] {
  const rows = POSTAL_REGIONS[country];
  const found = rows[postalPrefix(zip)] ?? rows[''];
  if (!found) throw new Error(`no region for ${country} ${zip}`);
  return found;
}

const km = (a: [number, number], b: [number, number]) => kmBetween(unitVector(...a), unitVector(...b));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

describe('postal regions data', () => {
  it('has a fallback row and only two-digit prefixes for every catalogue country', () => {
    expect(Object.keys(POSTAL_REGIONS).sort()).toEqual([...CATALOG_COUNTRIES].sort());
    for (const country of CATALOG_COUNTRIES) {
      const prefixes = Object.keys(POSTAL_REGIONS[country]);
      expect(prefixes, country).toContain('');
      for (const prefix of prefixes) expect(prefix, `${country} ${prefix}`).toMatch(/^([0-9]{2})?$/);
    }
  });

  it('puts every point inside its country', () => {
    for (const country of CATALOG_COUNTRIES) {
      const [minLat, maxLat, minLon, maxLon] = BOXES[country];
      for (const [prefix, [lat, lon]] of Object.entries(POSTAL_REGIONS[country])) {
        const where = `${country} '${prefix}' (${lat}, ${lon})`;
        expect(lat >= minLat && lat <= maxLat && lon >= minLon && lon <= maxLon, where).toBe(true);
      }
    }
  });

  it('covers the prefix ranges in use', () => {
    const expected: Partial<Record<CatalogCountry, string[]>> = {
      DE: range(1, 99).filter((p) => !['05', '43', '62'].includes(p)),
      FR: range(1, 95),
      ES: range(1, 52),
      NO: range(0, 99),
      FI: range(0, 99),
      NL: range(10, 99),
      LU: range(10, 99),
      HR: ['10', '20', '21', '22', '23', '31', '32', '33', '34', '35', '40', '42', '43', '44', '47', '48', '49', '51', '52', '53'],
    };
    for (const [country, prefixes] of Object.entries(expected)) {
      const have = Object.keys(POSTAL_REGIONS[country as CatalogCountry]);
      expect(prefixes.filter((p) => !have.includes(p)), country).toEqual([]);
    }
  });

  it('finds each city within 40 km of its real centre', () => {
    for (const [country, zip, city, lat, lon] of CITIES) {
      expect(postalPrefix(zip), `${city} ${zip}`).not.toBe('');
      expect(km(region(country, zip), [lat, lon]), `${country} ${city}`).toBeLessThan(40);
    }
  });

  it('gives plausible distances between regions', () => {
    expect(km(region('DE', '20095'), region('DE', '80331'))).toBeGreaterThan(597);
    expect(km(region('DE', '20095'), region('DE', '80331'))).toBeLessThan(627);
    expect(Math.abs(km(region('FR', '75001'), region('FR', '69001')) - 392)).toBeLessThan(20);
    expect(Math.abs(km(region('ES', '28001'), region('ES', '08001')) - 505)).toBeLessThan(20);
    expect(Math.abs(km(region('AT', '1010'), region('CH', '8001')) - 593)).toBeLessThan(20);
    expect(km(region('DK', '1050'), region('SE', '211 20'))).toBeLessThan(40);
    // An unknown prefix falls back to the country's centre.
    expect(region('DE', '05000')).toEqual(POSTAL_REGIONS.DE['']);
  });

  it('matches the generated migration (regenerate after editing the data)', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    expect(readFileSync(join(root, MIGRATION_FILE), 'utf8')).toBe(postalRegionsMigration());
  });
});
