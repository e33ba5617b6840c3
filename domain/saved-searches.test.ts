import { describe, expect, it } from 'vitest';
import { parseCatalogFilters } from './catalog-filters.ts';
import {
  alertStatuses,
  defaultSearchName,
  fallbackMakeName,
  filterSummary,
  isSearchesPageSize,
  matchLine,
  normaliseSearchName,
  normaliseSearchQuery,
  queryParams,
  storedSearchFilters,
  watchlistStatuses,
} from './saved-searches.ts';

const WORDS = { productType: { motorhome: 'Wohnmobil', trailer: 'Wohnwagen' }, everything: 'Alle Fahrzeuge' } as const;

function filters(query: string) {
  const parsed = parseCatalogFilters(queryParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
  return parsed.filters;
}

describe('search names', () => {
  const name = (raw: string) => normaliseSearchName(raw);

  it('trims and collapses whitespace and control characters', () => {
    expect(name('  Hymer   unter\t50k \n')).toEqual({ ok: true, name: 'Hymer unter 50k' });
    expect(name('a\u0000b')).toEqual({ ok: true, name: 'a b' });
  });

  it('refuses empty and over-long names, counting characters not code units', () => {
    expect(name('   ')).toEqual({ ok: false, error: 'validation.required' });
    expect(name('\u0000\u0007')).toEqual({ ok: false, error: 'validation.required' });
    expect(name('x'.repeat(80))).toEqual({ ok: true, name: 'x'.repeat(80) });
    expect(name('x'.repeat(81))).toEqual({ ok: false, error: 'validation.max' });
    expect(name('🚐'.repeat(80))).toEqual({ ok: true, name: '🚐'.repeat(80) });
  });
});

describe('search queries', () => {
  it('stores one canonical form without paging or sort', () => {
    const a = normaliseSearchQuery('?country=nl,de&make=hymer&page=3&itemsPerPage=12&sort=price_asc&storeCode=en');
    const b = normaliseSearchQuery('make=hymer&country=NL&country=DE');
    expect(a).toMatchObject({ ok: true, query: 'make=hymer&country=NL,DE' });
    expect(b.ok && b.query).toBe(a.ok && a.query);
  });

  it('keeps an empty search (everything) and decodes + and escapes', () => {
    expect(normaliseSearchQuery('')).toMatchObject({ ok: true, query: '' });
    expect(normaliseSearchQuery('zip=20+457&distance=100')).toMatchObject({ ok: true, query: 'zip=20%20457&distance=100' });
  });

  it('names the query as the field when the filters do not parse or it is too long', () => {
    expect(normaliseSearchQuery('priceMin=abc')).toEqual({ ok: false, fields: { query: 'validation.invalid' } });
    expect(normaliseSearchQuery('make=%E0%A4%A')).toEqual({ ok: false, fields: { query: 'validation.invalid' } });
    expect(normaliseSearchQuery(`make=${'a'.repeat(2100)}`)).toEqual({ ok: false, fields: { query: 'validation.max' } });
  });

  it('reads stored queries back, and an unreadable one as no filters', () => {
    expect(storedSearchFilters('make=hymer')?.makes).toEqual(['hymer']);
    expect(storedSearchFilters('fuel=kerosene')).toBeNull();
  });
});

describe('alert statuses', () => {
  it('announces listings that start soon or are live, narrowed by the search status', () => {
    expect(alertStatuses(filters(''))).toEqual(['published', 'running', 'hotbidding']);
    expect(alertStatuses(filters('status=running'))).toEqual(['running', 'hotbidding']);
    expect(alertStatuses(filters('status=published'))).toEqual(['published']);
    expect(alertStatuses(filters('status=sold'))).toEqual([]);
  });
});

describe('filter summary', () => {
  it('lists every filter in a fixed order with formatted, language-neutral values', () => {
    const chips = filterSummary(
      filters('productType=motorhome&make=hymer,eura_mobil&priceMax=50000&yearMin=2015&yearMax=2020&mileageMax=100000&powerMin=110&fuel=diesel&transmission=automatic&country=DE&zip=20457&distance=200&buyNow=1&status=running'),
    );
    expect(chips).toEqual([
      { field: 'productType', code: 'motorhome' },
      { field: 'make', names: ['Hymer', 'Eura Mobil'] },
      { field: 'price', min: null, max: '50.000\u00a0€' },
      { field: 'year', min: '2015', max: '2020' },
      { field: 'mileage', min: null, max: '100.000\u00a0km' },
      { field: 'power', min: '110\u00a0kW (150\u00a0PS)', max: null },
      { field: 'fuel', codes: ['diesel'] },
      { field: 'transmission', code: 'automatic' },
      { field: 'country', codes: ['DE'] },
      { field: 'distance', band: '200', zip: '20457' },
      { field: 'buyNow' },
      { field: 'status', code: 'running' },
    ]);
  });

  it('uses the given make names and is empty without filters', () => {
    expect(filterSummary(filters('make=buerstner'), (code) => (code === 'buerstner' ? 'Bürstner' : code))).toEqual([{ field: 'make', names: ['Bürstner'] }]);
    expect(filterSummary(filters(''))).toEqual([]);
    expect(fallbackMakeName('lmc')).toBe('LMC');
  });
});

describe('default names', () => {
  it('names makes, type, price, year and mileage with symbols only', () => {
    expect(defaultSearchName(filters('make=hymer,knaus&productType=motorhome&priceMax=50000&yearMin=2015'), WORDS)).toBe(
      'Hymer, Knaus · Wohnmobil · ≤ 50.000\u00a0€ · ≥ 2015',
    );
    expect(defaultSearchName(filters('productType=trailer&priceMin=5000&priceMax=9000'), WORDS)).toBe('Wohnwagen · 5.000\u00a0€ – 9.000\u00a0€');
  });

  it('falls back to the word for everything and stays within 80 characters', () => {
    expect(defaultSearchName(filters('country=NL'), WORDS)).toBe('Alle Fahrzeuge · NL');
    const long = defaultSearchName(filters(`make=${Array.from({ length: 30 }, (_, i) => `make_number_${i}`).join(',')}`), WORDS);
    expect([...long].length).toBe(80);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('paging and lines', () => {
  it('allows 10, 25 or 50 searches per page', () => {
    expect([10, 25, 50].every(isSearchesPageSize)).toBe(true);
    expect([0, 1, 24, 100].some(isSearchesPageSize)).toBe(false);
  });

  it('writes an alert line as title, year and mileage', () => {
    expect(matchLine({ make: 'Hymer', model: 'B 678', firstRegistrationYear: 2019, mileage: 45000 })).toBe('Hymer B 678 · 2019 · 45.000 km');
    expect(matchLine({ make: 'Hobby', model: 'De Luxe', firstRegistrationYear: 2018, mileage: null })).toBe('Hobby De Luxe · 2018');
  });

  it('groups watchlist statuses into live and finished, never editing ones', () => {
    expect(watchlistStatuses('running')).toEqual(['running', 'hotbidding']);
    expect(watchlistStatuses('ended')).not.toContain('published');
    expect(watchlistStatuses('ended')).toContain('sold');
    expect(watchlistStatuses('all')).not.toContain('editing');
    expect(watchlistStatuses('all')).not.toContain('under_review');
  });
});
