/** The account life cycle in the browser: sign-up with the e-mail link, sign-in, language, sign-out, the dealer terms. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Opens the newest mail to an address in the development mailbox and returns the first link in it. */
async function linkFromMailbox(page: Page, email: string): Promise<string> {
  await visit(page, `${baseUrl}/dev/mailbox`);
  await page.locator('tr', { hasText: email }).first().getByRole('link').click();
  const html = await page.content();
  const link = /href="(http[^"]+token=[^"]+)"/.exec(html)?.[1];
  if (!link) throw new Error('no link in the mail');
  return link.replace(/&amp;/g, '&');
}

describe('account life cycle in the browser', () => {
  it('signs up, verifies the e-mail from the local mailbox, signs in, changes the language and signs out', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const email = `e2e-${Date.now()}@example.com`;

    await visit(page, `${baseUrl}/en/auth/signup`);
    await hydrated(page);
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Surname').fill('Hoffmann');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('Camper2026');
    await page.getByRole('checkbox').check();
    await screenshot(page, 'signup-en-1280');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Please confirm your e-mail address' }).waitFor();

    const verifyLink = await linkFromMailbox(page, email);
    expect(verifyLink).toContain('/en/auth/verify#token=');
    expect(new URL(verifyLink).search).toBe('');
    await visit(page, verifyLink.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    // The page took the token out of the address bar (history and bookmarks never hold it).
    expect(page.url()).not.toContain('token');

    await visit(page, `${baseUrl}/en/login`);
    await hydrated(page);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('Camper2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/a/messages`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    await visit(page, `${baseUrl}/en/account/settings`);
    await hydrated(page);
    await page.getByLabel('Preferred language').selectOption('de');
    await page.getByRole('button', { name: 'Save language' }).click();
    await page.waitForURL(`${baseUrl}/account/settings`);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await hydrated(page);

    await page.getByRole('button', { name: 'Kontomenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Anmelden' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the sign-in page usable and readable on a phone', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/login`);
    await hydrated(page);
    await page.getByLabel('E-Mail', { exact: true }).fill('anna@campermarkt24.test');
    await page.getByLabel('Passwort').fill('Falsch123');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
    await page.getByRole('alert').filter({ hasText: 'nicht korrekt' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await screenshot(page, 'login-de-375');
    await context.close();
  });

  it('signs in a demo dealer who then sees the terms dialog after three seconds', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/en/login`);
    await hydrated(page);
    // The dealer in review: other browser tests accept the terms for the accepted demo dealers.
    await page.getByLabel('E-mail', { exact: true }).fill('dealer-review@campermarkt24.test');
    await page.getByLabel('Password').fill('Camper2026!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/a\/messages$/);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
    await screenshot(page, 'terms-dialog-1280');
    // The terms in force (another browser test may have published newer ones than the seeded version).
    const current = (await (await fetch(`${baseUrl}/public/terms/current`, { headers: { 'X-Locale': 'de' } })).json()) as { title: string };
    expect(await dialog.textContent()).toContain(current.title);
    await context.close();
  });
});
