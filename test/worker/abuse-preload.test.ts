/** The catalogue's first paint preloads a bounded number of pages, and the search API pages only so deep. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRELOADED_PAGES } from '../../client/pages/data-keys.ts';
import { maxCatalogPage } from '../../domain/catalog-filters.ts';
import { createDb } from '../../worker/db/client.ts';
import { syncAttributeCatalog } from '../../worker/db/repositories/attributes.ts';
import { call, json } from './helpers.ts';

// The catalogue page preloads the make names; without the attribute catalogue it would be a 404.
beforeAll(() => syncAttributeCatalog(createDb(env.DB)));

/** The catalogue pages whose search answers the server inlined into the page. */
async function preloadedPages(path: string): Promise<number[]> {
  const response = await call(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const pages = new Set(Array.from(html.matchAll(/\/public\/catalog\/search\?page=(\d+)/g), (match) => Number(match[1])));
  return [...pages].sort((a, b) => a - b);
}

describe('catalogue preload', () => {
  it('preloads every loaded page up to the cap', async () => {
    expect(MAX_PRELOADED_PAGES).toBeGreaterThanOrEqual(2);
    expect(await preloadedPages('/en/buy-a-motorhome?page=2')).toEqual([1, 2]);
  });

  it('preloads no more than the cap for page=50', async () => {
    expect(await preloadedPages('/en/buy-a-motorhome?page=50')).toEqual(Array.from({ length: MAX_PRELOADED_PAGES }, (_, index) => index + 1));
  });

  it('caps the search page of other languages too', async () => {
    expect(await preloadedPages('/wohnmobil-kaufen?page=50&sort=newest')).toHaveLength(MAX_PRELOADED_PAGES);
  });
});

describe('search API paging', () => {
  it('refuses a page beyond the deepest result with a localized field error', async () => {
    const response = await call(`/public/catalog/search?itemsPerPage=60&page=${maxCatalogPage(60) + 1}`, { headers: { 'X-Locale': 'en' } });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { code: 'validation_failed', fields: { page: 'Invalid format' } } });
  });

  it('still answers the deepest allowed page', async () => {
    const response = await call(`/public/catalog/search?itemsPerPage=60&page=${maxCatalogPage(60)}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ page: maxCatalogPage(60), products: [] });
  });
});
