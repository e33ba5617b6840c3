import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing, setListingStatus } from './listing-fixtures.ts';

interface WatchlistAnswer {
  products: { entityId: number; status: string; watchlist?: boolean }[];
  page: number;
  pages: number;
  total: number;
  filters: { status: { value: string; count: number }[] };
}

let anna: Session;
let ben: Session;
let sellerId: number;

beforeAll(async () => {
  const a = await createCustomer();
  const b = await createCustomer({ profileType: 'MERCHANT' });
  sellerId = (await createCustomer()).id;
  anna = await login(a.email);
  ben = await login(b.email);
});

const put = (session: Session | null, id: number | string) =>
  call(`/private/customer/watchlist/${id}`, { method: 'PUT', headers: session ? bearer(session) : {} });
const remove = (session: Session | null, id: number | string) =>
  call(`/private/customer/watchlist/${id}`, { method: 'DELETE', headers: session ? bearer(session) : {} });
const list = async (session: Session, query = '') => {
  const response = await call(`/private/customer/watchlist/get${query}`, { headers: bearer(session) });
  expect(response.status).toBe(200);
  return json<WatchlistAnswer>(response);
};

describe('watchlist', () => {
  it('refuses anonymous callers on every call', async () => {
    const id = await insertListing({ sellerId });
    expect((await put(null, id)).status).toBe(401);
    expect((await remove(null, id)).status).toBe(401);
    expect((await call('/private/customer/watchlist/get')).status).toBe(401);
  });

  it('adds and removes idempotently, answering the new state', async () => {
    const id = await insertListing({ sellerId });
    for (let i = 0; i < 2; i += 1) {
      const added = await put(anna, id);
      expect(added.status).toBe(200);
      expect(await json(added)).toEqual({ watchlist: true });
    }
    expect((await list(anna)).products.filter((p) => p.entityId === id)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const removed = await remove(anna, id);
      expect(removed.status).toBe(200);
      expect(await json(removed)).toEqual({ watchlist: false });
    }
    expect((await list(anna)).products.map((p) => p.entityId)).not.toContain(id);
  });

  it('names productId for malformed ids and answers product_not_found for unknown or non-public listings', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await put(anna, bad);
      expect(response.status, bad).toBe(400);
      expect((await json<{ error: { fields: Record<string, string> } }>(response)).error.fields).toHaveProperty('productId');
    }
    const draft = await insertListing({ sellerId, status: 'editing' });
    for (const id of [draft, 987_654_321]) {
      for (const response of [await put(anna, id), await remove(anna, id)]) {
        expect(response.status).toBe(404);
        expect((await json<{ error: { code: string } }>(response)).error.code).toBe('product_not_found');
      }
    }
  });

  it('lists newest added first with tab counts, and filters live and finished listings', async () => {
    const live = await insertListing({ sellerId, status: 'running' });
    const soon = await insertListing({ sellerId, status: 'published' });
    const sold = await insertListing({ sellerId, status: 'sold' });
    for (const id of [live, soon, sold]) {
      await put(ben, id);
      // Distinct creation times keep the order deterministic.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await list(ben);
    expect(all.products.map((p) => p.entityId)).toEqual([sold, soon, live]);
    expect(all.products.every((p) => p.watchlist === true)).toBe(true);
    expect(all.filters.status).toEqual([
      { value: 'all', count: 3 },
      { value: 'running', count: 1 },
      { value: 'ended', count: 1 },
    ]);
    expect((await list(ben, '?status=running')).products.map((p) => p.entityId)).toEqual([live]);
    const ended = await list(ben, '?status=ended&storeCode=en');
    expect(ended.products.map((p) => p.entityId)).toEqual([sold]);
    expect(ended.total).toBe(1);
    const paged = await list(ben, '?itemsPerPage=2&page=2');
    expect(paged).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect(paged.products.map((p) => p.entityId)).toEqual([live]);
  });

  it('keeps a watched listing that left the catalogue removable, and hides it while it is edited again', async () => {
    const id = await insertListing({ sellerId, status: 'running' });
    await put(anna, id);
    await setListingStatus(id, 'failed_na');
    expect((await list(anna, '?status=ended')).products.map((p) => p.entityId)).toContain(id);
    expect((await put(anna, id)).status).toBe(404);
    await setListingStatus(id, 'editing');
    expect((await list(anna)).products.map((p) => p.entityId)).not.toContain(id);
    expect(await json(await remove(anna, id))).toEqual({ watchlist: false });
  });

  it('keeps each customer to their own list', async () => {
    const id = await insertListing({ sellerId });
    await put(anna, id);
    expect((await list(ben)).products.map((p) => p.entityId)).not.toContain(id);
    // Ben removing a listing he does not watch changes nothing for Anna.
    expect(await json(await remove(ben, id))).toEqual({ watchlist: false });
    expect((await list(anna)).products.map((p) => p.entityId)).toContain(id);
  });

  it('refuses bad list parameters with 400 naming them', async () => {
    for (const [query, field] of [
      ['?status=bogus', 'status'],
      ['?itemsPerPage=0', 'itemsPerPage'],
      ['?itemsPerPage=500', 'itemsPerPage'],
      ['?page=abc', 'page'],
    ] as const) {
      const response = await call(`/private/customer/watchlist/get${query}`, { headers: bearer(anna) });
      expect(response.status, query).toBe(400);
      expect((await json<{ error: { fields: Record<string, string> } }>(response)).error.fields).toHaveProperty(field);
    }
  });
});
