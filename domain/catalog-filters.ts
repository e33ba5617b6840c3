/**
 * Catalogue filters as they live in the URL: parsing with named errors, and writing them back, so the filter
 * state round-trips through links. Also the spec's distance bands.
 */
import { AUCTION_STATUSES, type AuctionStatus } from './auction-status.ts';
import type { Locale } from './locales.ts';

export const CATALOG_COUNTRIES = ['DE', 'NL', 'BE', 'FR', 'IT', 'AT', 'CH', 'LU', 'DK', 'CZ', 'PL', 'ES', 'HR', 'SI', 'SK', 'HU', 'SE', 'NO', 'FI', 'PT', 'GR'] as const;
export type CatalogCountry = (typeof CATALOG_COUNTRIES)[number];

export const DISTANCE_BANDS = ['100', '200', '300', 'over300'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

/** `distance` (nearest first) needs a postal code to measure from. */
export const SORTS = ['ending', 'newest', 'price_asc', 'price_desc', 'mileage_asc', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_ITEMS_PER_PAGE = 60;

/**
 * How deep a search can be paged: a page must start within the first 1,000 results, as on the large marketplaces.
 * Every page before it is read to reach it, so deeper pages would cost D1 ever more rows (the target is 2,000 per
 * search); the storefront's "load more" stays well within (at most 50 pages of 12), and a narrower filter or another
 * sort reaches the rest.
 */
export const MAX_RESULT_DEPTH = 1_000;

/** The last page that starts within MAX_RESULT_DEPTH at this page size. */
export function maxCatalogPage(itemsPerPage: number): number {
  return Math.ceil(MAX_RESULT_DEPTH / itemsPerPage);
}

/** The longest free-text query accepted (`q`); the search box has the same limit. */
export const MAX_QUERY_LENGTH = 100;

export interface CatalogFilters {
  /** Free text over make, model, type and category (trimmed, spaces collapsed); see domain/catalog-text.ts. */
  q?: string;
  productType?: 'motorhome' | 'trailer';
  makes: string[];
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  powerMin?: number;
  lengthMax?: number;
  bedsMin?: number;
  seatsMin?: number;
  fuels: string[];
  transmission?: 'manual' | 'automatic';
  countries: CatalogCountry[];
  zip?: string;
  /** The country of `zip`; without it the storefront's home country (by locale) is assumed. */
  zipCountry?: CatalogCountry;
  distance?: DistanceBand;
  buyNow: boolean;
  exclusive: boolean;
  manufacturer: boolean;
  status?: AuctionStatus;
  sort: Sort;
  page: number;
  itemsPerPage: number;
}

/** The part of URLSearchParams the parser needs (domain/ has no DOM types). */
export interface QueryParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

export type ParseResult = { ok: true; filters: CatalogFilters } | { ok: false; fields: Record<string, string> };

const NUMBER_PARAMS = {
  priceMin: [0, 10_000_000],
  priceMax: [0, 10_000_000],
  yearMin: [1950, 2100],
  yearMax: [1950, 2100],
  mileageMax: [0, 2_000_000],
  powerMin: [0, 1000],
  lengthMax: [0, 20_000],
  bedsMin: [0, 20],
  seatsMin: [0, 20],
} as const;

const FUELS = ['diesel', 'petrol', 'lpg', 'electric', 'hybrid'];
const SLUG = /^[a-z0-9_]{1,40}$/;

function list(params: QueryParams, name: string): string[] {
  return params.getAll(name).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
}

/** Reads filters from a query; unknown values and malformed numbers are named errors, never silently ignored. */
export function parseCatalogFilters(params: QueryParams): ParseResult {
  const fields: Record<string, string> = {};
  const filters: CatalogFilters = { makes: [], fuels: [], countries: [], buyNow: false, exclusive: false, manufacturer: false, sort: 'ending', page: 1, itemsPerPage: 24 };

  const q = params.get('q');
  if (q !== null) {
    const text = normalizeQuery(q);
    // Text with no letter or digit (only punctuation) is no text filter, like an empty search box.
    if (text.length > MAX_QUERY_LENGTH) fields.q = 'validation.max';
    else if (/[\p{L}\p{N}]/u.test(text)) filters.q = text;
  }
  const type = params.get('productType');
  if (type !== null) {
    if (type === 'motorhome' || type === 'trailer') filters.productType = type;
    else fields.productType = 'validation.invalid';
  }
  for (const [name, [min, max]] of Object.entries(NUMBER_PARAMS) as [keyof typeof NUMBER_PARAMS, readonly [number, number]][]) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) fields[name] = 'validation.invalid';
    else filters[name] = value;
  }
  filters.makes = list(params, 'make');
  if (filters.makes.length > 30 || filters.makes.some((make) => !SLUG.test(make))) fields.make = 'validation.invalid';
  filters.fuels = list(params, 'fuel');
  if (filters.fuels.some((fuel) => !FUELS.includes(fuel))) fields.fuel = 'validation.invalid';
  const transmission = params.get('transmission');
  if (transmission !== null) {
    if (transmission === 'manual' || transmission === 'automatic') filters.transmission = transmission;
    else fields.transmission = 'validation.invalid';
  }
  const countries = list(params, 'country').map((country) => country.toUpperCase());
  if (countries.some((country) => !(CATALOG_COUNTRIES as readonly string[]).includes(country))) fields.country = 'validation.invalid';
  else filters.countries = countries as CatalogCountry[];
  const zip = params.get('zip');
  if (zip !== null && zip !== '') {
    if (/^[A-Za-z0-9 -]{3,10}$/.test(zip)) filters.zip = zip.trim().toUpperCase();
    else fields.zip = 'validation.zip_code';
  }
  const zipCountry = params.get('zipCountry');
  if (zipCountry !== null && zipCountry !== '') {
    const upper = zipCountry.toUpperCase();
    if ((CATALOG_COUNTRIES as readonly string[]).includes(upper)) filters.zipCountry = upper as CatalogCountry;
    else fields.zipCountry = 'validation.invalid';
  }
  const distance = params.get('distance');
  if (distance !== null) {
    if ((DISTANCE_BANDS as readonly string[]).includes(distance)) filters.distance = distance as DistanceBand;
    else fields.distance = 'validation.invalid';
  }
  if (filters.distance && !filters.zip) fields.zip = 'validation.required';
  if (params.get('sort') === 'distance' && !filters.zip && !fields.zip) fields.zip = 'validation.required';
  for (const flag of ['buyNow', 'exclusive', 'manufacturer'] as const) {
    const raw = params.get(flag);
    if (raw === null) continue;
    if (raw === '1' || raw === 'true') filters[flag] = true;
    else if (raw !== '0' && raw !== 'false') fields[flag] = 'validation.invalid';
  }
  const status = params.get('status');
  if (status !== null) {
    if ((AUCTION_STATUSES as readonly string[]).includes(status)) filters.status = status as AuctionStatus;
    else fields.status = 'validation.invalid';
  }
  const sort = params.get('sort');
  if (sort !== null) {
    if ((SORTS as readonly string[]).includes(sort)) filters.sort = sort as Sort;
    else fields.sort = 'validation.invalid';
  }
  const page = params.get('page');
  if (page !== null) {
    if (/^\d{1,5}$/.test(page) && Number(page) >= 1) filters.page = Number(page);
    else fields.page = 'validation.invalid';
  }
  const perPage = params.get('itemsPerPage');
  if (perPage !== null) {
    // Oversized pages are clamped (documented), malformed ones are errors.
    if (/^\d{1,6}$/.test(perPage) && Number(perPage) >= 1) filters.itemsPerPage = Math.min(Number(perPage), MAX_ITEMS_PER_PAGE);
    else fields.itemsPerPage = 'validation.invalid';
  }
  if (!fields.page && filters.page > maxCatalogPage(filters.itemsPerPage)) fields.page = 'validation.invalid';
  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax) fields.priceMax = 'validation.invalid';
  if (filters.yearMin !== undefined && filters.yearMax !== undefined && filters.yearMin > filters.yearMax) fields.yearMax = 'validation.invalid';
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, filters };
}

