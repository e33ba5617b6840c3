/**
 * The callback request in the browser: from the sell funnel's help link to the contact page's form (German, desktop),
 * and straight on the contact page on a phone (English); errors on an empty submit, the confirmation after a valid
 * one, axe on both. Then the chat with the local adapter: a visitor writes, an operator answers in the console.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { expectAccessible } from './accessibility.ts';
import { hydrated, newClient, sharedBrowser, signInAsDemoOperator } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('callback request', () => {
  it('is reached from the sell funnel and sent in German (desktop)', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/verkaufen`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Wir rufen Sie zurück' }).click();
    await page.waitForURL((url) => url.pathname === '/kontakt' && url.hash === '#callback');
    await hydrated(page);
    const form = page.locator('#callback');
    await form.getByRole('button', { name: 'Rückruf anfordern' }).click();
    // The checks load on first use, so the messages come a moment after the click.
    await form.getByText('Bitte stimmen Sie dem Rückruf zu.').waitFor();
    expect(await form.locator('.field-error').count()).toBe(3);
    await form.getByLabel('Ihr Name').fill('Petra Schulz');
    await form.getByLabel('Telefonnummer').fill('+49 30 1234567');
    await form.getByLabel('Wann dürfen wir anrufen?').selectOption('morning');
    await form.getByLabel('Worum geht es?').selectOption('valuation');
    await form.getByRole('checkbox').check();
    await screenshot(page, 'callback-request-de-1280');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Rückruf anfordern' }).click();
    await form.getByRole('status').filter({ hasText: 'Wir rufen Sie unter +49 30 1234567 an.' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows the server’s answer to an unknown ad number and is sent in English (phone)', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/en/contact`);
    await hydrated(page);
    const form = page.locator('#callback');
    await form.getByLabel('Your name').fill('Tom Hansen');
    await form.getByLabel('Phone number').fill('0170 7654321');
    await form.getByLabel('Ad number (optional)').fill('999999999');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Request callback' }).click();
    await form.getByText('There is no ad with this number.').waitFor();
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'callback-request-en-375');
    await expectAccessible(page);
    await form.getByLabel('Ad number (optional)').fill('');
    await form.getByRole('button', { name: 'Request callback' }).click();
    await form.getByRole('status').filter({ hasText: 'We will call you at 0170 7654321.' }).waitFor();
    await context.close();
  });
});

/** The demo operator in the console at `path` (recovery code -08: no other browser test uses it). */
async function operatorOn(path: string): Promise<Page> {
  const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
  const page = await context.newPage();
  await signInAsDemoOperator(page, baseUrl, path, 'demo-recovery-08');
  return page;
}

describe('chat (local adapter)', () => {
  it('a visitor chats on the contact page (German, phone) and an operator answers in the console (English, desktop)', async () => {
    const visitor = await newClient(browser(), { viewport: VIEWPORTS.mobile });
    const page = await visitor.newPage();
    await visit(page, `${baseUrl}/kontakt`);
    await hydrated(page);
    const chat = page.locator('section.chat');
    await chat.getByRole('button', { name: 'Chatten Sie mit uns' }).click();
    const name = `Nils ${Date.now().toString(36)}`;
    await chat.getByLabel('Ihr Name').fill(name);
    await chat.getByLabel('Ihre Nachricht').fill('Muss das Fahrzeug vor der Auktion begutachtet werden?');
    await chat.getByRole('button', { name: 'Senden' }).click();
    await chat.getByRole('status').filter({ hasText: 'Ein Berater antwortet Ihnen hier.' }).waitFor();
    await chat.scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-visitor-de-375');
    await expectAccessible(page);

    const operator = await operatorOn('/en/admin/contacts');
    const conversation = operator.locator('.chat-panel__conversation').filter({ hasText: name });
    await conversation.getByLabel(`Answer to ${name}`).fill('No, our team only checks the details.');
    await conversation.getByRole('button', { name: 'Answer' }).click();
    await operator.getByText(`Your answer to ${name} is sent.`).waitFor();
    await screenshot(operator, 'chat-console-en-1280');
    await expectAccessible(operator);
    await operator.context().close();

    // The open chat reads the answer by itself.
    await chat.getByText('No, our team only checks the details.').waitFor();
    await visitor.close();
  });
});
