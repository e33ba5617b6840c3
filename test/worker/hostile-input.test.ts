import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Session } from './accounts-helpers.ts';
import { call } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

/** Every write endpoint with a body, as [method, path]. */
const ENDPOINTS: [string, string][] = [
  ['POST', '/public/customer/auth/signup'],
  ['POST', '/public/customer/auth/login'],
  ['POST', '/public/customer/auth/refresh'],
  ['POST', '/public/customer/verify-email'],
  ['POST', '/public/customer/passwordless/request'],
  ['POST', '/public/after/login/action/add'],
  ['POST', '/private/after/login/action/add'],
  ['PUT', '/private/customer/update-language-setting'],
  ['PUT', '/private/customer/update'],
  ['PUT', '/private/customer/password'],
  ['DELETE', '/private/customer'],
  ['POST', '/private/merchant/register'],
  ['PUT', '/public/email-automation/update'],
  ['PUT', '/admin/api/merchants/1/review'],
  ['PUT', '/admin/api/merchants/1/block'],
  ['POST', '/public/newsletter/subscribe'],
  ['POST', '/public/contact'],
  ['POST', '/private/customer/searches/create'],
  ['PUT', '/private/customer/searches/update/1'],
  ['PUT', '/private/versioned/product/update/1'],
  ['POST', '/public/product/share-with-owner/1'],
  ['POST', '/private/order/1/cancellation-request'],
  ['POST', '/admin/api/orders/1/cancellation'],
  ['POST', '/private/auction/1/bid'],
  ['PUT', '/private/auction/1/agent'],
  ['POST', '/private/auction/1/buy-now'],
  ['POST', '/private/auction/1/late-offer'],
  ['POST', '/private/auction/1/renegotiation'],
  ['POST', '/private/product/1/resubmit'],
  ['POST', '/private/product/create'],
  ['POST', '/public/product/create'],
  ['PUT', '/private/product/update/1'],
  ['PUT', '/public/product/update/1'],
  ['PUT', '/private/product/1/personal-data'],
  ['PUT', '/public/product/1/personal-data'],
  ['PUT', '/private/product/1/gallery'],
  ['PUT', '/public/product/track/1'],
  ['POST', '/public/product/import/plate'],
  ['POST', '/public/product/import/portal'],
  ['PUT', '/private/merchant/integrations/syscara'],
];

const HOSTILE_BODIES: (string | unknown)[] = [
  '{"a":',
  '[]',
  'null',
  '"string"',
  { email: 42, password: ['x'], languageSetting: { $ne: 1 } },
  { email: "' OR 1=1 --@x.de", password: '<script>alert(1)</script>', name: '<img src=x onerror=alert(1)>', token: "'; DROP TABLE customers; --" },
  { email: `${'a'.repeat(5000)}@example.com`, name: 'x'.repeat(20_000), question: 'y'.repeat(30_000) },
  { __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } },
];

let admin: Session;
const tableCounts = async () =>
  Object.fromEntries(
    await Promise.all(
      ['customers', 'merchants', 'newsletter_subscriptions', 'contact_requests', 'settings', 'saved_searches', 'product_versions', 'watchlist_items', 'mail_outbox', 'orders', 'number_series', 'auction_bids', 'auctions', 'products', 'product_values', 'product_damages', 'product_images', 'product_documents', 'merchant_integrations'].map(async (table) => [
        table,
        (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0,
      ]),
    ),
  );

beforeAll(async () => {
  admin = await operatorSession();
});

const HOSTILE_PATHS = [
  '/private/customer/get/abc', '/private/customer/get/-1', '/private/customer/get/1e99', '/public/customer/get-owner/%27%20OR%201%3D1', '/public/product/passwordless/x',
  '/public/catalog/get/1e99', '/public/catalog/get/%3Cscript%3E', '/public/catalog/checked-get/1?currentPrice=-5', '/public/catalog/auction/get/0',
  '/private/versioned/product/get/-1', '/public/translate/description/abc', '/private/customer/watchlist/get?page=-1', '/media/products/1/%2e%2e/x',
  '/public/catalog/search?make=%27%3B%20DROP%20TABLE%20products', '/public/catalog/search?itemsPerPage=1e9',
  '/private/order/abc/document/invoice', '/private/order/1/document/%3Cscript%3E', '/private/order/1e99/document/contract',
  '/private/customer/my-purchases/get?filter=%27%20OR%201%3D1', '/private/customer/my-purchases/get?page=-1',
  '/private/product/get/-1', '/private/product/get/abc', '/public/product/get/1e99', '/public/product/get/empty?type=%3Cscript%3E',
  '/private/customer/products/get?page=-1', '/private/customer/products/get?status=%27%20OR%201%3D1', '/private/customer/products/get?itemsPerPage=1e9',
  '/public/product/onboarding-stepper?entityId=%3Cscript%3E', '/public/product/onboarding-stepper?createNew=maybe',
  '/private/product/1/documents/abc', '/public/product/1/documents/1e99',
];

// One endpoint (or path) per test, so each test does a bounded amount of work even on a slow machine.
describe('hostile input', () => {
  describe('gets a clear 4xx with the error shape from every write endpoint, never a 500, and changes nothing', () => {
    for (const [method, path] of ENDPOINTS) {
      it(`${method} ${path}`, async () => {
        const before = await tableCounts();
        const failures: string[] = [];
        for (const body of HOSTILE_BODIES) {
          const response = await call(path, {
            method,
            headers: { ...bearer(admin), 'Content-Type': 'application/json', 'X-Locale': 'en' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          });
          const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null;
          // Every text is a localized sentence, never a raw i18n key such as "validation.integer".
          const texts = [answer?.error?.message ?? '', ...Object.values(answer?.error?.fields ?? {})];
          const ok =
            response.status >= 400 &&
            response.status < 500 &&
            typeof answer?.error?.code === 'string' &&
            Boolean(answer.error.message) &&
            texts.every((text) => !/^(errors|validation)\.[\w.]+$/.test(text));
          if (!ok) failures.push(`${method} ${path} ${JSON.stringify(body).slice(0, 40)} -> ${response.status} ${texts.join(' | ')}`);
        }
        expect(failures).toEqual([]);
        expect(await tableCounts()).toEqual(before);
      });
    }
  });

  describe('refuses hostile path parameters with 400 or 404', () => {
    for (const path of HOSTILE_PATHS) {
      it(path, async () => {
        const response = await call(path, { method: path.includes('passwordless') ? 'POST' : 'GET', headers: bearer(admin) });
        expect([400, 404], path).toContain(response.status);
      });
    }
  });
});
