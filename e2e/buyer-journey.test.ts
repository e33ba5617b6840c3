/** A dealer's way through the catalogue in the browser: filter, save the search, open a listing, watch it. */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoDealer } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('buyer journey', () => {
  it('filters the catalogue, saves the search, opens a listing, watches it and finds both in the account', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signInAsDemoDealer(page, baseUrl);

    // Filter through the sidebar.
    await visit(page, `${baseUrl}/en/buy-a-motorhome`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Knaus\b/ }).check();
    await page.waitForURL(/[?&]make=knaus(&|$)/);
    await page.locator('.catalog__grid[aria-busy="false"]').waitFor();

    // Save the search under its own name.
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByLabel('Name of the search').fill('Knaus for the shop');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('link', { name: 'Go to my searches' }).waitFor();

    // Open the first Knaus and put it on the watchlist from its page.
    const card = page.locator('.catalog__grid .card').first();
    const title = ((await card.locator('.card__title').textContent()) ?? '').trim();
    expect(title).toMatch(/^Knaus /);
    await card.locator('a').first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const heart = page.getByRole('button', { name: `Watch ${title}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse((response) => /\/private\/customer\/watchlist\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
    await heart.click();
    expect((await saved).status()).toBe(200);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'journey-product-watched-en-1280');

    // Both show up in the dealer area, after a full page load (so from the server, not from memory).
    await visit(page, `${baseUrl}/account/merchant/watchlist`, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await page.locator('.card__title').allTextContents()).toContain(title);
    await visit(page, `${baseUrl}/a/merchant-area/searches`, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain('Knaus for the shop');
    await screenshot(page, 'journey-searches-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});
