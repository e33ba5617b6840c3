/**
 * "My vehicles" and the dealer's "my ads" in the browser: a private seller's ads with status, live figures, the sale,
 * editing progress and the manage area (decisions, resubmit dialog, deletion) on a phone and on a desktop, checked
 * with axe-core; the dealer without ads sees the empty state.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoDealer } from './session.ts';
import { visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'Camper2026!';
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** The English labels of every status (listing.status.*), as the status chip shows them after its hidden "Status:". */
const STATUS_LABELS = [
  'In preparation',
  'Under review',
  'Starts soon',
  'Auction running',
  'Final phase',
  'Ended',
  'Sold',
  'No longer available',
  'Inactive',
  'Buying chance',
  'Offer received',
  'Offer declined',
  'Renegotiation',
  'Reserved',
];

/** A browser context signed in through the sign-in call's session cookies (sellers see no terms dialog). */
async function signedIn(email: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newClient(browser(), { viewport, locale: 'en-US' });
  const login = await context.request.post(`${baseUrl}/public/customer/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

async function openMyVehicles(page: Page): Promise<void> {
  await visit(page, `${baseUrl}/en/a/my-caravans`, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.locator('article.my-ad').first().waitFor();
}

/** The first ad in one of `statuses`, loading more pages until one shows up. */
async function findAd(page: Page, statuses: string[]) {
  const selector = statuses.map((status) => `article.my-ad[data-status="${status}"]`).join(', ');
  for (;;) {
    const ad = page.locator(selector).first();
    if ((await ad.count()) > 0) return ad;
    const more = page.getByRole('button', { name: 'Show more ads' });
    if ((await more.count()) === 0) throw new Error(`no ad in ${statuses.join('/')}`);
    const shown = await page.locator('article.my-ad').count();
    await more.click();
    await expect.poll(() => page.locator('article.my-ad').count()).toBeGreaterThan(shown);
  }
}

const title = async (ad: ReturnType<Page['locator']>) => ((await ad.locator('.my-ad__title').textContent()) ?? '').trim();

describe('my vehicles', () => {
  it('lists a seller’s ads with statuses and live figures on a phone, opens the manage area, and is accessible', async () => {
    const { context, page, errors } = await signedIn('anna@campermarkt24.test', PHONE);
    await openMyVehicles(page);
    await page.getByRole('heading', { level: 1, name: 'My vehicles' }).waitFor();
    const ads = page.locator('article.my-ad');
    expect(await ads.count()).toBe(10);
    for (const chip of await page.locator('.my-ad__status').allTextContents()) {
      expect(STATUS_LABELS.map((label) => `Status: ${label}`)).toContain(chip.trim());
    }
    expect(await page.locator('.list-toolbar__count').textContent()).toMatch(/^\d+ ads$/);
    expect(await page.getByRole('link', { name: 'List a new vehicle' }).getAttribute('href')).toBe('/en/ad/new');

    // A running auction shows its figures.
    const running = await findAd(page, ['running', 'hotbidding']);
    expect(await running.locator('.my-ad__facts').textContent()).toContain('Highest bid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/my-ads-phone.png' });
    await page.screenshot({ path: '/tmp/my-ads-phone-full.png', fullPage: true });

    // The manage area opens with the seller's stop control of the product page.
    const name = await title(running);
    const toggle = running.getByRole('button', { name: `Manage ad: ${name}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const manage = page.getByRole('region', { name: `Manage ad: ${name}` });
    await manage.getByRole('button', { name: 'Stop collecting offers' }).waitFor();
    await expectAccessible(page);
    await running.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/my-ads-phone-manage.png' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Still no sideways scrolling on the narrowest phones.
    await page.setViewportSize(NARROW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(NARROW.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the sale with its buyer on a desktop, offers resubmitting, and deletes an inactive ad', async () => {
    const { context, page, errors } = await signedIn('anna@campermarkt24.test', DESKTOP);
    await openMyVehicles(page);
    const sold = await findAd(page, ['sold']);
    const sale = sold.getByRole('region', { name: 'Sale' });
    for (const label of ['Sale price', 'Sold on', 'Buyer', 'Contact person']) expect(await sale.textContent()).toContain(label);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/my-ads-desktop.png', fullPage: true });

    // An inactive ad: resubmit (with a lower price at least 5 % below) and delete, from this screen.
    const inactive = await findAd(page, ['inactive']);
    const name = await title(inactive);
    await inactive.getByRole('button', { name: `Manage ad: ${name}` }).click();
    const manage = page.getByRole('region', { name: `Manage ad: ${name}` });
    await manage.getByRole('button', { name: 'Resubmit' }).click();
    const resubmit = page.getByRole('dialog', { name: 'Resubmit your ad' });
    await resubmit.getByRole('checkbox', { name: /^Lower my price expectation/ }).check();
    await resubmit.getByLabel('New price expectation').waitFor();
    await expectAccessible(page);
    await resubmit.getByRole('button', { name: 'Cancel' }).click();
    await resubmit.waitFor({ state: 'detached' });
    await inactive.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/my-ads-desktop-manage.png' });

    const before = Number((await page.locator('.list-toolbar__count').textContent())?.match(/\d+/)?.[0]);
    await manage.getByRole('button', { name: `Delete ad: ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this ad?' });
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/private\/product\/\d+$/.test(response.url()));
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    expect((await deleted).status()).toBe(204);
    await page.getByRole('status').filter({ hasText: `The ad “${name}” has been deleted.` }).waitFor();
    await expect.poll(() => page.locator('.list-toolbar__count').textContent()).toBe(`${before - 1} ads`);
    // Keyboard focus does not stay on the vanished button: it continues at the count line.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('list-toolbar__count'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an ad in editing with its progress and the way back into the editor, and the review note', async () => {
    const { context, page, errors } = await signedIn('erik@campermarkt24.test', PHONE);
    await openMyVehicles(page);
    const editing = await findAd(page, ['editing']);
    const name = await title(editing);
    const progress = editing.getByRole('progressbar', { name: `Completeness of ${name}` });
    const percent = Number(await progress.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    expect(await editing.textContent()).toContain(`${percent}% complete`);
    const resume = editing.getByRole('link', { name: `Continue editing: ${name}` });
    expect(await resume.getAttribute('href')).toMatch(/^\/en\/ad\/(edit\/(motorhome|trailer)\/[a-z-]+|continue)\/\d+$/);
    const review = await findAd(page, ['under_review']);
    expect(await review.textContent()).toContain('Our team reviews your ad within 24 hours.');
    await editing.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/my-ads-phone-editing.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('my ads (dealer)', () => {
  it('shows the empty state with the way to a first ad to a dealer without ads', async () => {
    const context = await newClient(browser(), { viewport: DESKTOP, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signInAsDemoDealer(page, baseUrl);
    await visit(page, `${baseUrl}/en/a/merchant-area/my-ads`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'My ads' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'No ads yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'List a vehicle now' }).getAttribute('href')).toBe('/en/ad/new');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/my-ads-dealer-empty.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
