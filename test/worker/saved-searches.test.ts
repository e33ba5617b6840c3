import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch, SavedSearchesPage } from '../../domain/saved-searches.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let anna: Session;
let ben: Session;
let sellerId: number;

beforeAll(async () => {
  anna = await login((await createCustomer()).email);
  ben = await login((await createCustomer({ profileType: 'MERCHANT' })).email);
  sellerId = (await createCustomer()).id;
});

const create = (session: Session | null, body: unknown, headers: Record<string, string> = {}) =>
  call('/private/customer/searches/create', { method: 'POST', headers: { ...(session ? bearer(session) : {}), ...headers }, json: body });
const update = (session: Session | null, id: number | string, body: unknown) =>
  call(`/private/customer/searches/update/${id}`, { method: 'PUT', headers: session ? bearer(session) : {}, json: body });
const remove = (session: Session | null, id: number | string) =>
  call(`/private/customer/searches/delete/${id}`, { method: 'DELETE', headers: session ? bearer(session) : {} });
const list = (session: Session | null, query = '') => call(`/private/customer/searches/get${query}`, { headers: session ? bearer(session) : {} });

async function created(session: Session, body: Record<string, unknown>): Promise<SavedSearch> {
  const response = await create(session, { notify: true, ...body });
  expect(response.status).toBe(201);
  return json<SavedSearch>(response);
}

async function fields(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return (await json<ErrorBody>(response)).error.fields ?? {};
}

