/**
 * The dealer tracking link in the browser: the operator issues it on the dealer's console page (shown once), a visitor
 * lands through it (German home page at desktop width, English catalogue on a phone): the secret leaves the address
 * bar, and the merchant cookie is set only when the server confirmed the secret (a guessed one sets nothing).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoOperator } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const WAIT = { timeout: 20_000 };

const merchantCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'cm24-merchant');

/** The demo operator in the dealers' console (recovery code -09: no other browser test uses it). */
async function operatorPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
  const page = await context.newPage();
  await signInAsDemoOperator(page, baseUrl, '/en/admin/dealers', 'demo-recovery-09');
  return { context, page };
}

/** The operator issues the demo dealer's link on its console page and reads the link shown once. */
async function issuedSecret(): Promise<string> {
  const { context, page } = await operatorPage();
  const list = await page.request.get(`${baseUrl}/admin/api/reviews/dealers?state=accepted`);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { merchantId: number; company: string }[] };
  const dealer = items[0];
  if (!dealer) throw new Error('no accepted demo dealer');
  await visit(page, `${baseUrl}/en/admin/dealers/${dealer.merchantId}`);
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Tracking link' });
  await panel.waitFor(WAIT);
  // A rerun on the same state replaces the link: the console asks first.
  page.on('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: /^Issue (tracking link|a new link …)$/ }).click();
  const field = panel.getByLabel(/The new link \(shown only now/);
  await field.waitFor(WAIT);
  const link = new URL(await field.inputValue());
  await panel.getByText(/Current link issued on/).waitFor(WAIT);
  await expectAccessible(page);
  await screenshot(page, 'console-dealer-tracking-link-en-1280');
  await context.close();
  return link.searchParams.get('mc') ?? '';
}

describe('dealer tracking link', () => {
  it('sets the merchant cookie only on the server’s confirmation and removes the secret from the address', async () => {
    const secret = await issuedSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cases = [
      { path: '/', viewport: 'desktop', locale: 'de-DE' },
      { path: '/en/buy-a-motorhome', viewport: 'mobile', locale: 'en-US' },
    ] as const;
    for (const { path, viewport, locale } of cases) {
      const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], locale });
      const page = await context.newPage();

      // A guessed secret: the server answers that it is not valid, sets nothing, and the address is cleaned all the same.
      const refusal = page.waitForResponse((response) => response.url().includes('/public/customer/merchant/cookie/get'));
      await visit(page, `${baseUrl}${path}?mc=${'G'.repeat(43)}`);
      await hydrated(page);
      expect(await (await refusal).json()).toEqual({ valid: false });
      expect(new URL(page.url()).searchParams.has('mc')).toBe(false);
      expect(await merchantCookie(context)).toBeUndefined();

      // The issued secret: the cookie appears once the server confirmed it; the page keeps its other parameters.
      const confirmation = page.waitForResponse((response) => response.url().includes('/public/customer/merchant/cookie/get'));
      await visit(page, `${baseUrl}${path}?utm_source=dealer&mc=${secret}`);
      await hydrated(page);
      expect(await (await confirmation).json()).toEqual({ valid: true });
      const url = new URL(page.url());
      expect(url.pathname).toBe(path);
      expect(url.search).toBe('?utm_source=dealer');
      expect(await page.evaluate(() => history.length > 0 && !location.href.includes('mc='))).toBe(true);
      const cookie = await merchantCookie(context);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      // No script on the page can read it.
      expect(await page.evaluate(() => document.cookie.includes('cm24-merchant'))).toBe(false);
      await expectAccessible(page);
      await screenshot(page, `merchant-link-${locale}-${VIEWPORTS[viewport].width}`);
      await context.close();
    }
  });
});
