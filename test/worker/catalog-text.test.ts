import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../domain/catalog-filters.ts';
import { createCustomer } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

interface Page {
  products: { entityId: number; make: string; model: string }[];
  filterAttributes: { attributeCode: string; options: { value: string; count: number }[] }[];
  total: number;
  textCapped?: boolean;
}

interface Suggestions {
  suggestions: { kind: 'make' | 'model'; make: string; model?: string; label: string; count: number }[];
}

// type, make, make code, model, category, postal code (all DE), status
const LISTINGS = [
  ['motorhome', 'Hymer', 'hymer', 'Exsis-i 580', 'integrated', '20095', 'running'],
  ['motorhome', 'Bürstner', 'buerstner', 'Lyseo TD 727', 'alcove', '80331', 'running'],
  ['trailer', 'Knaus', 'knaus', 'Südwind 580', 'caravan', '50667', 'published'],
  ['motorhome', 'Pössl', 'poessl', 'Summit 600', 'camper_van', '10115', 'hotbidding'],
  ['motorhome', 'Hymer', 'hymer', 'B-Klasse', 'integrated', '20095', 'editing'],
] as const;

const ids: number[] = [];

beforeAll(async () => {
  const seller = await createCustomer();
  await env.DB.prepare('DELETE FROM products').run();
  for (const [index, [type, make, code, model, category, zip, status]] of LISTINGS.entries()) {
    const row = await env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month,
        zip_code, city, country, status, display_price, ending_at, created_at)
       VALUES (?, ?, ?, ?, ?, 2020, 1, ?, 'Stadt', 'DE', ?, 40000, ?, ?) RETURNING id`,
    )
      .bind(seller.id, type, make, code, model, zip, status, Date.now() + (index + 1) * 3_600_000, Date.now() - index * 1000)
      .first<{ id: number }>();
    ids.push((row as { id: number }).id);
    await env.DB.prepare("INSERT INTO product_values (product_id, attribute_code, value) VALUES (?, 'category', ?)").bind(ids[index], category).run();
  }
});

const search = async (query: string) => json<Page>(await call(`/public/catalog/search?${query}`));
const models = async (query: string) => (await search(query)).products.map((p) => p.model).sort();
const suggest = (q: string, locale = 'en') => call(`/public/catalog/suggest?q=${encodeURIComponent(q)}`, { headers: { 'X-Locale': locale } });

describe('free-text search', () => {
  it('finds make and model words, by prefix and without diacritics, never a listing that is not public', async () => {
    expect(await models('q=exsis')).toEqual(['Exsis-i 580']);
    expect(await models('q=lyse')).toEqual(['Lyseo TD 727']);
    expect(await models('q=sudwind')).toEqual(['Südwind 580']);
    expect(await models('q=S%C3%BCdwind')).toEqual(['Südwind 580']);
    // A make named exactly is the make filter: the Hymer in editing stays out.
    expect(await models('q=hymer')).toEqual(['Exsis-i 580']);
    expect(await models('q=buerstner')).toEqual(['Lyseo TD 727']);
  });

  it('requires every word: several words narrow the search', async () => {
    expect(await models('q=580')).toEqual(['Exsis-i 580', 'Südwind 580']);
    expect(await models('q=exsis%20580')).toEqual(['Exsis-i 580']);
    expect(await models('q=lyseo%20exsis')).toEqual([]);
  });

  it('knows the type and category in every language: German, Polish and Czech words', async () => {
    expect(await models('q=Wohnmobil%20Alkoven')).toEqual(['Lyseo TD 727']);
    expect(await models('q=alkowa')).toEqual(['Lyseo TD 727']);
    expect(await models('q=przyczepa')).toEqual(['Südwind 580']);
    expect(await models('q=obytna%20dodavka')).toEqual(['Summit 600']);
    expect(await models('q=Obytn%C3%BD%20v%C5%AFz')).toEqual(['Exsis-i 580', 'Lyseo TD 727', 'Summit 600']);
  });

  it('combines the words with the other filters, facets and sorts', async () => {
    const page = await search('q=580&productType=trailer');
    expect(page.products.map((p) => p.model)).toEqual(['Südwind 580']);
    expect(page.total).toBe(1);
    // The type facet ignores its own filter: both 580s are counted there.
    const types = page.filterAttributes.find((facet) => facet.attributeCode === 'productType')?.options;
    expect(types).toEqual([{ value: 'motorhome', count: 1 }, { value: 'trailer', count: 1 }]);
    expect((await search('q=580&sort=newest')).products.map((p) => p.model)).toEqual(['Exsis-i 580', 'Südwind 580']);
    expect(page.textCapped).toBeUndefined();
  });

  it('follows a listing leaving and re-entering the public statuses and changing its model', async () => {
    const [, lyseo] = ids;
    await env.DB.prepare("UPDATE products SET status = 'editing' WHERE id = ?").bind(lyseo).run();
    expect(await models('q=lyseo')).toEqual([]);
    await env.DB.prepare("UPDATE products SET status = 'running', model = 'Ixeo IT 736' WHERE id = ?").bind(lyseo).run();
    expect(await models('q=lyseo')).toEqual([]);
    expect(await models('q=ixeo')).toEqual(['Ixeo IT 736']);
    await env.DB.prepare("UPDATE products SET model = 'Lyseo TD 727' WHERE id = ?").bind(lyseo).run();
    expect(await models('q=lyseo')).toEqual(['Lyseo TD 727']);
  });

  it('takes query syntax as plain words, and punctuation alone as no text filter', async () => {
    expect((await call('/public/catalog/search?q=%22exsis%22%20OR%20NEAR(lyseo)*')).status).toBe(200);
    expect((await search('q=%22%2A%28%29%22')).total).toBe(4);
    const long = await call(`/public/catalog/search?q=${'a'.repeat(101)}`, { headers: { 'X-Locale': 'de' } });
    expect(long.status).toBe(400);
    const error = ((await long.json()) as { error: { fields: Record<string, string>; message: string } }).error;
    expect(Object.keys(error.fields)).toEqual(['q']);
    expect(error.message).not.toBe('');
  });
});

describe('distance sort', () => {
  it('lists the nearest first, as a plain computation over the regions orders them', async () => {
    const centre = (prefix: string) =>
      env.DB.prepare("SELECT lat, lon FROM postal_regions WHERE country = 'DE' AND prefix = ?").bind(prefix).first<{ lat: number; lon: number }>();
    const hamburg = await centre('20');
    const expected = await Promise.all(
      LISTINGS.filter(([, , , , , , status]) => status !== 'editing').map(async ([, , , model, , zip]) => ({ model, km: distanceKm(hamburg!, (await centre(zip.slice(0, 2)))!) })),
    );
    const order = expected.sort((a, b) => a.km - b.km).map((row) => row.model);
    expect((await search('zip=20095&sort=distance')).products.map((p) => p.model)).toEqual(order);
    // Page by page, the walk goes on where the last page stopped.
    const second = await search('zip=20095&sort=distance&itemsPerPage=1&page=2');
    expect(second.products.map((p) => p.model)).toEqual([order[1]]);
    expect(second.total).toBe(4);
    // With words, the same order among the matches.
    expect((await search('zip=80331&sort=distance&q=580')).products.map((p) => p.model)).toEqual(['Südwind 580', 'Exsis-i 580']);
    // With a band, only the listings within it.
    expect((await search('zip=20095&sort=distance&distance=300')).products.map((p) => p.model)).toEqual(order.slice(0, 2));
  });

  it('needs a postal code', async () => {
    const response = await call('/public/catalog/search?sort=distance', { headers: { 'X-Locale': 'en' } });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['zip']);
  });
});

describe('suggestions', () => {
  it('suggests makes and models by prefix with their public listings', async () => {
    const hy = await json<Suggestions>(await suggest('hy'));
    expect(hy.suggestions[0]).toEqual({ kind: 'make', make: 'hymer', label: 'Hymer', count: 1 });
    const ex = await json<Suggestions>(await suggest('Ex'));
    expect(ex.suggestions).toEqual([{ kind: 'model', make: 'hymer', model: 'Exsis-i 580', label: 'Hymer Exsis-i 580', count: 1 }]);
    const makeAndModel = await json<Suggestions>(await suggest('bürstner ly'));
    expect(makeAndModel.suggestions.map((s) => s.label)).toEqual(['Bürstner', 'Bürstner Lyseo TD 727']);
    expect((await json<Suggestions>(await suggest('poss'))).suggestions.map((s) => s.make)).toEqual(['poessl']);
    expect((await json<Suggestions>(await suggest('h'))).suggestions).toEqual([]);
  });

  it('answers bad input with a localized 400, never a 500', async () => {
    for (const [path, locale] of [['/public/catalog/suggest', 'de'], [`/public/catalog/suggest?q=${'x'.repeat(51)}`, 'pl']] as const) {
      const response = await call(path, { headers: { 'X-Locale': locale } });
      expect(response.status).toBe(400);
      const error = ((await response.json()) as { error: { code: string; fields: Record<string, string>; message: string } }).error;
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual(['q']);
    }
    expect((await suggest('%" OR 1=1 --')).status).toBe(200);
  });
});
