import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { localizedPath, matchPath, pathFor, ROUTE_NAMES, routePattern, type RouteName } from './routes.ts';

/** Sample values for every parameter a route pattern may carry. */
const SAMPLE: Record<string, string> = { id: '4711', slug: 'knaus-sky-ti-650', step: '2', type: 'motorhome', rest: 'a1b2/report' };

function paramsFor(name: RouteName, locale: (typeof LOCALES)[number]): Record<string, string> {
  const keys = [...routePattern(name, locale).matchAll(/\{(\w+)[?*]?\}/g)].map((m) => m[1] as string);
  return Object.fromEntries(keys.map((key) => [key, SAMPLE[key] ?? 'x']));
}

describe('route table', () => {
  it('has every route name the spec navigates by', () => {
    const required: RouteName[] = [
      'index', 'sell', 'account', 'account-messages', 'account-messages-thread-slug', 'account-my-vehicles',
      'account-merchant-watchlist', 'account-merchant-purchases', 'account-merchant-searches', 'account-merchant-ads',
      'account-merchant-integrations', 'account-merchant-guidelines', 'account-merchant-news', 'account-settings',
      'auth-login', 'catalog', 'catalog-product-id', 'ad-edit-type-step-id', 'valuation-motorhome', 'valuation-trailer',
    ];
    for (const name of required) expect(ROUTE_NAMES).toContain(name);
  });

  for (const locale of LOCALES) {
    it(`resolves and round-trips every route in ${locale} under both URL strategies`, () => {
      for (const name of ROUTE_NAMES) {
        const params = paramsFor(name, locale);
        for (const strategy of [{ kind: 'prefix' } as const, { kind: 'domain', locale } as const]) {
          const path = pathFor(name, locale, params, strategy);
          expect(matchPath(path, strategy), `${locale} ${name} ${path}`).toEqual({ name, locale, params });
        }
      }
    });
  }

  it('uses the localized paths the spec gives', () => {
    expect(pathFor('catalog-product-id', 'de', { id: '7' })).toBe('/caravan/7');
    expect(pathFor('catalog-product-id', 'en', { id: '7' })).toBe('/en/caravan/7');
    expect(pathFor('catalog-product-id', 'nl', { id: '7' })).toBe('/nl/catalog/product/7');
    expect(pathFor('merchant-landing', 'de')).toBe('/handel');
    expect(pathFor('valuation-motorhome', 'de')).toBe('/wohnmobil-bewerten');
    expect(pathFor('valuation-motorhome', 'nl')).toBe('/nl/waardeer-mijn-camper');
    expect(pathFor('valuation-motorhome', 'en')).toBe('/en/valuate-my-motorhome');
    expect(pathFor('valuation-trailer-step', 'de', { step: '2' })).toBe('/wohnwagen-bewerten/schritt-2-von-3');
    expect(pathFor('valuation-motorhome-step', 'en', { step: '1' })).toBe('/en/valuate-my-motorhome/step-1-of-2');
    expect(pathFor('catalog', 'en')).toBe('/en/buy-a-motorhome');
    expect(pathFor('blog', 'en')).toBe('/en/sell-motorhome-guide');
    expect(pathFor('blog-author-slug', 'en', { slug: 'lena' })).toBe('/en/blog/author/lena');
    expect(pathFor('index', 'de')).toBe('/');
    expect(pathFor('index', 'pl')).toBe('/pl');
    expect(pathFor('index', 'pl', {}, { kind: 'domain', locale: 'pl' })).toBe('/');
  });

  it('handles the optional id of the ad editor and the report rest path', () => {
    expect(localizedPath('ad-edit-type-step-id', 'de', { type: 'trailer', step: 'images' })).toBe('/ad/edit/trailer/bilder');
    expect(matchPath('/ad/edit/trailer/bilder', { kind: 'prefix' })).toEqual({
      name: 'ad-edit-type-step-id',
      locale: 'de',
      params: { type: 'trailer', step: 'images' },
    });
    expect(matchPath('/en/valuate-my-motorhome/your-valuation/abc/def', { kind: 'prefix' })?.params).toEqual({ rest: 'abc/def' });
  });

  it('matches nothing for unknown paths and unknown or default locale prefixes', () => {
    expect(matchPath('/no-such-page', { kind: 'prefix' })).toBeNull();
    expect(matchPath('/xx/faq', { kind: 'prefix' })).toBeNull();
    expect(matchPath('/de/faq', { kind: 'prefix' })).toBeNull();
    expect(matchPath('/caravan/1/extra', { kind: 'prefix' })).toBeNull();
  });

  it('encodes parameters and decodes them back', () => {
    const path = pathFor('blog-slug', 'en', { slug: 'a b/ü' });
    expect(path).toBe('/en/sell-motorhome-guide/a%20b%2F%C3%BC');
    expect(matchPath(path, { kind: 'prefix' })?.params).toEqual({ slug: 'a b/ü' });
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => pathFor('catalog-product-id', 'de')).toThrow(/id/);
  });

  it('has no two routes with the same path in one locale', () => {
    for (const locale of LOCALES) {
      const paths = ROUTE_NAMES.map((name) => routePattern(name, locale));
      expect(new Set(paths).size, locale).toBe(paths.length);
    }
  });
});
