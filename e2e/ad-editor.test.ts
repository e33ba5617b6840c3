/**
 * The ad editor in the browser on a phone (390 x 844): an anonymous visitor lists a motorhome step by step, uploads
 * photos and a document, gives personal data, confirms the address from the local mailbox and submits; confirmation
 * popups keep the earlier answer on "no"; unknown editor URLs are the 404 page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { PDF, png } from './test-files.ts';
import { linkFromMailbox, throughFunnel } from './sell-flow.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';
import { visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PHONE = { width: 390, height: 844 };
const FILES = '/tmp/editor-e2e-files';

function testFiles(): { photos: string[]; document: string } {
  mkdirSync(FILES, { recursive: true });
  const colours: [number, number, number][] = [[40, 110, 160], [200, 120, 40], [60, 150, 90]];
  const photos = colours.map((rgb, index) => {
    const path = join(FILES, `camper-${index + 1}.png`);
    writeFileSync(path, png(320, 240, rgb));
    return path;
  });
  const document = join(FILES, 'registration.pdf');
  writeFileSync(document, PDF);
  return { photos, document };
}

async function newPhonePage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newClient(browser(), { viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/** Creates an ad as this browser's anonymous prospect, the way the sell funnel does (cookie session, CSRF header). */
async function createAd(page: Page): Promise<number> {
  await visit(page, `${baseUrl}/en`);
  await hydrated(page);
  return page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/public/auth/csrf-token')).json()) as { csrfToken: string };
    const response = await fetch('/public/product/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ productType: 'motorhome' }),
    });
    return ((await response.json()) as { entityId: number }).entityId;
  });
}

/** The step is open: its heading has the focus (after a step change) or is at least shown, and axe finds nothing serious. */
async function onStep(page: Page, title: string, shot: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  // The step change scrolls the page to its heading; axe measures targets against the sticky bar, so it checks the
  // settled page, not one caught mid-scroll, and at its end, where the bar sits below the content instead of over
  // whichever field the step's length happens to put at the screen's bottom edge.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/editor-${shot}.png` });
}

async function next(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(new RegExp(`/en/ad/edit/motorhome/${step}/\\d+$`));
}

