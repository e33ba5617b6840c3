/**
 * The console's dead letters in the browser: the operator (second factor by recovery code) finds the seeded letter
 * waiting, counted on the dashboard too, sends it back to its queue with the keyboard alone, and the list shows it
 * sent back. Checked with axe-core and photographed at desktop and phone width.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const WAIT = { timeout: 15_000 };

/** Presses Tab until the element has focus, as a keyboard user would reach it (bounded: the page has fewer stops). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let stop = 0; stop < 120; stop++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with the Tab key');
}

/** Whether focus is on the element, inside it, or on the wrapper that holds it. */
const focused = (target: Locator) =>
  target.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && (active.contains(element) || element.contains(active));
  });

describe('console: dead letters', () => {
  it('lists the waiting letter and sends it back to its queue by keyboard', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    await visit(page, `${baseUrl}/en/login`);
    await hydrated(page);
    await page.getByLabel('E-mail', { exact: true }).fill('operator@campermarkt24.test');
    await page.getByLabel('Password').fill('Camper2026!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    // The console asks for the second factor first (a recovery code: the other browser tests use theirs and the app's code).
    await visit(page, `${baseUrl}/en/admin/deadLetters`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = page.getByLabel('Recovery code', { exact: true });
    await recovery.fill('demo-recovery-05');
    await recovery.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dead letters' }).waitFor(WAIT);

    // The dashboard counts the waiting letter, and its card leads here, as does the navigation.
    const navigation = page.getByRole('navigation', { name: 'Console areas' });
    await navigation.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const card = page.getByRole('link', { name: '1 Dead letters Waiting to be sent back' });
    await card.waitFor(WAIT);
    await screenshot(page, 'console-dashboard-dead-letters-en-1280');
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Dead letters' }).waitFor(WAIT);
    expect(await navigation.getByRole('link', { name: 'Dead letters', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByText('1 message is waiting to be sent back.').waitFor(WAIT);
    const table = page.getByRole('table', { name: /Dead letters/ });
    const row = table.getByRole('row').filter({ hasText: 'Message mails' });
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['Mail', expect.stringContaining('message_mails'), '21', 'Waiting', expect.stringContaining('Send back …')]);
    await expectAccessible(page);
    await screenshot(page, 'console-dead-letters-en-1280');

    // On a phone the table scrolls inside its own region; the page itself is no wider than the screen.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectAccessible(page);
    // The console's navigation fills a phone's first screen; the photo shows the area itself.
    await page.getByRole('heading', { level: 1, name: 'Dead letters' }).evaluate((heading) => window.scrollBy({ top: heading.getBoundingClientRect().top - 96, behavior: 'instant' }));
    await screenshot(page, 'console-dead-letters-en-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Keyboard only: Tab to the row's button, Enter opens the question with focus on its confirm button, Enter sends.
    const sendBack = row.getByRole('button', { name: /^Send back … the message that failed on .+ \(Mail\)$/ });
    await tabTo(page, sendBack);
    await page.keyboard.press('Enter');
    const confirm = row.getByRole('group', { name: /^Send the message that failed on .+ back to the queue Mail\?$/ }).getByRole('button', { name: 'Send back to the queue' });
    await confirm.waitFor(WAIT);
    await expect.poll(() => focused(confirm)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Enter');

    const done = page.getByRole('status').filter({ hasText: /^The message that failed on .+ is back in the queue Mail\.$/ });
    await done.waitFor(WAIT);
    // Its buttons are gone, so focus moved to the announced outcome.
    await expect.poll(() => focused(done)).toBe(true);
    await page.getByText('No message is waiting to be sent back.').waitFor(WAIT);
    expect(await row.getByRole('cell').nth(3).innerText()).toMatch(/^Sent back on \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(await row.getByRole('button').count()).toBe(0);
    const stored = await page.evaluate(async () => (await (await fetch('/admin/api/dead-letters')).json()) as { items: { kind: string; requeuedAt: number | null }[]; open: number });
    expect(stored.open).toBe(0);
    expect(stored.items.filter((item) => item.kind === 'message_mails').every((item) => item.requeuedAt !== null)).toBe(true);
    await expectAccessible(page);
    // A full-page photo of a scrolled page would show the sticky header in the middle.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, 'console-dead-letters-sent-en-1280');

    expect(errors).toEqual([]);
    await context.close();
  });
});
