/**
 * Which counters of `catalog_facet_counts` can answer a search's total and facet counts exactly, and with which
 * bands; or why the search has to count its matching listings instead. Mirrors the band arithmetic of the
 * triggers in migration 0026, so the two must change together.
 */
import { type AuctionStatus, LIVE_STATUSES, PUBLIC_STATUSES } from './auction-status.ts';
import type { CatalogFilters } from './catalog-filters.ts';

/** Price counters step by 5,000 EUR, mileage counters by 10,000 km (see stepBand). */
export const PRICE_STEP = 5_000;
export const MILEAGE_STEP = 10_000;

/** Bit of each facet in a counter cell's filter mask (catalog_facet_cells.mask). */
export const FACET_BITS = { productType: 1, make: 2, fuel: 4, country: 8, transmission: 16 } as const;

export type FacetScope = '*' | 'live' | 'published';
export type RangeKind = 'year' | 'price' | 'mileage' | 'buy_now' | 'region';

/** An inclusive band range; a missing end is open. */
export interface BandRange {
  min?: number;
  max?: number;
}

export type FacetPlan =
  | { source: 'counters'; scope: FacetScope; kind: ''; bands?: undefined }
  | { source: 'counters'; scope: FacetScope; kind: Exclude<RangeKind, 'region'>; bands: BandRange }
  /** Distance: the postal regions in reach are looked up by the caller; "over" bands count the complement. */
  | { source: 'counters'; scope: FacetScope; kind: 'region'; bands?: undefined }
  | { source: 'scan'; reason: string };

/**
 * A value's band on a step grid: every multiple of the step is a band of its own, the values between two
 * multiples share one, so both "at least X" and "at most X" are whole bands whenever X lies on the grid.
 */
export function stepBand(value: number, step: number): number {
  return value % step === 0 ? (value / step) * 2 : Math.floor(value / step) * 2 + 1;
}

/** A postal region's band, from the first two coordinates of its unit vector (as the triggers compute it). */
export function regionBand(x: number, y: number): number {
  return (Math.trunc(x * 100_000) + 100_000) * 1_000_000 + (Math.trunc(y * 100_000) + 100_000);
}

function scopeOf(statuses: readonly AuctionStatus[]): FacetScope | null {
  const same = (list: readonly AuctionStatus[]) => list.length === statuses.length && list.every((status) => statuses.includes(status));
  if (same(PUBLIC_STATUSES)) return '*';
  if (same(LIVE_STATUSES)) return 'live';
  if (statuses.length === 1 && statuses[0] === 'published') return 'published';
  return null;
}

/** How many of the five facets carry a filter. */
export function activeFacetFilters(filters: CatalogFilters): number {
  return [filters.productType, filters.makes.length, filters.fuels.length, filters.countries.length, filters.transmission].filter(Boolean).length;
}

/** The one range kind a search filters by, its bands, or why the counters cannot serve it. */
function rangeOf(filters: CatalogFilters): { kind: RangeKind; bands?: BandRange }[] | string {
  const unsupported = (['powerMin', 'lengthMax', 'bedsMin', 'seatsMin'] as const).find((name) => filters[name] !== undefined);
  if (unsupported) return `${unsupported} has no counters`;
  if (filters.exclusive || filters.manufacturer) return 'exclusive and manufacturer auctions have no counters';
  const kinds: { kind: RangeKind; bands?: BandRange }[] = [];
  if (filters.yearMin !== undefined || filters.yearMax !== undefined) kinds.push({ kind: 'year', bands: { min: filters.yearMin, max: filters.yearMax } });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const off = [filters.priceMin, filters.priceMax].some((value) => value !== undefined && value % PRICE_STEP !== 0);
    if (off) return `price off the ${PRICE_STEP} grid`;
    kinds.push({ kind: 'price', bands: { min: filters.priceMin === undefined ? undefined : stepBand(filters.priceMin, PRICE_STEP), max: filters.priceMax === undefined ? undefined : stepBand(filters.priceMax, PRICE_STEP) } });
  }
  if (filters.mileageMax !== undefined) {
    if (filters.mileageMax % MILEAGE_STEP !== 0) return `mileage off the ${MILEAGE_STEP} grid`;
    kinds.push({ kind: 'mileage', bands: { max: stepBand(filters.mileageMax, MILEAGE_STEP) } });
  }
  if (filters.buyNow) kinds.push({ kind: 'buy_now', bands: {} });
  if (filters.distance) kinds.push({ kind: 'region' });
  return kinds;
}

/**
 * Plans the counts of a search. Counters serve: any facet filters with no range; or one range kind (year, price
 * on the 5,000 grid, mileage on the 10,000 grid, buy-now, distance) with at most one facet filter; each in the
 * scopes every public listing, live auctions, or published. Anything else is counted from the listings (exact,
 * but it reads every match). Filters this planner does not know (a text query) must be routed to the scan by
 * the caller before asking.
 */
export function planFacets(filters: CatalogFilters, statuses: readonly AuctionStatus[]): FacetPlan {
  const scope = scopeOf(statuses);
  if (!scope) return { source: 'scan', reason: 'status has no counters' };
  const ranges = rangeOf(filters);
  if (typeof ranges === 'string') return { source: 'scan', reason: ranges };
  const [range, ...more] = ranges;
  if (!range) return { source: 'counters', scope, kind: '' };
  if (more.length) return { source: 'scan', reason: 'more than one range filter' };
  if (activeFacetFilters(filters) > 1) return { source: 'scan', reason: 'a range filter with more than one facet filter' };
  if (range.kind === 'region') return { source: 'counters', scope, kind: 'region' };
  return { source: 'counters', scope, kind: range.kind, bands: range.bands ?? {} };
}
