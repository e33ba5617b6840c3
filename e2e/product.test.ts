/** The product page in the browser: opened from the catalogue, full-screen gallery, structured data, phone layout, 404. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function newPage(viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<{ page: Page; errors: string[] }> {
  const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe('product detail', () => {
  it('opens from the catalogue with key data, and the gallery goes full screen and closes with Escape', async () => {
    const { page, errors } = await newPage();
    await visit(page, `${baseUrl}/en/buy-a-motorhome`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const card = page.locator('.card a[href*="/caravan/"]').first();
    const title = (await card.locator('h3').textContent())?.trim() ?? '';
    await card.click();
    await page.waitForURL(/\/en\/caravan\/\d+$/);
    // The new page renders after the URL changes (a transition).
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('h1').textContent()).toBe(title);
    await page.getByRole('heading', { name: 'Vehicle details' }).waitFor();
    expect(await page.locator('.key-data__row').count()).toBeGreaterThan(5);
    expect(await page.locator('.key-data').textContent()).toContain('First registration');
    await screenshot(page, 'product-en-1280');

    await page.locator('.gallery__open').click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.textContent()).toContain('1 / ');
    await page.keyboard.press('ArrowRight');
    expect(await viewer.textContent()).toContain('2 / ');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Focus returns to the image that opened the viewer.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className ?? '')).toContain('gallery__open');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is server-rendered with structured data and fits a phone', async () => {
    const { page } = await newPage('mobile');
    await visit(page, `${baseUrl}/wohnmobil-kaufen`, { waitUntil: 'networkidle' });
    const href = await page.locator('.card a[href*="/caravan/"]').first().getAttribute('href');
    const response = await visit(page, `${baseUrl}${href}`, { waitUntil: 'networkidle' });
    const html = await response.text();
    expect(html).toContain('"@type":"Vehicle"');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);
    await screenshot(page, 'product-de-375');
    await page.context().close();
  });

  it('answers an unknown listing with the 404 page and status', async () => {
    const { page } = await newPage();
    await visit(page, `${baseUrl}/caravan/999999`, { status: 404, waitUntil: 'networkidle' });
    expect(await page.locator('.error-view').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.context().close();
  });
});
