/** Catalogue filters in the browser: URL state, result count, matching cards, the phone drawer and reloads. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const CATALOG = '/en/buy-a-motorhome';
const browser = sharedBrowser();

async function open(path: string, viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visit(page, baseUrl + path, { waitUntil: 'networkidle' });
  await hydrated(page);
  return { page, errors };
}

/** The number in "56 vehicles" (the aria-live result count). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#catalog-count').textContent()) ?? '';
  const match = /([\d.]+)\s+vehicles?/.exec(text);
  if (!match?.[1]) throw new Error(`no result count in "${text}"`);
  return Number(match[1].replace(/\./g, ''));
}

/** "12.345 €" -> 12345 */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('catalogue filters', () => {
  it('filters by make and maximum price through the sidebar, keeps them in the URL and across a reload', async () => {
    const { page, errors } = await open(CATALOG, 'desktop');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const before = await resultCount(page);
    expect(before).toBeGreaterThan(0);

    await filters.getByRole('checkbox', { name: /^Hymer\b/ }).check();
    await page.waitForURL(/[?&]make=hymer(&|$)/);
    const price = filters.getByLabel('To (€)');
    await price.fill('50000');
    // Wait for the answer of the search with both filters, not an earlier one still on its way.
    const searched = page.waitForResponse((response) => /make=hymer/.test(response.url()) && /priceMax=50000/.test(response.url()));
    await price.press('Enter');
    await page.waitForURL(/[?&]priceMax=50000(&|$)/);
    expect(page.url()).toMatch(/[?&]make=hymer(&|$)/);
    const answer = (await (await searched).json()) as { total: number };

    await expect.poll(() => resultCount(page)).toBe(answer.total);
    const after = await resultCount(page);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(0);
    await page.locator('.catalog__grid[aria-busy="false"]').waitFor();
    const cards = page.locator('.catalog__grid .card');
    expect(await cards.count()).toBe(Math.min(after, 12));
    for (const card of await cards.all()) {
      expect(await card.locator('.card__title').textContent()).toMatch(/^Hymer /);
      const bid = card.locator('.card__price strong');
      // The price filter works on the highest bid, or the buy-now price while nobody has bid.
      if (await bid.count()) expect(euros(await bid.textContent())).toBeLessThanOrEqual(50000);
      else if (await card.locator('.card__buy-now').count()) expect(euros(await card.locator('.card__buy-now').textContent())).toBeLessThanOrEqual(50000);
    }
    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('button').allTextContents()).toEqual(['Hymer×', 'up to 50.000\u00a0€×']);
    await screenshot(page, 'catalog-filtered-en-1280');

    const url = page.url();
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(page.url()).toBe(url);
    expect(await resultCount(page)).toBe(after);
    expect(await filters.getByRole('checkbox', { name: /^Hymer\b/ }).isChecked()).toBe(true);
    expect(await filters.getByLabel('To (€)').inputValue()).toBe('50.000');

    await chips.getByRole('button', { name: 'Remove filter: Hymer' }).click();
    await page.waitForURL((next) => !next.search.includes('make='));
    expect(page.url()).toContain('priceMax=50000');
    await page.getByRole('button', { name: 'Reset all filters' }).click();
    await page.waitForURL((next) => next.search === '');
    await expect.poll(() => resultCount(page)).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens an 80vh x 85vw filter drawer on a phone, applies a make and keeps it after a reload', async () => {
    const { page, errors } = await open(CATALOG, 'mobile');
    expect(await page.locator('.catalog__sidebar').isVisible()).toBe(false);
    const before = await resultCount(page);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await page.waitForTimeout(300); // the opening animation
    const box = await drawer.boundingBox();
    const [width, height] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
    expect(box).not.toBeNull();
    expect(Math.abs((box?.width ?? 0) - width * 0.85)).toBeLessThanOrEqual(2);
    expect(Math.abs((box?.height ?? 0) - height * 0.8)).toBeLessThanOrEqual(2);

    await drawer.getByRole('checkbox', { name: /^Knaus\b/ }).check();
    await page.waitForURL(/[?&]make=knaus(&|$)/);
    const apply = drawer.getByRole('button', { name: /^Show \d+ vehicles?$/ });
    await expect.poll(async () => euros(await apply.textContent())).toBeLessThan(before);
    const shown = euros(await apply.textContent());
    await screenshot(page, 'catalog-drawer-en-375');
    await apply.click();
    await drawer.waitFor({ state: 'detached' });
    expect(await resultCount(page)).toBe(shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(page.url()).toMatch(/[?&]make=knaus(&|$)/);
    expect(await resultCount(page)).toBe(shown);
    expect(await page.getByRole('list', { name: 'Active filters' }).getByRole('button').allTextContents()).toEqual(['Knaus×']);
    await screenshot(page, 'catalog-filtered-en-375');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends signed-out visitors who save a search to the sign-in', async () => {
    const { page } = await open(`${CATALOG}?make=hymer`, 'desktop');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.waitForURL(/\/en\/login$/);
    await page.context().close();
  });
});
