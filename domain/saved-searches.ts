/**
 * Rules of saved searches and the watchlist: name and query normalisation, the default name and the display
 * summary of a search's filters, paging rules, the statuses an alert looks at, and the answer shapes.
 */
import { AUCTION_STATUSES, type AuctionStatus, LIVE_STATUSES } from './auction-status.ts';
import { type CatalogFilters, type DistanceBand, parseCatalogFilters, type QueryParams, serializeCatalogFilters } from './catalog-filters.ts';
import type { ProductCard } from './catalog.ts';
import { formatEuro, formatInteger, formatPower, formatUnit } from './format.ts';

export const SEARCH_NAME_MAX = 80;
export const MAX_SEARCHES_PER_CUSTOMER = 50;
/** The longest query a search may store; real filter queries stay far below. */
export const SEARCH_QUERY_MAX = 2000;
export const SEARCHES_PAGE_SIZES = [10, 25, 50] as const;
export type SearchesPageSize = (typeof SEARCHES_PAGE_SIZES)[number];
export const DEFAULT_SEARCHES_PAGE_SIZE: SearchesPageSize = 10;
/** At most this many titles are listed in one alert e-mail; the button leads to the rest. */
export const MAX_LISTED_MATCHES = 10;

export function isSearchesPageSize(value: number): value is SearchesPageSize {
  return (SEARCHES_PAGE_SIZES as readonly number[]).includes(value);
}

export type NameResult = { ok: true; name: string } | { ok: false; error: 'validation.required' | 'validation.max' };

/** Trimmed, runs of whitespace and control characters collapsed to one space; 1 to 80 characters. */
export function normaliseSearchName(raw: string): NameResult {
  const name = raw.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  const length = [...name].length;
  if (length === 0) return { ok: false, error: 'validation.required' };
  return length <= SEARCH_NAME_MAX ? { ok: true, name } : { ok: false, error: 'validation.max' };
}

/** A query string ("a=1&b=2", with or without "?") as the filter parser reads it; domain/ has no URLSearchParams. */
export function queryParams(query: string): QueryParams {
  const entries: [string, string][] = [];
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [name = '', ...rest] = part.split('=');
    entries.push([decodePart(name), decodePart(rest.join('='))]);
  }
  return {
    get: (name) => entries.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => entries.filter(([key]) => key === name).map(([, value]) => value),
  };
}

function decodePart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A broken escape stays as written, so the parser names the field instead of the whole query failing.
    return text;
  }
}

/** Filters as a search stores them: paging and sort are a view of the results, not part of the search. */
export function searchFiltersOf(filters: CatalogFilters): CatalogFilters {
  return { ...filters, sort: 'ending', page: 1, itemsPerPage: 24 };
}

export type NormalisedQuery = { ok: true; query: string; filters: CatalogFilters } | { ok: false; fields: Record<string, string> };

/** Parses a catalogue query and writes it back in its one canonical form (equal filters, equal strings). */
export function normaliseSearchQuery(raw: string): NormalisedQuery {
  if (raw.length > SEARCH_QUERY_MAX) return { ok: false, fields: { query: 'validation.max' } };
  const parsed = parseCatalogFilters(queryParams(raw));
  if (!parsed.ok) return { ok: false, fields: { query: 'validation.invalid' } };
  const filters = searchFiltersOf(parsed.filters);
  const query = Object.entries(serializeCatalogFilters(filters))
    // Commas stay readable (they separate makes, fuels and countries), as in the catalogue's own URLs.
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
  return { ok: true, query, filters };
}

/** The filters of a stored query; a query that no longer parses (rules changed) matches nothing rather than everything. */
export function storedSearchFilters(query: string): CatalogFilters | null {
  const normalised = normaliseSearchQuery(query);
  return normalised.ok ? normalised.filters : null;
}

/** Listings an alert announces: those dealers can still bid on or that start soon, never finished ones. */
export const ALERT_STATUSES: readonly AuctionStatus[] = ['published', 'running', 'hotbidding'];

/** The alert statuses narrowed by the search's own status filter ("running" means every live phase). */
export function alertStatuses(filters: CatalogFilters): AuctionStatus[] {
  const wanted = filters.status === 'running' ? LIVE_STATUSES : filters.status ? [filters.status] : ALERT_STATUSES;
  return ALERT_STATUSES.filter((status) => wanted.includes(status));
}

/** One chip of a search's filter summary; values are language-neutral, the client supplies the words. */
export type FilterChip =
  | { field: 'productType'; code: 'motorhome' | 'trailer' }
  | { field: 'transmission'; code: 'manual' | 'automatic' }
  | { field: 'status'; code: AuctionStatus }
  | { field: 'make'; names: string[] }
  | { field: 'fuel' | 'country'; codes: string[] }
  | { field: RangeField; min: string | null; max: string | null }
  | { field: 'distance'; band: DistanceBand; zip: string }
  | { field: 'buyNow' | 'exclusive' | 'manufacturer' };

export type RangeField = 'price' | 'year' | 'mileage' | 'power' | 'length' | 'beds' | 'seats';

type Bound = number | undefined;

const RANGES: { field: RangeField; min: (f: CatalogFilters) => Bound; max: (f: CatalogFilters) => Bound; format: (value: number) => string }[] = [
  { field: 'price', min: (f) => f.priceMin, max: (f) => f.priceMax, format: formatEuro },
  { field: 'year', min: (f) => f.yearMin, max: (f) => f.yearMax, format: String },
  { field: 'mileage', min: () => undefined, max: (f) => f.mileageMax, format: (km) => formatUnit(km, 'km') },
  { field: 'power', min: (f) => f.powerMin, max: () => undefined, format: formatPower },
  { field: 'length', min: () => undefined, max: (f) => f.lengthMax, format: (mm) => formatUnit(mm, 'mm') },
  { field: 'beds', min: (f) => f.bedsMin, max: () => undefined, format: formatInteger },
  { field: 'seats', min: (f) => f.seatsMin, max: () => undefined, format: formatInteger },
];

