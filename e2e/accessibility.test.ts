/**
 * WCAG 2.2 AA in the browser: the public pages and the dealer's own pages, each at phone and desktop width, have no
 * serious or critical axe-core violation (colour contrast, names, labels, landmarks, …). One page and width per test.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { VIEWPORTS } from './browser.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoDealer } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const PUBLIC_PAGES = ['/', '/en', '/en/buy-motorhome', '/caravan/1', '/login', '/en/auth/signup', '/en/pricing', '/en/dealers', '/haendlerverzeichnis', '/ueber-uns'];
const DEALER_PAGES = ['/en/account', '/en/account/settings', '/en/a/merchant-area/purchases', '/en/account/merchant/watchlist', '/en/a/merchant-area/searches'];

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  describe(`public pages on a ${device}`, () => {
    for (const path of PUBLIC_PAGES) {
      it(`${path} has no serious or critical accessibility violation`, async () => {
        const context = await newClient(browser(), { viewport });
        try {
          const page = await context.newPage();
          await page.goto(`${baseUrl}${path}`);
          await hydrated(page);
          await expectAccessible(page);
        } finally {
          await context.close();
        }
      });
    }
  });

  describe(`the dealer's pages on a ${device}`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await newClient(browser(), { viewport });
      await signInAsDemoDealer(await context.newPage(), baseUrl);
    });
    afterAll(() => context.close());

    for (const path of DEALER_PAGES) {
      it(`${path} has no serious or critical accessibility violation`, async () => {
        const page = await context.newPage();
        try {
          await page.goto(`${baseUrl}${path}`);
          await hydrated(page);
          await expectAccessible(page);
        } finally {
          await page.close();
        }
      });
    }
  });
}
