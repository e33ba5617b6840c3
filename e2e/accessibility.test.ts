/**
 * WCAG 2.2 AA in the browser: the public pages and the dealer's own pages, each at phone and desktop width, have no
 * serious or critical axe-core violation (colour contrast, names, labels, landmarks, …). One page and width per test;
 * each page must answer 200 first, so the sweep never checks a 404 page in place of the page it names.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Locale } from '../domain/locales.ts';
import { pathFor, type RouteName, type RouteParams } from '../domain/routes.ts';
import { expectAccessible } from './accessibility.ts';
import { VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoDealer } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** Named routes, each in the locale it is checked in; the paths come from the route table, never typed here. */
const PUBLIC_ROUTES: [RouteName, Locale, RouteParams?][] = [
  ['index', 'de'],
  ['index', 'en'],
  ['catalog', 'de'],
  ['catalog', 'en'],
  ['catalog-product-id', 'de', { id: '1' }],
  ['login', 'de'],
  ['auth-signup', 'en'],
  ['pricing', 'en'],
  ['merchant-landing', 'en'],
  ['merchant-listing', 'de'],
  ['about', 'de'],
];
const DEALER_ROUTES: [RouteName, Locale][] = [
  ['account', 'en'],
  ['account-settings', 'en'],
  ['account-merchant-purchases', 'en'],
  ['account-merchant-watchlist', 'en'],
  ['account-merchant-searches', 'en'],
];
const PUBLIC_PAGES = PUBLIC_ROUTES.map(([name, locale, params]) => pathFor(name, locale, params));
const DEALER_PAGES = DEALER_ROUTES.map(([name, locale]) => pathFor(name, locale));

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  describe(`public pages on a ${device}`, () => {
    for (const path of PUBLIC_PAGES) {
      it(`${path} has no serious or critical accessibility violation`, async () => {
        const context = await newClient(browser(), { viewport });
        try {
          const page = await context.newPage();
          await visit(page, `${baseUrl}${path}`);
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
          await visit(page, `${baseUrl}${path}`);
          await hydrated(page);
          await expectAccessible(page);
        } finally {
          await page.close();
        }
      });
    }
  });
}
