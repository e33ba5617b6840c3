/** The funnel's vehicle-data import (plate, portal) and the dealer's fleet integration, against the offline registry and fleet (VEHICLE_DATA=local). */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../../worker/vehicle-data/sealed-credentials.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { type ErrorAnswer, RAW_KEY } from './ads-helpers.ts';
import { call, json } from './helpers.ts';
import { createMerchant } from './order-fixtures.ts';

const plate = (value: unknown, headers: Record<string, string> = {}) => call('/public/product/import/plate', { method: 'POST', headers, json: { plate: value } });

describe('vehicle-data import', () => {
  it('offers the plate, and the portal only with a portal account', async () => {
    expect(await json(await call('/public/product/import/options'))).toEqual({ plate: true, portal: false });
  });

  it('refuses what is no Dutch plate before asking anyone, with the localized rule', async () => {
    for (const value of ['ABCDEFGHIJ', '123456', 'AB<12>', '']) {
      const response = await plate(value, { 'X-Locale': 'en' });
      expect(response.status, value).toBe(400);
      const body = await json<ErrorAnswer>(response);
      expect(body.error.fields?.plate, value).toBeDefined();
      expect(body.error.fields?.plate).not.toMatch(RAW_KEY);
    }
    expect((await call('/public/product/import/plate', { method: 'POST', json: {} })).status).toBe(400);
  });

  it('answers the values of a known plate from the offline registry', async () => {
    const response = await plate('cm240nl');
    expect(response.status).toBe(200);
    const body = await json<{ found: boolean; productType: string; attributes: { selects: Record<string, string>; others: Record<string, string> } }>(response);
    expect(body).toMatchObject({ found: true, productType: 'motorhome' });
    expect(body.attributes.selects).toMatchObject({ make: 'knaus', fuel: 'diesel' });
    expect(body.attributes.others.model).toBe('Sun TI 650 MEG');
  });

  it('takes a plate typed with hyphens and spaces, as people write it', async () => {
    const response = await plate('cm-240 nl');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ found: true, productType: 'motorhome' });
  });

  it('answers found: false for an unknown plate', async () => {
    const response = await plate('ZZ-99-ZZ');
    expect(await json(response)).toEqual({ found: false });
  });

  it('answers 503 for the portal without an account, saying plainly it is not set up, after checking the input', async () => {
    const unavailable = await call('/public/product/import/portal', { method: 'POST', headers: { 'X-Locale': 'en' }, json: { reference: 'https://suchen.mobile.de/fahrzeuge/details.html?id=123456' } });
    expect(unavailable.status).toBe(503);
    const body = await json<ErrorAnswer>(unavailable);
    expect(body.error.code).toBe('import_unavailable');
    expect(body.error.message).not.toMatch(RAW_KEY);
    // Plainly not configured, not a passing outage ("at the moment") the seller might wait out.
    expect(body.error.message).toMatch(/not set up/);
    expect(body.error.message).not.toMatch(/at the moment/);
    const invalid = await call('/public/product/import/portal', { method: 'POST', json: { reference: 'no digits here' } });
    expect(invalid.status).toBe(400);
  });
});

describe('the dealer’s fleet integration', () => {
  let dealer: Session;
  let dealerId = 0;
  beforeAll(async () => {
    const merchant = await createMerchant();
    dealerId = merchant.id;
    dealer = await login(merchant.email);
  });

  const integration = (session: Session | null, method = 'GET', path = '') =>
    call(`/private/merchant/integrations${path}`, { method, headers: session ? bearer(session) : {} });

  it('is the dealers’ own: anonymous callers get 401, other customers 403', async () => {
    const customer = await login((await createCustomer()).email);
    expect((await integration(null)).status).toBe(401);
    for (const [method, path] of [['GET', ''], ['DELETE', '/syscara'], ['POST', '/syscara/import']] as const) {
      const response = await integration(customer, method, path);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('not_a_merchant');
    }
  });

  it('shows a dealer without a connection as not connected', async () => {
    const response = await integration(dealer);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      syscara: { connected: false, accountHint: null, lastImportAt: null, lastImportStatus: null, lastImportCount: null },
    });
  });

  it('refuses an import without a connection and creates no ads', async () => {
    const response = await integration(dealer, 'POST', '/syscara/import');
    expect(response.status).toBe(409);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('integration_not_connected');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE customer_id = ?').bind(dealerId).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it('refuses credentials of the wrong shape before any call to the fleet system', async () => {
    const response = await call('/private/merchant/integrations/syscara', { method: 'PUT', headers: bearer(dealer), json: { username: '', password: 'x'.repeat(201) } });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ErrorAnswer>(response)).error.fields ?? {}).sort()).toEqual(['password', 'username']);
  });

  it('shows a connection by its hint, never its credentials, and forgets it on disconnect', async () => {
    const other = await createMerchant();
    const session = await login(other.email);
    const sealed = await sealCredentials(env.AUTH_SECRET ?? '', { username: 'fleet-user', password: 'fleet-secret' });
    await env.DB.prepare("INSERT INTO merchant_integrations (customer_id, provider, credentials, account_hint, updated_at) VALUES (?, 'syscara', ?, 'fleet-user', ?)")
      .bind(other.id, sealed, Date.now())
      .run();
    const connected = await integration(session);
    const text = await connected.text();
    expect(JSON.parse(text)).toMatchObject({ syscara: { connected: true, accountHint: 'fleet-user' } });
    expect(text).not.toContain('fleet-secret');
    expect(text).not.toContain(sealed);
    const disconnected = await integration(session, 'DELETE', '/syscara');
    expect(disconnected.status).toBe(200);
    expect(await json(disconnected)).toMatchObject({ syscara: { connected: false, accountHint: null } });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM merchant_integrations WHERE customer_id = ?').bind(other.id).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it('treats credentials that no longer open as not connected', async () => {
    const other = await createMerchant();
    const session = await login(other.email);
    await env.DB.prepare("INSERT INTO merchant_integrations (customer_id, provider, credentials, account_hint, updated_at) VALUES (?, 'syscara', 'v1.broken', 'old-user', ?)")
      .bind(other.id, Date.now())
      .run();
    const response = await integration(session, 'POST', '/syscara/import');
    expect(response.status).toBe(409);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('integration_not_connected');
  });
});
