/** The storefront in the browser: hydration, the phone layout in every language, language switch, navigation and forms. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { expectAccessible } from './accessibility.ts';
import { linkFromMailbox } from './sell-flow.ts';
import { newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function open(path: string, viewport: keyof typeof VIEWPORTS = 'desktop', status = 200): Promise<Page> {
  const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visit(page, baseUrl + path, { status, waitUntil: 'networkidle' });
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe('home page', () => {
  it('renders in German and English and hydrates without errors', async () => {
    const de = await open('/');
    await hydrated(de);
    expect(await de.getAttribute('html', 'lang')).toBe('de-DE');
    expect(await de.locator('h1').first().textContent()).toMatch(/\S/);
    expect(await de.locator('nav[aria-label="Hauptnavigation"]').first().textContent()).toContain('Wohnmobil kaufen');
    expect(await de.locator('.card').count()).toBeGreaterThan(0);
    expect((de as Page & { errors: string[] }).errors).toEqual([]);
    await screenshot(de, 'home-de-1280');

    const en = await open('/en');
    await hydrated(en);
    expect(await en.getAttribute('html', 'lang')).toBe('en');
    expect(await en.locator('nav[aria-label="Main navigation"]').first().textContent()).toContain('Buy a motorhome');
    await screenshot(en, 'home-en-1280');
    await en.context().close();
    await de.context().close();
  });

  it('replaces the initial submitted-ads counter with the server count', async () => {
    const page = await open('/en');
    await hydrated(page);
    const counter = page.getByTestId('submitted-counter');
    await expect.poll(async () => counter.textContent()).not.toContain('112');
    expect(await counter.textContent()).toMatch(/\d+ vehicles already submitted/);
    await page.context().close();
  });

  it('looks complete on a phone and opens the drawer with links and languages', async () => {
    const page = await open('/', 'mobile');
    await hydrated(page);
    await screenshot(page, 'home-de-375');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Preise' }).count()).toBe(1);
    expect(await drawer.getByRole('link', { name: 'Nederlands' }).count()).toBe(1);
    await screenshot(page, 'drawer-de-375');
    await page.context().close();
  });
});

describe('phone layout', () => {
  it('never scrolls sideways at 375 px, in any language', async () => {
    for (const prefix of ['', '/en', '/nl', '/sv', '/da', '/pl', '/es', '/cs']) {
      const page = await open(prefix || '/', 'mobile');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), prefix || '/').toBe(375);
      await page.context().close();
    }
  });
});

describe('language switch', () => {
  it('reloads the current page in the chosen language and remembers it', async () => {
    const page = await open('/en/about-us');
    await hydrated(page);
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await page.waitForURL(`${baseUrl}/nl/over-ons`);
    expect(await page.getAttribute('html', 'lang')).toBe('nl-NL');
    // The choice sticks: the unprefixed (German) path now opens the Dutch page.
    await visit(page, `${baseUrl}/ueber-uns`);
    expect(page.url()).toBe(`${baseUrl}/nl/over-ons`);
    await page.context().close();
  });
});

describe('navigation and forms', () => {
  it('navigates client-side between pages without a reload', async () => {
    const page = await open('/en');
    await hydrated(page);
    await page.evaluate(() => ((window as Window & { marker?: number }).marker = 42));
    const accessLog = page.waitForRequest(
      (request) => request.url().endsWith('/access-logs/collect') && (request.postData() ?? '').includes('"url":"/en/faq"'),
    );
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    expect(JSON.parse((await accessLog).postData() ?? '{}')).toMatchObject({ url: '/en/faq', query: {} });
    await page.locator('h1', { hasText: /\S/ }).first().waitFor();
    expect(await page.evaluate(() => (window as Window & { marker?: number }).marker)).toBe(42);
    expect(await page.title()).toContain('CamperMarkt24');
    await page.context().close();
  });

  it('signs up for the newsletter and confirms in the snackbar, which closes on its button', async () => {
    const page = await open('/en');
    await hydrated(page);
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect(await page.locator('.footer .field-error').textContent()).toBe('Please enter a valid e-mail address');
    const reader = `reader-${Date.now()}@example.com`;
    await page.getByLabel('E-mail address').fill(reader);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const snackbar = page.locator('.snackbar--success');
    await snackbar.waitFor();
    expect(await snackbar.textContent()).toContain('Please confirm your subscription');
    await snackbar.getByRole('button', { name: 'Close' }).click();
    await snackbar.waitFor({ state: 'detached' });
    // Double opt-in: the mailed link (token in the fragment) opens the confirmation page, which confirms on a click.
    const link = await linkFromMailbox(page, baseUrl, reader);
    expect(link).toContain('#token=');
    await visit(page, link);
    await hydrated(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Thank you for confirming' }).waitFor();
    expect(page.url()).not.toContain('token=');
    await screenshot(page, 'newsletter-confirmed-desktop');
    await page.context().close();
  });

  it('sends the contact form and confirms it', async () => {
    const page = await open('/en/contact');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    // The form's checks load on first use (focus or submit), so the messages come a moment after the click.
    await page.locator('.field-error').nth(3).waitFor();
    expect(await page.locator('.field-error').count()).toBeGreaterThanOrEqual(4);
    await page.getByLabel('First name').fill('Erik');
    await page.getByLabel('Surname').fill('Lindqvist');
    await page.getByLabel('E-mail', { exact: true }).fill('erik@example.com');
    await page.getByLabel('Your question').fill('How quickly is the vehicle picked up?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'received your message' }).waitFor();
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await open('/en/no-such-page', 'desktop', 404);
    expect(await page.locator('.error-view__code').textContent()).toBe('404');
    expect(await page.locator('h1').textContent()).toBe('This page could not be found');
    await page.context().close();
  });
});
