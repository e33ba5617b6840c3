import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

interface Page {
  products: { entityId: number; make: string; status: string }[];
  filterAttributes: { attributeCode: string; options: { value: string; count: number }[] }[];
  total: number;
  pages: number;
}

const LISTINGS = [
  ['motorhome', 'Hymer', 'hymer', 2019, 45000, 'diesel', 'automatic', 'DE', 'running', 52000, null],
  ['motorhome', 'Knaus', 'knaus', 2016, 90000, 'diesel', 'manual', 'NL', 'running', 38000, 45000],
  ['motorhome', 'Bürstner', 'buerstner', 2021, 20000, 'petrol', 'automatic', 'DE', 'hotbidding', 61000, null],
  ['trailer', 'Hobby', 'hobby', 2018, null, null, null, 'DE', 'running', 14000, null],
  ['trailer', 'Fendt', 'fendt', 2012, null, null, null, 'AT', 'sold', 9000, null],
  ['motorhome', 'Hymer', 'hymer', 2010, 160000, 'diesel', 'manual', 'DE', 'editing', 20000, null],
] as const;

beforeAll(async () => {
  const seller = await createCustomer();
  await env.DB.prepare('DELETE FROM products').run();
  for (const [index, [type, make, code, year, mileage, fuel, transmission, country, status, price, buyNow]] of LISTINGS.entries()) {
    await env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, fuel, transmission,
        zip_code, city, country, status, display_price, buy_now_price, ending_at, created_at)
       VALUES (?, ?, ?, ?, 'M', ?, 1, ?, ?, ?, '12345', 'Stadt', ?, ?, ?, ?, ?, ?)`,
    )
      .bind(seller.id, type, make, code, year, mileage, fuel, transmission, country, status, price, buyNow, Date.now() + (index + 1) * 3_600_000, Date.now() - index * 1000)
      .run();
  }
});

const search = async (query = '') => json<Page>(await call(`/public/catalog/search${query}`));

describe('catalogue search', () => {
  it('lists public listings only, ending soonest first', async () => {
    const page = await search();
    expect(page.total).toBe(5);
    expect(page.products.map((p) => p.make)).toEqual(['Hymer', 'Knaus', 'Bürstner', 'Hobby', 'Fendt']);
  });

  it('treats running as every live auction, the final phase included', async () => {
    expect((await search('?status=running')).total).toBe(4);
  });

  it('filters by type, make, price, year, mileage, fuel, country and buy-now', async () => {
    expect((await search('?productType=trailer')).products.map((p) => p.make)).toEqual(['Hobby', 'Fendt']);
    expect((await search('?make=hymer,buerstner')).total).toBe(2);
    expect((await search('?priceMin=30000&priceMax=55000')).products.map((p) => p.make)).toEqual(['Hymer', 'Knaus']);
    expect((await search('?yearMin=2017')).total).toBe(3);
    expect((await search('?mileageMax=50000')).products.map((p) => p.make)).toEqual(['Hymer', 'Bürstner']);
    expect((await search('?fuel=diesel&country=de')).products.map((p) => p.make)).toEqual(['Hymer']);
    expect((await search('?buyNow=1')).products.map((p) => p.make)).toEqual(['Knaus']);
  });

  it('sorts by price and newest', async () => {
    expect((await search('?sort=price_desc')).products.map((p) => p.make)).toEqual(['Bürstner', 'Hymer', 'Knaus', 'Hobby', 'Fendt']);
    expect((await search('?sort=newest')).products.map((p) => p.make)).toEqual(['Hymer', 'Knaus', 'Bürstner', 'Hobby', 'Fendt']);
  });

  it('counts facets with the other filters applied but not their own', async () => {
    const page = await search('?make=hymer&country=DE');
    const facet = (code: string) => page.filterAttributes.find((f) => f.attributeCode === code)?.options;
    expect(facet('make')).toEqual(expect.arrayContaining([{ value: 'hymer', count: 1 }, { value: 'buerstner', count: 1 }, { value: 'hobby', count: 1 }]));
    expect(facet('country')).toEqual([{ value: 'DE', count: 1 }]);
  });

  it('pages and clamps huge page sizes', async () => {
    const first = await search('?itemsPerPage=2&page=2');
    expect(first.products.map((p) => p.make)).toEqual(['Bürstner', 'Hobby']);
    expect(first.pages).toBe(3);
    expect((await search('?itemsPerPage=100000')).products).toHaveLength(5);
  });

  it('answers bad filters with 400 naming the field', async () => {
    const bad = await call('/public/catalog/search?priceMin=abc&page=-1&fuel=kerosene&status=editing', { headers: { 'X-Locale': 'en' } });
    expect(bad.status).toBe(400);
    const fields = Object.keys(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).sort();
    expect(fields).toEqual(['fuel', 'page', 'priceMin']);
    expect((await call('/public/catalog/search?status=editing')).status).toBe(400);
    expect((await call('/public/catalog/search?zip=abc%3Cscript%3E&distance=100')).status).toBe(400);
    expect((await call('/public/catalog/search?distance=100')).status).toBe(400);
    expect((await call('/public/catalog/search?zip=10115&distance=50')).status).toBe(400);
  });

  // Every test listing has postal code 12345: Berlin's region in DE, Hilversum's in NL, Vienna's in AT.
  it('filters by distance bands from a postal code in the storefront country or a chosen one', async () => {
    const makes = async (query: string) => (await search(query)).products.map((p) => p.make).sort();
    expect(await makes('?zip=10115&distance=100')).toEqual(['Bürstner', 'Hobby', 'Hymer']);
    expect(await makes('?zip=10115&distance=300')).toEqual(['Bürstner', 'Hobby', 'Hymer']);
    expect(await makes('?zip=10115&distance=over300')).toEqual(['Fendt', 'Knaus']);
    expect(await makes('?zip=1012%20AB&zipCountry=NL&distance=100')).toEqual(['Knaus']);
    expect(await makes('?zip=1010&zipCountry=at&distance=200')).toEqual(['Fendt']);
    // The Dutch storefront reads a bare postal code as Dutch.
    const dutch = await json<Page>(await call('/public/catalog/search?zip=1012&distance=100', { headers: { 'X-Locale': 'nl' } }));
    expect(dutch.products.map((p) => p.make)).toEqual(['Knaus']);
    // Facet counts follow the distance filter too.
    const counts = (await search('?zip=10115&distance=100')).filterAttributes.find((facet) => facet.attributeCode === 'country');
    expect(counts?.options).toEqual([{ value: 'DE', count: 3 }]);
  });

  it('refuses a postal code whose region is unknown instead of answering an empty list', async () => {
    const response = await call('/public/catalog/search?zip=05000&distance=100', { headers: { 'X-Locale': 'en' } });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['zip']);
  });
});