describe('saved searches', () => {
  it('refuses anonymous callers on every call', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await create(null, { name: 'x', query: '' })).status).toBe(401);
    expect((await update(null, 1, { name: 'x' })).status).toBe(401);
    expect((await remove(null, 1)).status).toBe(401);
  });

  it('creates a search with a trimmed name, the normalised query, a filter summary and the request locale', async () => {
    const search = await created(anna, { name: '  Hymer   bis 50k ', query: '?make=hymer,knaus&priceMax=50000&page=2&sort=newest&country=nl' });
    expect(search).toMatchObject({
      name: 'Hymer bis 50k',
      status: 'active',
      notify: true,
      query: 'make=hymer,knaus&priceMax=50000&country=NL',
      filters: [
        { field: 'make', names: ['Hymer', 'Knaus'] },
        { field: 'price', min: null, max: '50.000\u00a0€' },
        { field: 'country', codes: ['NL'] },
      ],
    });
    expect(Date.parse(search.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const markup = await created(anna, { name: '<img src=x onerror=alert(1)>', query: '' });
    expect(markup.name).toBe('<img src=x onerror=alert(1)>');
    const nl = await create(anna, { name: 'Nederlands', query: 'make=knaus' }, { 'X-Locale': 'nl' });
    const row = await env.DB.prepare('SELECT locale, notify FROM saved_searches WHERE id = ?').bind((await json<SavedSearch>(nl)).id).first();
    expect(row).toEqual({ locale: 'nl', notify: 1 });
  });

  it('records the current matches as seen when a search is created', async () => {
    const old = await insertListing({ sellerId, make: 'Carthago', makeCode: 'carthago' });
    const finished = await insertListing({ sellerId, make: 'Carthago', makeCode: 'carthago', status: 'sold' });
    const search = await created(anna, { name: 'Carthago', query: 'make=carthago' });
    const hits = await env.DB.prepare('SELECT product_id FROM saved_search_hits WHERE search_id = ?').bind(search.id).all<{ product_id: number }>();
    expect(hits.results.map((hit) => hit.product_id)).toEqual([old]);
    expect(hits.results.map((hit) => hit.product_id)).not.toContain(finished);
  });

  it('answers 400 naming the field for bad names, queries and flags, storing nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM saved_searches').first<{ n: number }>();
    expect(await fields(await create(anna, { name: '   ', query: '' }))).toHaveProperty('name');
    expect(await fields(await create(anna, { name: 'x'.repeat(81), query: '' }))).toHaveProperty('name');
    expect(await fields(await create(anna, { query: '' }))).toHaveProperty('name');
    expect(await fields(await create(anna, { name: 'x', query: 'priceMin=abc' }))).toHaveProperty('query');
    expect(await fields(await create(anna, { name: 'x', query: 'status=editing' }))).toHaveProperty('query');
    expect(await fields(await create(anna, { name: 'x', query: 42 }))).toHaveProperty('query');
    expect(await fields(await create(anna, { name: 'x', query: '', notify: 'yes' }))).toHaveProperty('notify');
    expect((await create(anna, '{not json')).status).toBe(400);
    // Hostile input: oversized, SQL and markup never reach storage or break the answer.
    expect(await fields(await create(anna, { name: 'x'.repeat(5000), query: '' }))).toHaveProperty('name');
    expect(await fields(await create(anna, { name: 'x', query: `make=${'a'.repeat(5000)}` }))).toHaveProperty('query');
    expect(await fields(await create(anna, { name: 'x', query: "make=hymer'; DROP TABLE saved_searches; --" }))).toHaveProperty('query');
    expect(await fields(await create(anna, { name: ['x'], query: '' }))).toHaveProperty('name');
    const after = await env.DB.prepare('SELECT count(*) AS n FROM saved_searches').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('lists newest updated first, paged by 10, 25 or 50 only', async () => {
    const customer = await login((await createCustomer()).email);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await created(customer, { name: `Suche ${i}`, query: '' })).id);
    const first = await json<SavedSearchesPage>(await list(customer));
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect(first.searches.map((s) => s.id)).toEqual(ids.slice(2).reverse());
    const second = await json<SavedSearchesPage>(await list(customer, '?page=2&itemsPerPage=10'));
    expect(second.searches.map((s) => s.id)).toEqual(ids.slice(0, 2).reverse());
    expect((await json<SavedSearchesPage>(await list(customer, '?itemsPerPage=25'))).pages).toBe(1);
    for (const bad of ['?itemsPerPage=7', '?itemsPerPage=100', '?itemsPerPage=abc', '?page=0']) expect((await list(customer, bad)).status, bad).toBe(400);
    // Renaming an older search moves it to the top.
    await update(customer, ids[0] as number, { name: 'Umbenannt' });
    expect((await json<SavedSearchesPage>(await list(customer))).searches[0]).toMatchObject({ id: ids[0], name: 'Umbenannt' });
  });

  it('renames, pauses, resumes and switches notifications off and on', async () => {
    const search = await created(anna, { name: 'Knaus', query: 'make=knaus' });
    const renamed = await json<SavedSearch>(await update(anna, search.id, { name: ' Knaus Sport ' }));
    expect(renamed).toMatchObject({ id: search.id, name: 'Knaus Sport', status: 'active', notify: true, query: 'make=knaus' });
    expect(await json<SavedSearch>(await update(anna, search.id, { status: 'paused', notify: false }))).toMatchObject({ status: 'paused', notify: false });
    expect(await json<SavedSearch>(await update(anna, search.id, { status: 'active' }))).toMatchObject({ status: 'active', notify: false });
    expect(await json<SavedSearch>(await update(anna, search.id, {}))).toMatchObject({ name: 'Knaus Sport' });
    expect(await fields(await update(anna, search.id, { name: '' }))).toHaveProperty('name');
    expect(await fields(await update(anna, search.id, { status: 'deleted' }))).toHaveProperty('status');
    expect(await fields(await update(anna, 'abc', { name: 'x' }))).toHaveProperty('id');
  });

  it('hides other customers searches behind 404 and deletes only their own', async () => {
    const search = await created(anna, { name: 'Privat', query: '' });
    for (const response of [await update(ben, search.id, { name: 'Gekapert' }), await remove(ben, search.id), await update(anna, 987_654, { name: 'x' })]) {
      expect(response.status).toBe(404);
      expect((await json<ErrorBody>(response)).error.code).toBe('not_found');
    }
    const bens = await json<SavedSearchesPage>(await list(ben));
    expect(bens.searches.map((s) => s.id)).not.toContain(search.id);
    expect((await remove(anna, search.id)).status).toBe(204);
    expect((await remove(anna, search.id)).status).toBe(404);
  });

  it('allows at most 50 searches per customer, even when requests race', async () => {
    const customer = await login((await createCustomer()).email);
    for (let i = 0; i < 47; i += 1) await created(customer, { name: `S${i}`, query: '' });
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => create(customer, { name: `R${i}`, query: '' })));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = racing.filter((r) => r.status === 422);
    expect(refused).toHaveLength(3);
    expect((await json<ErrorBody>(refused[0] as Response)).error.code).toBe('too_many_searches');
    expect((await json<SavedSearchesPage>(await list(customer, '?itemsPerPage=50'))).total).toBe(50);
  });
});
