/**
 * The sell funnel in the browser: an anonymous seller on a phone from the home page into the editor, a Dutch seller
 * importing by licence plate (the offline registry of VEHICLE_DATA=local) or not finding their plate, and every
 * funnel page at phone and desktop width without serious or critical axe-core violations (screenshots in /tmp).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';
import { visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A fresh visitor (own cookies, own client address) in the given language; page errors are collected. */
async function visitor(viewport: { width: number; height: number }, locale = 'en-US'): Promise<Page & { errors: string[] }> {
  const context = await newClient(browser(), { viewport, locale });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  return page;
}

const snap = (page: Page, name: string) => page.screenshot({ path: `/tmp/funnel-${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });

/** The funnel's "Step x of y" line. */
const progress = (page: Page) => page.locator('.funnel__progress').textContent();

describe('anonymous seller on a phone', () => {
  it('goes from the home page through type, new, now and the steps into the editor, by keyboard where it chooses', async () => {
    const page = await visitor(PHONE);
    try {
      await visit(page, `${baseUrl}/en`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Sell now for free' }).first().click();
      await page.waitForURL(`${baseUrl}/en/sell`);

      // A new visitor has no ad in editing: the stepper leads straight to the choice.
      const motorhome = page.getByRole('radio', { name: /^Motorhome/ });
      await motorhome.waitFor();
      expect(await progress(page)).toBe('Step 1 of 4');
      // Continuing without a choice says what is missing.
      await page.getByRole('button', { name: 'Continue' }).click();
      expect(await page.locator('.choice-cards__error').textContent()).toBe('Please choose one of the options.');
      await motorhome.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/en/sell/motorhome/new-or-import`);

      const myself = page.getByRole('radio', { name: /^Enter the data myself/ });
      await myself.waitFor();
      expect(await progress(page)).toBe('Step 2 of 4');
      await myself.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/en/sell/motorhome/notes`);

      await page.getByRole('radio', { name: /^Now/ }).check();
      expect(await progress(page)).toBe('Step 3 of 4');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${baseUrl}/en/sell/motorhome/steps`);
      await page.getByRole('heading', { name: 'This is how your ad comes together' }).waitFor();
      expect(await progress(page)).toBe('Step 4 of 4');
      expect(await page.locator('.editor-steps__item').count()).toBe(10);
      await page.getByRole('button', { name: 'Start now' }).click();
      await page.waitForURL(/\/en\/ad\/edit\/motorhome\/profile\/\d+$/);
      expect(page.errors).toEqual([]);

      // The ad exists for this visitor, and the funnel now offers to continue it.
      const id = /\/(\d+)$/.exec(page.url())?.[1];
      await visit(page, `${baseUrl}/en/ad/new`);
      await hydrated(page);
      const resume = page.getByRole('link', { name: /^Continue your ad/ });
      await resume.waitFor();
      expect(await resume.getAttribute('href')).toBe(`/en/ad/edit/motorhome/profile/${id}`);
      await snap(page, 'continue-notice');
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });
});

