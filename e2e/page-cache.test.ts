/**
 * A page served from the edge cache in the browser: the copy's scripts run under the fresh nonce (no CSP violation),
 * the page hydrates and works, and a copy older than a fresh render fetches its live answers again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** Asks for the page as an anonymous visitor until the edge holds a copy of it. */
async function warm(path: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(baseUrl + path, { headers: { Accept: 'text/html' } })).headers.get('X-Page-Cache'), { timeout: 15_000 })
    .toBe('hit');
}

async function open(path: string, viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[]; cache: string | null }> {
  const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await visit(page, baseUrl + path, { waitUntil: 'networkidle' });
  return { page, errors, cache: await response.headerValue('X-Page-Cache') };
}

describe('pages from the edge cache', () => {
  it('hydrates a cached catalogue under its fresh nonce, and its filters work', async () => {
    const path = '/en/buy-a-motorhome?productType=motorhome';
    await warm(path);
    const { page, errors, cache } = await open(path, 'desktop');
    expect(cache).toBe('hit');
    await hydrated(page);
    expect(errors.join('\n')).toBe('');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Hymer\b/ }).check();
    await page.waitForURL(/[?&]make=hymer(&|$)/);
    // The grid is dimmed while the new search loads; axe looks at the settled page.
    await page.locator('.catalog__grid[aria-busy="false"]').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'catalog-cached-en-1280');
    await page.context().close();
  });

  it('hydrates a cached listing page on a phone', async () => {
    const search = (await (await fetch(`${baseUrl}/public/catalog/search?status=running&itemsPerPage=1`)).json()) as { products: { entityId: number }[] };
    const id = search.products[0]?.entityId;
    expect(id).toBeDefined();
    const path = `/en/caravan/${id}`;
    await warm(path);
    const { page, errors, cache } = await open(path, 'mobile');
    expect(cache).toBe('hit');
    await hydrated(page);
    expect(errors.join('\n')).toBe('');
    expect(await page.locator('h1').first().textContent()).toMatch(/\S/);
    await expectAccessible(page);
    await screenshot(page, 'product-cached-en-375');
    await page.context().close();
  });
});