/** Make codes to names ("eura_mobil" -> "Eura Mobil") when no catalogue of names is at hand. */
export function fallbackMakeName(code: string): string {
  return code
    .split('_')
    .filter(Boolean)
    .map((word) => (word.length <= 3 ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The summary shown beside a saved search, in a fixed order: what, which make, ranges, details, place, flags. */
export function filterSummary(filters: CatalogFilters, makeName: (code: string) => string = fallbackMakeName): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.productType) chips.push({ field: 'productType', code: filters.productType });
  if (filters.makes.length) chips.push({ field: 'make', names: filters.makes.map(makeName) });
  for (const range of RANGES) {
    const min = range.min(filters);
    const max = range.max(filters);
    if (min === undefined && max === undefined) continue;
    chips.push({ field: range.field, min: min === undefined ? null : range.format(min), max: max === undefined ? null : range.format(max) });
  }
  if (filters.fuels.length) chips.push({ field: 'fuel', codes: [...filters.fuels] });
  if (filters.transmission) chips.push({ field: 'transmission', code: filters.transmission });
  if (filters.countries.length) chips.push({ field: 'country', codes: [...filters.countries] });
  if (filters.distance && filters.zip) chips.push({ field: 'distance', band: filters.distance, zip: filters.zip });
  for (const flag of ['buyNow', 'exclusive', 'manufacturer'] as const) if (filters[flag]) chips.push({ field: flag });
  if (filters.status) chips.push({ field: 'status', code: filters.status });
  return chips;
}

/** Words the default name needs from the caller's language. */
export interface NameWords {
  productType: Record<'motorhome' | 'trailer', string>;
  /** Used when the filters name neither a make nor a type, e.g. "All vehicles". */
  everything: string;
}

/** Writes a range with symbols only ("20.000 € – 50.000 €", "≤ 100.000 km"), so no words need translating. */
function rangeText(min: string | null, max: string | null): string {
  if (min !== null && max !== null) return min === max ? min : `${min} – ${max}`;
  return min !== null ? `≥ ${min}` : `≤ ${max ?? ''}`;
}

/** A name proposed when a search is saved: makes (or the type), then price, year and mileage, at most 80 characters. */
export function defaultSearchName(filters: CatalogFilters, words: NameWords, makeName: (code: string) => string = fallbackMakeName): string {
  const chips = filterSummary(filters, makeName);
  const parts: string[] = [];
  const makes = chips.find((chip) => chip.field === 'make');
  if (makes) parts.push(makes.names.join(', '));
  if (filters.productType && (!makes || parts.join('').length < 40)) parts.push(words.productType[filters.productType]);
  for (const chip of chips) {
    if (chip.field === 'price' || chip.field === 'year' || chip.field === 'mileage') parts.push(rangeText(chip.min, chip.max));
  }
  if (filters.countries.length) parts.push(filters.countries.join(', '));
  if (!makes && !filters.productType) parts.unshift(words.everything);
  return truncate(parts.join(' · '), SEARCH_NAME_MAX);
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** One line of an alert e-mail: "Hymer B 678 · 2019 · 45.000 km". */
export function matchLine(card: Pick<ProductCard, 'make' | 'model' | 'firstRegistrationYear' | 'mileage'>): string {
  const parts = [`${card.make} ${card.model}`.trim(), String(card.firstRegistrationYear)];
  if (card.mileage !== null) parts.push(formatUnit(card.mileage, 'km').replace(/\u00a0/g, ' '));
  return parts.join(' · ');
}

/** A saved search as the API answers it. */
export interface SavedSearch {
  id: number;
  name: string;
  status: 'active' | 'paused';
  notify: boolean;
  /** The normalised catalogue query, ready to append to the catalogue's URL. */
  query: string;
  filters: FilterChip[];
  createdAt: string;
  updatedAt: string;
}

export interface SavedSearchesPage {
  searches: SavedSearch[];
  page: number;
  pages: number;
  total: number;
}

/** Watchlist tabs: everything, live auctions, finished ones. */
export const WATCHLIST_STATUS_FILTERS = ['all', 'running', 'ended'] as const;
export type WatchlistStatusFilter = (typeof WATCHLIST_STATUS_FILTERS)[number];

/** Statuses a watched listing is listed with: never while its seller edits it or it is under review again. */
export const WATCHLIST_VISIBLE_STATUSES: readonly AuctionStatus[] = AUCTION_STATUSES.filter((status) => status !== 'editing' && status !== 'under_review');

/** Finished: neither live nor about to start. */
export const WATCHLIST_ENDED_STATUSES: readonly AuctionStatus[] = WATCHLIST_VISIBLE_STATUSES.filter(
  (status) => status !== 'published' && !LIVE_STATUSES.includes(status),
);

export function watchlistStatuses(filter: WatchlistStatusFilter): readonly AuctionStatus[] {
  if (filter === 'running') return LIVE_STATUSES;
  if (filter === 'ended') return WATCHLIST_ENDED_STATUSES;
  return WATCHLIST_VISIBLE_STATUSES;
}

export interface WatchlistPage {
  products: ProductCard[];
  page: number;
  pages: number;
  total: number;
  filters: { status: { value: WatchlistStatusFilter; count: number }[] };
}
