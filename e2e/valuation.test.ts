/**
 * The free valuation in the browser: a visitor values a caravan (trailer) on a phone from the landing page to the
 * success page; the operator confirms the range in the console; the report arrives in the local mailbox, shows the
 * range and its basis, and its one button starts an ad with everything already entered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const WAIT = { timeout: 15_000 };

/** The report link of the newest mail to `email` in the development mailbox. */
async function reportLinkFromMailbox(page: Page, email: string, subject: RegExp): Promise<string> {
  await visit(page, `${baseUrl}/dev/mailbox`);
  await page.locator('tr', { hasText: email }).filter({ hasText: subject }).first().getByRole('link').click();
  const link = /href="(http[^"]+\/your-valuation\/[^"]+)"/.exec(await page.content())?.[1];
  if (!link) throw new Error('no report link in the mail');
  return link.replace(/&amp;/g, '&').replace(/^https?:\/\/[^/]+/, baseUrl);
}

const noWiderThanScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);

describe('free valuation', () => {
  it('values a caravan on a phone, lets the operator confirm the range, mails the report and starts an ad from it', async () => {
    const email = `valuation-${Date.now()}@example.com`;
    const visitor = await (await newClient(browser(), { viewport: VIEWPORTS.mobile, locale: 'en-US' })).newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(String(error)));

    await visit(visitor, `${baseUrl}/en/valuate-my-trailer`, { waitUntil: 'networkidle' });
    await hydrated(visitor);
    await expectAccessible(visitor);
    await screenshot(visitor, 'valuation-landing-en-375');
    // No navigation bar on valuation pages.
    expect(await visitor.locator('nav.nav').count()).toBe(0);
    await visitor.getByRole('link', { name: 'Start the free valuation' }).first().click();

    // Step 1: key data.
    await visitor.getByText('Step 1 of 3').waitFor(WAIT);
    await visitor.getByLabel('Make').fill('Hobby');
    await visitor.getByLabel('Model or series').fill('De Luxe 460 UFe');
    await visitor.getByLabel('Year of first registration').selectOption('2018');
    await visitor.getByLabel('Postcode of the vehicle\u2019s location').or(visitor.getByLabel("Postcode of the vehicle's location")).fill('20095');
    await expectAccessible(visitor);
    await noWiderThanScreen(visitor);
    await screenshot(visitor, 'valuation-step-1-en-375');
    await visitor.getByRole('button', { name: 'Continue' }).click();

    // Step 2: history and care; what was typed survives a reload.
    await visitor.getByText('Step 2 of 3').waitFor(WAIT);
    await visitor.getByRole('radiogroup', { name: 'Is there a complete service book?' }).getByLabel('Yes').check();
    await visitor.getByLabel('Awning').check();
    await visitor.reload({ waitUntil: 'networkidle' });
    await hydrated(visitor);
    expect(await visitor.getByLabel('Awning').isChecked()).toBe(true);
    await visitor.getByRole('button', { name: 'Continue' }).click();

    // Step 3: where the report goes.
    await visitor.getByText('Step 3 of 3').waitFor(WAIT);
    await visitor.getByLabel('Your name').fill('Mia Hofmann');
    await visitor.locator('main').getByLabel('E-mail address').fill(email);
    await visitor.getByRole('checkbox', { name: /privacy policy/ }).check();
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: 'Request valuation' }).click();
    await visitor.getByRole('heading', { name: 'Thank you – your valuation is requested' }).waitFor(WAIT);
    await expectAccessible(visitor);
    await noWiderThanScreen(visitor);
    await screenshot(visitor, 'valuation-success-en-375');

    // The operator confirms the range in the console (recovery code: the other browser tests use the app's code).
    const operator = await (await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' })).newPage();
    await visit(operator, `${baseUrl}/en/login`);
    await hydrated(operator);
    await operator.getByLabel('E-mail', { exact: true }).fill('operator@campermarkt24.test');
    await operator.getByLabel('Password').fill('Camper2026!');
    await operator.getByRole('button', { name: 'Sign in', exact: true }).click();
    await operator.waitForURL((url) => !url.pathname.endsWith('/login'));
    await visit(operator, `${baseUrl}/en/admin/valuations`);
    await hydrated(operator);
    await operator.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = operator.getByLabel('Recovery code', { exact: true });
    await recovery.fill('demo-recovery-07');
    await recovery.press('Enter');
    await operator.getByRole('link', { name: /Open the valuation of Hobby De Luxe 460 UFe/ }).first().click();
    const low = operator.getByLabel('From (euros)');
    await low.waitFor(WAIT);
    await low.fill('14500');
    await operator.getByLabel('To (euros)').fill('16500');
    await expectAccessible(operator);
    await operator.getByRole('button', { name: 'Confirm and send the report' }).click();
    await operator.getByText('The valuation is confirmed; the report has gone out as a message and by email.').waitFor(WAIT);

    // The report mail leads to the report with the range and one button that starts the ad.
    const report = await reportLinkFromMailbox(visitor, email, /ready|valuation/i);
    await visit(visitor, report, { waitUntil: 'networkidle' });
    await hydrated(visitor);
    await visitor.getByRole('heading', { name: 'Your price range' }).waitFor(WAIT);
    expect(await visitor.locator('main').textContent()).toMatch(/14\.500\s€.*16\.500\s€/s);
    await expectAccessible(visitor);
    await noWiderThanScreen(visitor);
    await screenshot(visitor, 'valuation-report-en-375');
    await visitor.getByRole('button', { name: 'List this vehicle now' }).click();
    await visitor.waitForURL(/\/ad\/edit\/trailer\//, WAIT);
    await hydrated(visitor);
    // The editor opens with the vehicle from the valuation: nothing is typed twice.
    await expect.poll(() => visitor.locator('main').textContent(), WAIT).toMatch(/Hobby/);
    expect(errors).toEqual([]);
    await Promise.all([visitor.context().close(), operator.context().close()]);
  });
});
