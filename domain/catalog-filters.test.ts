import { describe, expect, it } from 'vitest';
import { distanceBand, distanceKm, maxCatalogPage, parseCatalogFilters, serializeCatalogFilters, withinBand } from './catalog-filters.ts';
import { showsNetPrice } from './pricing.ts';

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe('catalogue filter parser', () => {
  it('reads every filter of the spec', () => {
    const result = parse(
      'productType=motorhome&make=hymer,knaus&priceMin=20000&priceMax=60000&yearMin=2015&mileageMax=80000&powerMin=100&lengthMax=7000&bedsMin=4&seatsMin=4&fuel=diesel&transmission=automatic&country=de,nl&zip=50667&distance=200&buyNow=1&exclusive=true&status=running&sort=price_asc&page=2&itemsPerPage=12',
    );
    expect(result).toEqual({
      ok: true,
      filters: {
        productType: 'motorhome',
        makes: ['hymer', 'knaus'],
        priceMin: 20000,
        priceMax: 60000,
        yearMin: 2015,
        mileageMax: 80000,
        powerMin: 100,
        lengthMax: 7000,
        bedsMin: 4,
        seatsMin: 4,
        fuels: ['diesel'],
        transmission: 'automatic',
        countries: ['DE', 'NL'],
        zip: '50667',
        distance: '200',
        buyNow: true,
        exclusive: true,
        manufacturer: false,
        status: 'running',
        sort: 'price_asc',
        page: 2,
        itemsPerPage: 12,
      },
    });
  });

  it('needs a postal code for a distance band', () => {
    expect(parse('distance=100')).toEqual({ ok: false, fields: { zip: 'validation.required' } });
  });

  it('defaults to ending soonest, page 1, 24 per page', () => {
    expect(parse('')).toEqual({
      ok: true,
      filters: { makes: [], fuels: [], countries: [], buyNow: false, exclusive: false, manufacturer: false, sort: 'ending', page: 1, itemsPerPage: 24 },
    });
  });

  it('names every malformed or unknown value', () => {
    const result = parse('productType=boat&priceMin=-5&yearMin=20x5&fuel=kerosene&country=US&distance=50&sort=random&page=0&itemsPerPage=abc&buyNow=maybe&make=%3Cscript%3E&status=auctioning');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(
      ['buyNow', 'country', 'distance', 'fuel', 'itemsPerPage', 'make', 'page', 'priceMin', 'productType', 'sort', 'status', 'yearMin'].sort(),
    );
  });

  it('clamps huge page sizes and rejects inverted ranges', () => {
    expect(parse('itemsPerPage=100000')).toMatchObject({ ok: true, filters: { itemsPerPage: 60 } });
    expect(parse('priceMin=50000&priceMax=10000')).toEqual({ ok: false, fields: { priceMax: 'validation.invalid' } });
  });

  it('refuses pages that start beyond the deepest result a search pages to', () => {
    expect(maxCatalogPage(24)).toBe(42);
    expect(parse('page=42')).toMatchObject({ ok: true, filters: { page: 42 } });
    expect(parse('page=43')).toEqual({ ok: false, fields: { page: 'validation.invalid' } });
    expect(parse('page=17&itemsPerPage=60')).toMatchObject({ ok: true, filters: { page: 17, itemsPerPage: 60 } });
    expect(parse('page=18&itemsPerPage=60')).toEqual({ ok: false, fields: { page: 'validation.invalid' } });
    // The storefront's "load more" (at most 50 pages of 12) stays within.
    expect(parse('page=50&itemsPerPage=12')).toMatchObject({ ok: true, filters: { page: 50 } });
    expect(parse('page=99999&itemsPerPage=1')).toEqual({ ok: false, fields: { page: 'validation.invalid' } });
  });

  it('round-trips through the URL', () => {
    const query = 'productType=trailer&make=hobby&priceMax=30000&fuel=diesel&country=DE&zip=50667&distance=100&buyNow=1&sort=newest&page=3';
    const first = parse(query);
    if (!first.ok) throw new Error('expected ok');
    const again = parseCatalogFilters(new URLSearchParams(serializeCatalogFilters(first.filters)));
    expect(again).toEqual(first);
    const defaults = parse('');
    if (!defaults.ok) throw new Error('expected ok');
    expect(serializeCatalogFilters(defaults.filters)).toEqual({});
  });
});

describe('distance bands', () => {
  it('measures great-circle distances', () => {
    const cologne = { lat: 50.9375, lon: 6.9603 };
    const hamburg = { lat: 53.5511, lon: 9.9937 };
    expect(Math.round(distanceKm(cologne, hamburg))).toBe(356);
    expect(distanceKm(cologne, cologne)).toBe(0);
  });

  it('sorts distances into the spec bands', () => {
    expect(distanceBand(0)).toBe('100');
    expect(distanceBand(100)).toBe('100');
    expect(distanceBand(100.1)).toBe('200');
    expect(distanceBand(300)).toBe('300');
    expect(distanceBand(301)).toBe('over300');
    expect(withinBand(150, '200')).toBe(true);
    expect(withinBand(50, '200')).toBe(true);
    expect(withinBand(250, '200')).toBe(false);
    expect(withinBand(350, 'over300')).toBe(true);
    expect(withinBand(250, 'over300')).toBe(false);
  });
});

describe('net or gross prices', () => {
  it('are net for sellers with a VAT number outside Germany only', () => {
    expect(showsNetPrice({ vatRegNo: 'NL123456789B01', country: 'NL' })).toBe(true);
    expect(showsNetPrice({ vatRegNo: 'DE123456789', country: 'DE' })).toBe(false);
    expect(showsNetPrice({ vatRegNo: null, country: 'NL' })).toBe(false);
    expect(showsNetPrice({ vatRegNo: '  ', country: 'AT' })).toBe(false);
  });
});
