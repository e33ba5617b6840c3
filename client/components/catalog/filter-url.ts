/**
 * Catalogue filters in the page URL: reading them (dropping what is invalid), the canonical query the search
 * keys and saved searches use, and the query a filter change navigates to. Shared by the page and the SSR preload.
 */
import { type CatalogFilters, parseCatalogFilters, serializeCatalogFilters } from '../../../domain/catalog-filters.ts';

/** Query entries that are paging, not filtering: saved searches and the search keys leave them out. */
const PAGING = ['page', 'itemsPerPage'];

function defaults(): CatalogFilters {
  const parsed = parseCatalogFilters(new URLSearchParams());
  if (!parsed.ok) throw new Error('the empty catalogue query must parse');
  return parsed.filters;
}

const DEFAULTS = defaults();

/**
 * The filters of a page URL. A hand-edited link or an old bookmark with an invalid parameter loses that
 * parameter instead of failing the whole page; errors name their parameter, so a few passes clean everything.
 */
export function readFilters(search: URLSearchParams): CatalogFilters {
  const params = new URLSearchParams(search);
  for (const name of PAGING) params.delete(name);
  for (let pass = 0; pass < 4; pass += 1) {
    const parsed = parseCatalogFilters(params);
    if (parsed.ok) return parsed.filters;
    for (const field of Object.keys(parsed.fields)) {
      params.delete(field);
      // "zip required" means a distance or a distance sort without its origin: those go too.
      if (field === 'zip') {
        params.delete('distance');
        if (params.get('sort') === 'distance') params.delete('sort');
      }
    }
  }
  return { ...DEFAULTS };
}

/** Query entries as a string; commas stay readable (they separate makes, fuels and countries). */
function toQuery(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
}

/** The canonical filter query without paging: equal filters give equal strings (SWR keys, saved searches). */
export function filterQuery(filters: CatalogFilters): string {
  const entries = serializeCatalogFilters({ ...filters, page: 1, itemsPerPage: DEFAULTS.itemsPerPage });
  for (const name of PAGING) delete entries[name];
  return toQuery(entries);
}

/** The filters with every filter cleared; the sort order is a view setting and stays (nearest first needs a postcode, so it goes). */
export function clearedFilters(filters: CatalogFilters): CatalogFilters {
  return { ...DEFAULTS, sort: filters.sort === 'distance' ? DEFAULTS.sort : filters.sort };
}

/** Checks filters before navigating: named field errors, or null when the query is valid. */
export function filterErrors(filters: CatalogFilters): Record<string, string> | null {
  const parsed = parseCatalogFilters(new URLSearchParams(filterQuery(filters)));
  return parsed.ok ? null : parsed.fields;
}
