/** Browser-test helpers: one Chromium per test file, waiting for hydration, signing in as the demo dealer or operator. */
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, visit } from './browser.ts';

/** Starts Debian's Chromium before the file's tests and closes it after them; call at the top of a test file. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

/** Client addresses of this file's contexts: a random block per file, then one address per context. */
const addressBlock = randomInt(0, 256);
let clients = 0;

/**
 * A browser context that is a client of its own. The local server takes the client address from CF-Connecting-IP, as
 * Cloudflare sets it, so each context counts against the per-client limits (sign-ins, forms) like a separate person
 * would, instead of the whole suite counting as one visitor.
 */
export function newClient(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  clients += 1;
  const address = `198.18.${addressBlock}.${clients % 256}`;
  return browser.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, 'CF-Connecting-IP': address } });
}

export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Signs in as the accepted demo dealer (dealer@campermarkt24.test) and accepts the dealer terms if their
 * dialog comes up, so later steps see the signed-in catalogue (watchlist hearts, saving searches).
 */
export async function signInAsDemoDealer(page: Page, baseUrl: string): Promise<void> {
  await visit(page, `${baseUrl}/en/login`);
  await hydrated(page);
  await page.getByLabel('E-mail', { exact: true }).fill('dealer@campermarkt24.test');
  await page.getByLabel('Password').fill('Camper2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/a\/messages$/);
  // The terms dialog opens 3 s after load (on any page) for a dealer who has not accepted the current terms yet.
  const accept = page.getByRole('button', { name: 'Accept terms' });
  const shown = await accept.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await accept.click();
    await accept.waitFor({ state: 'detached' });
  }
}

/**
 * Signs the demo operator in on `page` and opens the console at `path`, passing the second factor with a recovery
 * code. The codes are single-use: each test passes one no other browser test uses (README lists -01 to -10).
 */
export async function signInAsDemoOperator(page: Page, baseUrl: string, path: string, recoveryCode: string): Promise<void> {
  await visit(page, `${baseUrl}/en/login`);
  await hydrated(page);
  await page.getByLabel('E-mail', { exact: true }).fill('operator@campermarkt24.test');
  await page.getByLabel('Password').fill('Camper2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
  await visit(page, `${baseUrl}${path}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = page.getByLabel('Recovery code', { exact: true });
  await recovery.fill(recoveryCode);
  await recovery.press('Enter');
}