describe('Dutch seller importing by licence plate', () => {
  /** From /nl/verkopen to the import page of a motorhome. */
  async function toImport(page: Page) {
    await visit(page, `${baseUrl}/nl/verkopen`);
    await hydrated(page);
    await page.getByRole('radio', { name: /^Camper/ }).check();
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.getByRole('radio', { name: /^Voertuiggegevens importeren/ }).check();
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.waitForURL(`${baseUrl}/nl/verkopen/motorhome/importeren`);
    // The URL changes first; the page follows once its code is loaded.
    await page.getByRole('textbox', { name: 'Kenteken' }).waitFor();
  }

  it('fills the ad from the demo plate CM-240-NL', async () => {
    const page = await visitor(PHONE, 'nl-NL');
    try {
      await toImport(page);
      expect(await progress(page)).toBe('Stap 3 van 5');
      const plate = page.getByRole('textbox', { name: 'Kenteken' });
      await plate.fill('cm.240');
      await page.getByRole('button', { name: 'Voertuig opzoeken' }).click();
      expect(await page.locator('.import-plate .field-error').textContent()).toMatch(/\S/);

      // Slowed down a little, so the running import (bar and announcement) can be seen and checked.
      await page.route('**/public/product/import/plate', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await plate.fill('CM-240-NL');
      await page.getByRole('button', { name: 'Voertuig opzoeken' }).click();
      await page.getByRole('progressbar', { name: 'Voortgang van de import' }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'ongeveer 30 seconden' }).count()).toBe(1);
      await snap(page, 'import-progress-nl');

      const found = page.getByRole('heading', { name: 'Voertuig gevonden: Camper' });
      await found.waitFor();
      // The facts are listed with their names once the attribute definitions have arrived.
      await page.locator('.import-found__facts').getByText('Sun TI 650 MEG').waitFor();
      await snap(page, 'import-found-nl');
      await expectAccessible(page);
      await page.locator('.import-found').getByRole('button', { name: 'Verder' }).click();
      await page.waitForURL(`${baseUrl}/nl/verkopen/motorhome/tips`);
      const now = page.getByRole('radio', { name: /^Nu/ });
      await now.waitFor();
      expect(await progress(page)).toBe('Stap 4 van 5');
      await now.check();
      await page.getByRole('button', { name: 'Verder' }).click();
      await page.waitForURL(`${baseUrl}/nl/verkopen/motorhome/stappen`);
      await page.getByText('Je geïmporteerde voertuiggegevens zijn al ingevuld.').waitFor();
      await page.getByRole('button', { name: 'Nu beginnen' }).click();
      // The editor's step is in Dutch in the URL too.
      await page.waitForURL(/\/nl\/ad\/edit\/motorhome\/profiel\/\d+$/);

      const id = /\/(\d+)$/.exec(page.url())?.[1];
      const ad = await page.evaluate(async (adId) => (await fetch(`/public/product/get/${adId}`)).json(), id);
      expect(ad).toMatchObject({ productType: 'motorhome', attributes: { selects: { make: 'knaus' }, others: { model: 'Sun TI 650 MEG' } } });
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('says when a plate has no data and lets the seller go on by hand', async () => {
    const page = await visitor(PHONE, 'nl-NL');
    try {
      await toImport(page);
      await page.getByRole('textbox', { name: 'Kenteken' }).fill('XX-999-X');
      await page.getByRole('button', { name: 'Voertuig opzoeken' }).click();
      await page.getByRole('heading', { name: 'Geen voertuiggegevens gevonden' }).waitFor();
      expect(await page.locator('.funnel-card').textContent()).toContain(
        'Voor dit kenteken zijn geen voertuiggegevens gevonden; je kunt de gegevens in de volgende stap zelf invoeren.',
      );
      await snap(page, 'import-none-nl');
      await page.getByRole('button', { name: 'Verder' }).click();
      await page.waitForURL(`${baseUrl}/nl/verkopen/motorhome/tips`);
      await page.getByRole('radio', { name: /^Nu/ }).waitFor();
      expect(await progress(page)).toBe('Stap 3 van 4');
    } finally {
      await page.context().close();
    }
  });
});

describe('every funnel page is accessible', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: sell page, type, new or import, timing (later), valuation landing, steps, import and resume`, async () => {
      const page = await visitor(viewport);
      try {
        const check = async (name: string) => {
          await snap(page, name);
          // One column that never scrolls sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(viewport.width);
          await expectAccessible(page);
        };
        await visit(page, `${baseUrl}/en/sell-my-motorhome`);
        await hydrated(page);
        const cta = page.getByRole('link', { name: 'List your vehicle now' });
        await cta.waitFor();
        await check('sell-page');
        await cta.click();
        await page.getByRole('radio', { name: /^Caravan/ }).waitFor();
        await check('type');

        await page.getByRole('radio', { name: /^Caravan/ }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(`${baseUrl}/en/sell/trailer/new-or-import`);
        await page.getByRole('radio', { name: /^Enter the data myself/ }).waitFor();
        // Without a portal provider (none locally) import is shown as unavailable, not as a dead option.
        const importChoice = page.getByRole('radio', { name: /^Import vehicle data/ });
        await expect.poll(() => importChoice.isDisabled()).toBe(true);
        await check('new-or-import');

        await page.getByRole('radio', { name: /^Enter the data myself/ }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(`${baseUrl}/en/sell/trailer/notes`);
        await page.getByRole('radio', { name: /^Later/ }).check();
        await page.getByRole('heading', { name: 'Value first, sell later' }).waitFor();
        await check('timing-later');

        // "Later" hands over to the free valuation of the chosen vehicle type.
        await page.getByRole('button', { name: 'Continue to the free valuation' }).click();
        await page.waitForURL(`${baseUrl}/en/valuate-my-trailer`);
        await page.getByRole('link', { name: 'Start the free valuation' }).waitFor();
        await check('valuation-landing');

        await visit(page, `${baseUrl}/en/sell/trailer/steps`);
        await hydrated(page);
        await check('steps');

        await visit(page, `${baseUrl}/en/sell/trailer/import`);
        await hydrated(page);
        await page.getByText('Importing from mobile.de is not set up on this site.', { exact: false }).waitFor();
        await check('import-en');

        await visit(page, `${baseUrl}/nl/verkopen/motorhome/importeren`);
        await hydrated(page);
        await page.getByRole('textbox', { name: 'Kenteken' }).waitFor();
        await check('import-nl');

        // Someone else's ad (or none): an anonymous visitor is asked to sign in and come back.
        await visit(page, `${baseUrl}/en/ad/continue/999999`);
        await hydrated(page);
        await page.getByRole('heading', { name: 'Please sign in to continue your ad' }).waitFor();
        await check('resume-sign-in');
        expect(page.errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('answers 404 for an unknown vehicle kind or ad id', async () => {
    const [kind, id] = await Promise.all([fetch(`${baseUrl}/en/sell/boat/notes`), fetch(`${baseUrl}/en/ad/continue/abc`)]);
    expect([kind.status, id.status]).toEqual([404, 404]);
  });
});