/** Writes filters back as query entries, leaving out defaults, so equal filters give equal URLs. */
export function serializeCatalogFilters(filters: CatalogFilters): Record<string, string> {
  const entries: Record<string, string> = {};
  const params = { set: (name: string, value: string) => void (entries[name] = value) };
  if (filters.q) params.set('q', filters.q);
  if (filters.productType) params.set('productType', filters.productType);
  if (filters.makes.length) params.set('make', filters.makes.join(','));
  for (const name of Object.keys(NUMBER_PARAMS) as (keyof typeof NUMBER_PARAMS)[]) {
    const value = filters[name];
    if (value !== undefined) params.set(name, String(value));
  }
  if (filters.fuels.length) params.set('fuel', filters.fuels.join(','));
  if (filters.transmission) params.set('transmission', filters.transmission);
  if (filters.countries.length) params.set('country', filters.countries.join(','));
  if (filters.zip) params.set('zip', filters.zip);
  if (filters.zipCountry) params.set('zipCountry', filters.zipCountry);
  if (filters.distance) params.set('distance', filters.distance);
  if (filters.buyNow) params.set('buyNow', '1');
  if (filters.exclusive) params.set('exclusive', '1');
  if (filters.manufacturer) params.set('manufacturer', '1');
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'ending') params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.itemsPerPage !== 24) params.set('itemsPerPage', String(filters.itemsPerPage));
  return entries;
}

/** Trims a free-text query and collapses its white space, so equal queries give equal URLs. */
export function normalizeQuery(q: string): string {
  return q.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Great-circle distance in km between two points given in degrees. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The spec's bands: up to 100, 200 or 300 km, or over 300 km. */
export function distanceBand(km: number): DistanceBand {
  if (km <= 100) return '100';
  if (km <= 200) return '200';
  if (km <= 300) return '300';
  return 'over300';
}

/** A band as a distance range for queries: "up to" bands have a maximum, the last one a minimum. */
export function bandRange(band: DistanceBand): { minKm: number | null; maxKm: number | null } {
  return band === 'over300' ? { minKm: 300, maxKm: null } : { minKm: null, maxKm: Number(band) };
}

/** The country a postal code is assumed to be in when the search does not say: the storefront's home country. */
export const HOME_COUNTRY: Record<Locale, CatalogCountry> = { de: 'DE', en: 'DE', nl: 'NL', sv: 'SE', da: 'DK', pl: 'PL', es: 'ES', cs: 'CZ' };

/** Whether a distance falls into a chosen band ("up to" bands include the nearer ones). */
export function withinBand(km: number, band: DistanceBand): boolean {
  return band === 'over300' ? km > 300 : km <= Number(band);
}
