/**
 * "Sold or not selling?" on "my vehicles": the dialog in German on a phone and in English on a desktop, checked with
 * axe-core. It withdraws demo ads that are already offline (no longer available or inactive), so no other test loses
 * a live auction it bids on; the worker test covers a running auction being stopped.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { visit } from './browser.ts';
import { SELLERS } from './demo-parties.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'Camper2026!';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Candidate {
  email: string;
  id: number;
  title: string;
}

async function signedIn(email: string, viewport: { width: number; height: number }, locale: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newClient(browser(), { viewport, locale });
  const login = await context.request.post(`${baseUrl}/public/customer/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/**
 * Offline demo ads the dialog is offered for, one per test. Anna's inactive ad is left to the deletion test of
 * my-ads.test.ts.
 */
async function offlineAds(): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const email of SELLERS) {
    const context = await newClient(browser());
    await context.request.post(`${baseUrl}/public/customer/auth/login`, { data: { email, password: PASSWORD } });
    for (const status of ['failed_na', 'inactive']) {
      if (status === 'inactive' && email === 'anna@campermarkt24.test') continue;
      const answer = await context.request.get(`${baseUrl}/private/customer/products/get?status=${status}&itemsPerPage=50`);
      const body = (await answer.json()) as { products: { entityId: number; title: string; withdrawal: unknown }[] };
      for (const ad of body.products) if (ad.withdrawal === null) found.push({ email, id: ad.entityId, title: ad.title });
    }
    await context.close();
  }
  return found;
}

/** The card of an ad, loading more pages of the list until it shows up. */
async function card(page: Page, id: number, more: string) {
  const ad = page.locator(`article.my-ad:has(.my-ad__title a[href$="/caravan/${id}"])`);
  for (;;) {
    if ((await ad.count()) > 0) return ad;
    const button = page.getByRole('button', { name: more });
    if ((await button.count()) === 0) throw new Error(`ad ${id} not listed`);
    const shown = await page.locator('article.my-ad').count();
    await button.click();
    await expect.poll(() => page.locator('article.my-ad').count()).toBeGreaterThan(shown);
  }
}

describe('sold or not selling', () => {
  it('withdraws an ad in German on a phone: reason required, note kept, the card says what the seller told us', async () => {
    const [ad] = await offlineAds();
    if (!ad) throw new Error('the demo data has no offline ad');
    const { context, page, errors } = await signedIn(ad.email, PHONE, 'de-DE');
    await visit(page, `${baseUrl}/a/my-caravans`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const item = await card(page, ad.id, 'Weitere Inserate anzeigen');
    await item.getByRole('button', { name: `Inserat verwalten: ${ad.title}` }).click();
    const manage = page.getByRole('region', { name: `Inserat verwalten: ${ad.title}` });
    await manage.getByRole('button', { name: `Verkauft oder nicht mehr verkaufen?: ${ad.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Verkauft oder nicht mehr verkaufen?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`„${ad.title}“ ist bereits offline.`);

    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Anzeige offline nehmen' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Bitte wählen Sie aus, was zutrifft.' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/withdraw-dialog-de-phone.png' });

    await dialog.getByRole('radio', { name: /^Verkauft/ }).check();
    await dialog.getByLabel('Nachricht an unser Team (optional)').fill('Privat an einen Nachbarn verkauft.');
    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/private/product/${ad.id}/withdraw`));
    await dialog.getByRole('button', { name: 'Anzeige offline nehmen' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ reason: 'sold_elsewhere', note: 'Privat an einen Nachbarn verkauft.' });
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Danke! „${ad.title}“ ist jetzt offline.` }).waitFor();
    await expect.poll(async () => (await item.textContent()) ?? '').toMatch(/Ihre Angabe vom \d{2}\.\d{2}\.\d{4}: Verkauft\./);
    // Said once: the button is gone from the manage area.
    expect(await manage.getByRole('button', { name: `Verkauft oder nicht mehr verkaufen?: ${ad.title}` }).count()).toBe(0);
    await item.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/withdraw-card-de-phone.png' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('withdraws an ad in English on a desktop with the keyboard, and the dialog is accessible', async () => {
    const [ad] = await offlineAds();
    if (!ad) throw new Error('no offline ad left for the second locale');
    const { context, page, errors } = await signedIn(ad.email, DESKTOP, 'en-US');
    await visit(page, `${baseUrl}/en/a/my-caravans`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const item = await card(page, ad.id, 'Show more ads');
    await item.getByRole('button', { name: `Manage ad: ${ad.title}` }).click();
    const open = page.getByRole('button', { name: `Sold or no longer selling?: ${ad.title}` });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sold or no longer selling?' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /^No longer selling/ }).check();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/withdraw-dialog-en-desktop.png' });

    // Escape closes without a change and focus returns to the button; then it is withdrawn for real.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);
    await open.click();
    await dialog.getByRole('radio', { name: /^No longer selling/ }).check();
    await dialog.getByRole('button', { name: 'Take the ad offline' }).click();
    await page.getByRole('status').filter({ hasText: `Thank you! “${ad.title}” is now offline.` }).waitFor();
    await expect.poll(async () => (await item.textContent()) ?? '').toContain(': No longer selling.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
