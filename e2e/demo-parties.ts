/** Browser-test helpers for the demo dealers and sellers: API tokens, API calls, listings, signed-in browser contexts. */
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ProductCard } from '../domain/catalog.ts';
import { VIEWPORTS } from './browser.ts';
import { newClient } from './session.ts';

export const DEMO_PASSWORD = 'Camper2026!';
export const DEALERS = ['dealer@campermarkt24.test', 'dealer-nl@campermarkt24.test'] as const;
export const SELLERS = ['anna@campermarkt24.test', 'erik@campermarkt24.test', 'handel@campermarkt24.test'] as const;

/** API sign-ins come from clients of their own (the local server reads CF-Connecting-IP), like separate people. */
let apiClients = 0;
const apiClientAddress = () => {
  apiClients += 1;
  return `198.19.${randomInt(0, 256)}.${apiClients % 256}`;
};

export async function accessToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/public/customer/auth/login`, {
    method: 'POST',
    // An API client: it asks for the tokens in the answer (the storefront only ever gets cookies).
    headers: { 'Content-Type': 'application/json', 'X-Token-Transport': 'body', 'CF-Connecting-IP': apiClientAddress() },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A dealer's API token after accepting the current terms (binding bids need them; the token's claims say so). */
export async function dealerToken(baseUrl: string, email: string): Promise<string> {
  const first = await accessToken(baseUrl, email);
  await fetch(`${baseUrl}/private/customer/accept-tac`, { method: 'POST', headers: { Authorization: `Bearer ${first}` } });
  return accessToken(baseUrl, email);
}

export async function apiCall<T>(baseUrl: string, path: string, token: string | null, method = 'GET', body?: unknown): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function listings(baseUrl: string, status: string): Promise<ProductCard[]> {
  return (await apiCall<{ products: ProductCard[] }>(baseUrl, `/public/catalog/search?page=1&itemsPerPage=60&status=${status}`, null)).products;
}

/** A browser context signed in by the session cookies of the sign-in call; dealers accept the current terms first. */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: keyof typeof VIEWPORTS,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newClient(browser, { viewport: VIEWPORTS[viewport], locale: 'en-US' });
  const login = await context.request.post(`${baseUrl}/public/customer/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  if ((DEALERS as readonly string[]).includes(email)) {
    // The terms and the operator's notices would otherwise open over the page 3 s after load; they are not what
    // these tests are about, so they are answered beforehand.
    const headers = { Authorization: `Bearer ${await accessToken(baseUrl, email)}` };
    await context.request.post(`${baseUrl}/private/customer/accept-tac`, { headers });
    const popups = (await (await context.request.get(`${baseUrl}/public/merchant-notification-popups`, { headers })).json()) as { data: { id: number }[] };
    for (const popup of popups.data) await context.request.put(`${baseUrl}/private/merchant/mark-popup-as-read/${popup.id}`, { headers });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}
