/**
 * The 24-hour promise in the console: an ad that has waited 21 hours (seeded by e2e/waiting-reviews.ts) is highlighted
 * in the ads queue and counted on the dashboard, in English at desktop width and in German on a phone. Beside an ad,
 * the operator reads its edit log: the values a seller entered in the editor. axe checks each screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoOperator } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const WAIT = { timeout: 15_000 };


describe('console: the 24-hour promise', () => {
  it('highlights the ad waiting 21 hours and counts it on the dashboard, in English and in German on a phone', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    await signInAsDemoOperator(page, baseUrl, '/en/admin/ads', 'demo-recovery-04');
    await page.getByRole('heading', { level: 1, name: 'Ads under review' }).waitFor(WAIT);

    const escalated = page.locator('tr.console-row--escalated');
    await escalated.first().waitFor(WAIT);
    const pill = escalated.first().locator('[data-age]');
    expect(await pill.getAttribute('data-age')).toBe('escalated');
    expect(await pill.innerText()).toMatch(/^escalated: for 2[0-3] h$/);
    // Only rows of items waiting 20 hours or more are highlighted.
    for (const state of await page.locator('tr:not(.console-row--escalated) [data-age]').evaluateAll((pills) => pills.map((pill) => pill.getAttribute('data-age')))) {
      expect(state).toBe('within');
    }
    await expectAccessible(page);
    await screenshot(page, 'console-review-promise-ads-en-1280');

    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const promise = page.getByRole('region', { name: '24-hour promise' });
    await promise.waitFor(WAIT);
    const card = promise.getByRole('link', { name: /Ads in review for 20 hours or more/ });
    expect(Number((await card.locator('.console-card__value').innerText()).trim())).toBeGreaterThanOrEqual(1);
    expect(await card.getAttribute('class')).toContain('console-card--escalated');
    await promise.getByText('Decided within 24 hours, last 30 days').waitFor(WAIT);
    await expectAccessible(page);
    await screenshot(page, 'console-review-promise-dashboard-en-1280');

    // German on a phone: the same row, its pill in German, the page no wider than the screen (expectAccessible checks it).
    await page.setViewportSize(VIEWPORTS.mobile);
    await visit(page, `${baseUrl}/admin/ads`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Anzeigen in Prüfung' }).waitFor(WAIT);
    const germanRow = page.locator('tr.console-row--escalated').first();
    await germanRow.waitFor(WAIT);
    expect(await germanRow.locator('[data-age]').innerText()).toMatch(/^eskaliert: seit 2[0-3] h$/);
    await expectAccessible(page);
    await germanRow.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-review-promise-ads-de-375');

    await visit(page, `${baseUrl}/admin`);
    await hydrated(page);
    const germanPromise = page.getByRole('region', { name: '24-Stunden-Zusage' });
    await germanPromise.waitFor(WAIT);
    await germanPromise.getByText('Innerhalb von 24 Stunden entschieden, letzte 30 Tage').waitFor(WAIT);
    await expectAccessible(page);
    await germanPromise.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-review-promise-dashboard-de-375');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('console: the ad edit log', () => {
  it('shows beside the ad the values the seller entered in the editor, with source, field and value', async () => {
    // A visitor starts an ad in the editor (the editor's own create call) with a mileage and a fuel.
    const sellerContext = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const seller = await sellerContext.newPage();
    await visit(seller, `${baseUrl}/en`);
    const adId = await seller.evaluate(async () => {
      const { csrfToken } = (await (await fetch('/public/auth/csrf-token')).json()) as { csrfToken: string };
      const response = await fetch('/public/product/create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ productType: 'motorhome', attributes: { ints: { mileage: 61234 }, selects: { fuel: 'diesel' } } }),
      });
      return ((await response.json()) as { entityId: number }).entityId;
    });
    expect(adId).toBeGreaterThan(0);
    await sellerContext.close();

    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    await signInAsDemoOperator(page, baseUrl, `/en/admin/ads/${adId}`, 'demo-recovery-06');
    const log = page.getByRole('region', { name: 'Edit log' });
    await log.waitFor(WAIT);
    const mileage = log.getByRole('row').filter({ hasText: 'Mileage' });
    expect(await mileage.count()).toBe(1);
    expect((await mileage.innerText()).replace(/\s+/g, ' ')).toMatch(/Seller’s editor Mileage mileage 61\.234 km/);
    expect((await log.getByRole('row').filter({ hasText: 'Fuel' }).innerText()).replace(/\s+/g, ' ')).toContain('Diesel');
    await expectAccessible(page);
    await log.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-ad-edit-log-en-1280');

    // On a phone, in German.
    await page.setViewportSize(VIEWPORTS.mobile);
    await visit(page, `${baseUrl}/admin/ads/${adId}`);
    await hydrated(page);
    const germanLog = page.getByRole('region', { name: 'Änderungsprotokoll' });
    await germanLog.waitFor(WAIT);
    expect((await germanLog.getByRole('row').filter({ hasText: 'Kilometerstand' }).innerText()).replace(/\s+/g, ' ')).toContain('Editor des Verkäufers');
    await expectAccessible(page);
    await germanLog.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-ad-edit-log-de-375');
    await context.close();
  });
});
