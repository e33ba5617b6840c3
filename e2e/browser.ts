/** Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this machine needs. */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

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

/** Full-page on desktop; on phones the first screen, which is what a person judges first. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const fullPage = (page.viewportSize()?.width ?? 0) >= VIEWPORTS.desktop.width;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}
