/**
 * Validation on interaction in the browser: the sign-up form shows a field's message once it was changed and left,
 * follows the typing after that, asks about a mistyped e-mail domain without blocking, and works by keyboard alone,
 * in German and English, at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const LOCALES = {
  de: {
    path: '/auth/signup',
    name: 'Vorname',
    email: 'E-Mail',
    submit: 'Konto erstellen',
    typo: 'Bitte prüfen: Ist Ihre E-Mail-Adresse korrekt?',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    required: 'Dies ist ein Pflichtfeld',
  },
  en: {
    path: '/en/auth/signup',
    name: 'First name',
    email: 'E-mail',
    submit: 'Create account',
    typo: 'Please check: is your e-mail address correct?',
    invalid: 'Please enter a valid e-mail address',
    required: 'This is a mandatory field',
  },
} as const;

/** The texts that describe a field (its error or hint), as a screen reader would read them with it. */
async function description(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

const invalid = (page: Page, label: string) => page.getByLabel(label, { exact: true }).getAttribute('aria-invalid');

describe('validation on interaction on the sign-up form', () => {
  for (const [locale, text] of Object.entries(LOCALES)) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      it(`checks fields when left and asks about e-mail typos (${locale}, ${width}, keyboard only)`, async () => {
        const context = await newClient(browser(), { viewport });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await visit(page, `${baseUrl}${text.path}`);
        await hydrated(page);

        // Passing through a field by Tab reveals nothing: the visitor is only finding their way.
        await page.getByLabel(text.name, { exact: true }).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await invalid(page, text.name)).toBeNull();
        expect(await page.getByText(text.required).count()).toBe(0);

        // A mistyped provider: a hint, not an error, once the field is left.
        await page.getByLabel(text.email, { exact: true }).focus();
        await page.keyboard.type('anna@gmial.com');
        expect(await page.getByText(text.typo).count()).toBe(0);
        await page.keyboard.press('Tab');
        await page.getByText(text.typo).waitFor();
        expect(await invalid(page, text.email)).toBeNull();
        expect(await description(page, text.email)).toBe(text.typo);
        await expectAccessible(page);
        await screenshot(page, `form-validation-typo-${locale}-${width}`);

        // An address that is no address: the error shows on leaving, then goes as soon as the typing fixes it.
        await page.getByLabel(text.email, { exact: true }).focus();
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Tab');
        await page.getByText(text.invalid).waitFor();
        expect(await invalid(page, text.email)).toBe('true');
        expect(await description(page, text.email)).toBe(text.invalid);
        await page.getByLabel(text.email, { exact: true }).focus();
        await page.keyboard.type('.de');
        await page.getByText(text.invalid).waitFor({ state: 'detached' });
        expect(await invalid(page, text.email)).toBeNull();

        // Sending reveals every field's message and takes the focus to the first one to fix.
        await page.getByRole('button', { name: text.submit }).focus();
        await page.keyboard.press('Enter');
        await page.getByText(text.required).first().waitFor();
        // The focus is on the first field with a message (the first name), by its label.
        await page.waitForFunction(
          (label) => [...document.querySelectorAll('label')].find((element) => element.textContent === label)?.htmlFor === document.activeElement?.id,
          text.name,
        );
        expect(await invalid(page, text.name)).toBe('true');
        expect(await description(page, text.name)).toBe(text.required);
        await expectAccessible(page);
        await screenshot(page, `form-validation-submit-${locale}-${width}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('sends the form despite the typo hint, since the address may be right', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/en/auth/signup`);
    await hydrated(page);
    const email = `e2e-${Date.now()}@gmial.com`;
    await page.getByLabel('First name', { exact: true }).fill('Lena');
    await page.getByLabel('Surname', { exact: true }).fill('Hoffmann');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Camper2026');
    await page.getByText(LOCALES.en.typo).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Please confirm your e-mail address' }).waitFor();
    await context.close();
  });

  it('asks about a typo in the footer newsletter form too', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/en`);
    await hydrated(page);
    const field = page.getByLabel('E-mail address', { exact: true });
    await field.fill('anna@gmx.dee');
    await field.press('Tab');
    await page.getByText(LOCALES.en.typo).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });
});
