/** The sell funnel as a visitor walks it: from the home page's call to action into the ad editor. */
import type { Page } from 'playwright-core';
import { hydrated } from './session.ts';
import { visit } from './browser.ts';

/** From the home page through the sell funnel (motorhome, new, now, start) into the editor; answers the ad's id. */
export async function throughFunnel(page: Page, baseUrl: string): Promise<number> {
  await visit(page, `${baseUrl}/en`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Sell now for free' }).first().click();
  await page.getByRole('radio', { name: /^Motorhome/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Enter the data myself/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Now/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Start now' }).click();
  await page.waitForURL(/\/en\/ad\/edit\/motorhome\/profile\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
}

/** The link of the newest mail to `email` in the local mailbox, pointed at the test server. */
export async function linkFromMailbox(page: Page, baseUrl: string, email: string): Promise<string> {
  await visit(page, `${baseUrl}/dev/mailbox`);
  await page.locator('tr', { hasText: email }).first().getByRole('link').click();
  const link = /href="(http[^"]+token=[^"]+)"/.exec(await page.content())?.[1];
  if (!link) throw new Error('no link in the mail');
  return link.replace(/&amp;/g, '&').replace(/^https?:\/\/[^/]+/, baseUrl);
}
