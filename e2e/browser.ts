/** Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this machine needs. */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { expect } from 'vitest';
import { expectFitsScreen, PHONE_MAX_WIDTH } from './accessibility.ts';

export const SCREENSHOTS = resolve(import.meta.dirname, 'screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * Full-page on desktop; on phones the first screen, which is what a person judges first, after checking that the page
 * is no wider than the phone's screen.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const fullPage = (page.viewportSize()?.width ?? 0) >= VIEWPORTS.desktop.width;
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH) await expectFitsScreen(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Opens a page and asserts its HTTP status first (after redirects: the status of the page that is shown), before any
 * check runs on it: a sweep over a 404 page checks the 404 page, not the page it names. Every browser test opens its
 * pages through this (scripts/e2e-conventions.test.ts holds them to it).
 */
export async function visit(page: Page, url: string, options: { status?: number; waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' } = {}): Promise<Response> {
  const { status = 200, waitUntil } = options;
  const response = await page.goto(url, waitUntil ? { waitUntil } : undefined);
  if (!response) throw new Error(`${url} did not load a document (same page with another #fragment?)`);
  expect(response.status(), `HTTP status of ${url}`).toBe(status);
  return response;
}