describe('ad editor', () => {
  it('lets an anonymous visitor list a motorhome on a phone from the home page, confirm the address and submit it for review', async () => {
    const files = testFiles();
    const { page, errors } = await newPhonePage();
    // As a new seller does: from the home page through the sell funnel into the editor.
    const id = await throughFunnel(page, baseUrl);
    const email = `seller-${Date.now()}@example.com`;

    await hydrated(page);
    await onStep(page, 'Profile', 'profile');
    expect(await page.getByText('Step 1 of 10').isVisible()).toBe(true);
    await page.getByLabel('Make *', { exact: true }).selectOption('hymer');
    await page.getByLabel('Model *', { exact: true }).fill('B-Klasse 544');
    const registration = page.getByRole('group', { name: 'First registration *' });
    await registration.getByLabel('Month').selectOption('03');
    await registration.getByLabel('Year').selectOption('2019');
    await page.getByLabel('Mileage (km) *').fill('61.500');
    await page.getByLabel('Fuel *').selectOption('diesel');
    await page.getByLabel('Transmission *').selectOption('manual');
    await page.getByLabel('Power (kW) *').fill('110');
    await page.keyboard.press('Tab');
    const confirm = page.getByRole('alertdialog', { name: 'Power: 110 kW (150 PS). Is that correct?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('Length (mm) *').fill('6990');
    await page.getByLabel('Berths *').fill('4');
    await page.getByLabel('Gross vehicle weight (kg) *').fill('3500');
    // Keyboard only: the radio group takes the focus, the arrow keys choose.
    await page.getByRole('radiogroup', { name: 'MOT expired *' }).getByLabel('Yes', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Postcode *').fill('10115');
    await page.getByLabel('Location').fill('Berlin');
    await next(page, 'equipment');
    // The new step's heading has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe('H1');

    await onStep(page, 'Equipment', 'equipment');
    await page.getByLabel('Awning').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Solar panel').check();
    await next(page, 'description');

    await onStep(page, 'Description', 'description');
    await page.getByLabel('Description *').fill('Well kept Hymer, always serviced at the dealer. New tyres 2024.');
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/defects\/\d+$/);

    await onStep(page, 'Defects', 'defects');
    for (const question of ['Damaged', 'Water damage', 'Hail damage']) await page.getByRole('radiogroup', { name: question, exact: true }).getByLabel('No', { exact: true }).check();
    await page.getByRole('radiogroup', { name: 'Defects present *' }).getByLabel('Yes', { exact: true }).check();
    await page.getByLabel('Description of defects *').fill('Small scratch on the rear.');
    await page.getByRole('button', { name: 'Add a damage' }).click();
    // The new damage's area has the focus (once it is there; a busy machine renders it late).
    await page.getByLabel('Damage location *').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.tagName), { timeout: 10_000 }).toBe('SELECT');
    await page.getByLabel('Damage location *').selectOption('rear');
    await page.getByLabel('Damage type *').selectOption('scratch');
    // Once saved, the damage takes photos.
    await page.getByLabel(/Choose photos of the damage/).waitFor({ state: 'attached' });
    await onStep(page, 'Defects', 'defects-damage');
    await next(page, 'images');

    await onStep(page, 'Photos', 'images');
    await page.getByLabel('Choose exterior photos or drag them here').setInputFiles(files.photos);
    await page.getByRole('img', { name: 'Photo 3 of 3' }).waitFor({ timeout: 30_000 });
    await next(page, 'more-images');
    await onStep(page, 'More photos', 'more-images');
    await next(page, 'more-information');
    await onStep(page, 'More details', 'more-information');
    await page.getByLabel('Number of keys').selectOption('two');
    await next(page, 'auction');

    await onStep(page, 'Auction', 'auction');
    await page.getByLabel('Minimum price (€) *').fill('34500');
    await page.getByLabel('Pickup availability *').selectOption('now');
    await next(page, 'personal-data');

    await onStep(page, 'Personal data', 'personal-data');
    await page.getByLabel('First name *').fill('Jonas');
    await page.getByLabel('Last name *').fill('Becker');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Password *').fill('Camper2026');
    await page.getByLabel('Street and number').fill('Invalidenstraße 1');
    await page.getByLabel('Postcode *').fill('10115');
    await page.getByLabel('City *').fill('Berlin');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Please confirm your e-mail address' }).waitFor();
    await page.getByRole('button', { name: 'Continue to the last step' }).click();
    await page.waitForURL(/\/last-step\/\d+$/);

    await onStep(page, 'Last step', 'last-step');
    await page.getByLabel(/Choose a file or drag it here: Registration certificate/).setInputFiles(files.document);
    await page.locator('.document-slot__name').first().waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('alert').filter({ hasText: 'confirm your e-mail address' }).waitFor();

    // The mailed link confirms the address, signs the seller in and leads back to the ad.
    await visit(page, await linkFromMailbox(page, baseUrl, email));
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    // A brand-new seller had no other device to be signed out of, and is not told so.
    const confirmed = await page.getByRole('status').textContent();
    expect(confirmed).toContain('You are now signed in.');
    expect(confirmed).not.toContain('other devices');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/en/ad/edit/motorhome/[a-z-]+/${id}$`));
    await hydrated(page);
    // Back at the personal data, the box shows the terms the server stored, and "Next" leads on to the last step.
    await visit(page, `${baseUrl}/en/ad/edit/motorhome/personal-data/${id}`);
    await hydrated(page);
    await onStep(page, 'Personal data', 'personal-data-again');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('City *').inputValue()).toBe('Berlin');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/last-step\/\d+$/);
    await onStep(page, 'Last step', 'last-step-again');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Thank you! Your ad is being reviewed' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/editor-thanks.png' });
    const status = await page.evaluate(async (adId) => ((await (await fetch(`/private/product/get/${adId}`)).json()) as { status: string }).status, id);
    expect(status).toBe('under_review');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks before keeping petrol, keeps diesel on "no", and shows the 404 page for unknown editor URLs', async () => {
    const { page, errors } = await newPhonePage();
    const id = await createAd(page);
    await visit(page, `${baseUrl}/en/ad/edit/motorhome/profile/${id}`);
    await hydrated(page);
    const fuel = page.getByLabel('Fuel *');
    await fuel.selectOption('diesel');
    await fuel.selectOption('petrol');
    const dialog = page.getByRole('alertdialog', { name: 'Does the vehicle really run on petrol?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Most motorhomes run on diesel.');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/editor-confirm.png' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await fuel.inputValue()).toBe('diesel');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

    // The last step of an incomplete ad in German: its long words ("Übereinstimmungsbescheinigung") wrap on the phone
    // instead of widening the page (expectAccessible measures the width at phone sizes).
    // The old (English) step path of a German page moves to the German one ("letzter-schritt"), and the step links
    // of the German editor use German steps too.
    const moved = await visit(page, `${baseUrl}/ad/edit/motorhome/last-step/${id}`);
    expect(moved.request().redirectedFrom()?.url()).toBe(`${baseUrl}/ad/edit/motorhome/last-step/${id}`);
    expect(page.url()).toBe(`${baseUrl}/ad/edit/motorhome/letzter-schritt/${id}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 2, name: 'Offizielle Dokumente' }).waitFor();
    const stepHrefs = await page.locator('a[href*="/ad/edit/motorhome/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(stepHrefs.length).toBeGreaterThan(0);
    for (const href of stepHrefs) {
      expect(href).toMatch(/^\/ad\/edit\/motorhome\/(profil|ausstattung|beschreibung|maengel|bilder|weitere-bilder|weitere-angaben|auktion|persoenliche-daten|letzter-schritt)\/\d+$/);
    }
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/editor-last-step-de.png' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/editor-profile-1280.png', fullPage: true });

    await visit(page, `${baseUrl}/en/ad/edit/motorhome/colours/${id}`, { status: 404 });
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    await visit(page, `${baseUrl}/en/ad/edit/trailer/more-information/${id}`, { status: 404 });
    await visit(page, `${baseUrl}/en/ad/edit/boat/profile/${id}`, { status: 404 });

    // The short address finds the ad's kind and step; an editor URL without an ad goes to the sell funnel.
    await visit(page, `${baseUrl}/en/edit/my-camper/${id}`);
    await page.waitForURL(new RegExp(`/en/ad/edit/motorhome/profile/${id}$`));
    await visit(page, `${baseUrl}/en/ad/edit/motorhome/profile`);
    await page.waitForURL(/\/en\/sell$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps unsaved changes through a failing server, a reload and time offline, and saves them afterwards', async () => {
    const { page } = await newPhonePage();
    const id = await createAd(page);
    let failing = true;
    await page.route('**/public/product/update/**', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"service_unavailable","message":"Unavailable"}}' }) : route.fallback(),
    );
    await visit(page, `${baseUrl}/en/ad/edit/motorhome/profile/${id}`);
    await hydrated(page);
    await page.getByLabel('Model *', { exact: true }).fill('Kept model');
    await page.getByRole('status').filter({ hasText: 'Saving failed' }).waitFor();

    // A reload asks first (beforeunload); the change comes back from sessionStorage and is saved.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    failing = false;
    await page.reload();
    await hydrated(page);
    expect(dialogs).toContain('beforeunload');
    // The draft comes back from sessionStorage once the ad has loaded.
    await expect.poll(() => page.getByLabel('Model *', { exact: true }).inputValue()).toBe('Kept model');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

    await page.context().setOffline(true);
    await page.getByLabel('Series').fill('Offline series');
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const saved = await page.evaluate(async (adId) => ((await (await fetch(`/public/product/get/${adId}`)).json()) as { attributes: { others: Record<string, string> } }).attributes.others, id);
    expect(saved).toMatchObject({ model: 'Kept model', series: 'Offline series' });
    await page.context().close();
  });
});
