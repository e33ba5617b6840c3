/**
 * User actions in the browser: a visitor searches the catalogue (German at desktop width, English on a phone); the
 * action goes to the collect call in a batch when the page is hidden, with its route and without the search words;
 * the operator sees it in the console's "User actions" area. Every screen passes axe.
 */
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoOperator } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const WAIT = { timeout: 20_000 };

interface SentBatch {
  actions: { action: string; context: string | null; product_entity_id: number | null }[];
}

const CASES = [
  { path: '/wohnmobil-kaufen', viewport: 'desktop', locale: 'de-DE', words: 'Hymer Alkoven' },
  { path: '/en/buy-a-motorhome', viewport: 'mobile', locale: 'en-US', words: 'Knaus Sun' },
] as const;

describe('user actions', () => {
  for (const { path, viewport, locale, words } of CASES) {
    it(`logs a catalogue search without its words (${locale}, ${viewport})`, async () => {
      const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], locale });
      const page = await context.newPage();
      await visit(page, `${baseUrl}${path}`);
      await hydrated(page);
      await expectAccessible(page);

      const sent = page.waitForRequest((request: Request) => request.url().endsWith('/public/user-action-log/collect') && request.method() === 'POST', WAIT);
      const search = page.getByRole('search').getByRole('combobox');
      await search.fill(words);
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.has('q'));
      // The page is hidden (another tab, the phone locked): the queue goes out at once.
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      const request = await sent;
      const batch = request.postDataJSON() as SentBatch;
      expect(batch.actions).toContainEqual({ action: 'catalog_search', context: 'catalog', product_entity_id: null });
      expect(request.postData()).not.toContain(words.split(' ')[0]);
      const answer = await request.response();
      expect(answer?.status()).toBe(201);
      await expectAccessible(page);
      await screenshot(page, `user-action-search-${locale}-${VIEWPORTS[viewport].width}`);
      await context.close();
    });
  }

  it('shows the operator the logged actions in the console', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    // Recovery code -10: no other browser test uses it.
    await signInAsDemoOperator(page, baseUrl, '/en/admin/userActions', 'demo-recovery-10');
    await page.getByRole('heading', { level: 1, name: 'User actions' }).waitFor(WAIT);
    await page.getByLabel('Action').selectOption('catalog_search');
    const table = page.getByRole('table', { name: 'Newest user actions' });
    await table.getByRole('rowheader', { name: 'Catalogue searched' }).first().waitFor(WAIT);
    expect(await table.getByRole('row').filter({ hasText: 'Catalogue searched' }).filter({ hasText: 'catalog' }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'console-user-actions-en-1280');
    await context.close();
  });
});
