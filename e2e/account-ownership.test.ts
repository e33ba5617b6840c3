/**
 * In the browser: someone signs up with another person's address; the address's owner confirms it from the e-mail and
 * takes the account over (the stranger's password is gone), sets their own password by keyboard alone, and the
 * stranger's password no longer signs in. Once on a desktop and once on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

async function verifyLink(page: Page, email: string): Promise<string> {
  await visit(page, `${baseUrl}/dev/mailbox`);
  await page.locator('tr', { hasText: email }).first().getByRole('link').click();
  const link = /href="(http[^"]+token=[^"]+)"/.exec(await page.content())?.[1];
  if (!link) throw new Error('no link in the mail');
  return link.replace(/&amp;/g, '&').replace(/^https?:\/\/[^/]+/, baseUrl);
}

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await visit(page, `${baseUrl}/en/auth/signup`);
  await hydrated(page);
  await page.getByLabel('First name').fill('Mallory');
  await page.getByLabel('Surname').fill('Stranger');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Please confirm your e-mail address' }).waitFor();
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  describe(`taking over an address that a stranger signed up with (${device})`, () => {
    it('lets the owner confirm, removes the stranger’s password, and the owner sets their own by keyboard', async () => {
      const email = `owner-${device}-${Date.now()}@example.com`;
      const stranger = await newClient(browser(), { viewport });
      const strangerPage = await stranger.newPage();
      await signUp(strangerPage, email, 'Stranger2026');

      const owner = await newClient(browser(), { viewport });
      const page = await owner.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await visit(page, await verifyLink(page, email));
      await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
      await page.getByText('removed the password that was chosen before the confirmation').waitFor();
      await hydrated(page);
      await expectAccessible(page);
      await screenshot(page, `verify-takeover-${viewport.width}`);

      await page.getByRole('button', { name: 'Set a password' }).click();
      await page.waitForURL(/\/account\/settings/);
      await hydrated(page);
      await expectAccessible(page);
      // Keyboard only: focus the new password field, type, tab to the repeat field, type, submit with Enter.
      await page.getByLabel('New password', { exact: true }).focus();
      await page.keyboard.type('Owner2026ok');
      await page.keyboard.press('Tab');
      const repeatId = await page.getByLabel('Repeat new password').getAttribute('id');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(repeatId);
      await page.keyboard.type('Owner2026ok');
      await page.keyboard.press('Enter');
      await page.getByText('Your password has been set').waitFor();
      await screenshot(page, `settings-password-set-${viewport.width}`);

      // The stranger's password no longer opens the account.
      const attempt = await strangerPage.request.post(`${baseUrl}/public/customer/auth/login`, { data: { email, password: 'Stranger2026' } });
      expect(attempt.status()).toBe(401);
      const ownerSignIn = await strangerPage.request.post(`${baseUrl}/public/customer/auth/login`, { data: { email, password: 'Owner2026ok' } });
      expect(ownerSignIn.status()).toBe(200);
      expect(errors).toEqual([]);
      await Promise.all([stranger.close(), owner.close()]);
    });
  });
}
