import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, json } from './helpers.ts';

const count = async (table: string) =>
  ((await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0);

describe('POST /public/user-action-log/collect', () => {
  it('logs an action with a visitor uuid', async () => {
    const before = await count('user_action_logs');
    const response = await call('/public/user-action-log/collect', {
      method: 'POST',
      json: { action: 'view_product', context: 'catalog-product-id', uuid: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', product_entity_id: 12 },
    });
    expect(response.status).toBe(201);
    expect(await count('user_action_logs')).toBe(before + 1);
  });

  it('does not log without a customer id or uuid, and ignores a customer id that is not the viewer', async () => {
    const before = await count('user_action_logs');
    const response = await call('/public/user-action-log/collect', { method: 'POST', json: { action: 'catalog_search', customer_id: 77 } });
    expect(await json(response)).toEqual({ logged: false });
    expect(await count('user_action_logs')).toBe(before);
  });
});

describe('POST /access-logs/collect', () => {
  it('stores the access without auth, consent and analytics cookies or the visitor id', async () => {
    const response = await call('/access-logs/collect', {
      method: 'POST',
      json: {
        url: '/en/buy-a-motorhome',
        cookies: { 'cm24-uuid': 'u1', access_token: 'secret', cookie_consent: 'all', _ga: 'GA1', i18n_locale: 'en' },
        query: { ref: 'x' },
        referer: 'https://example.com/',
      },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT cookies, query, referer FROM access_logs ORDER BY id DESC LIMIT 1').first<{
      cookies: string;
      query: string;
      referer: string;
    }>();
    expect(JSON.parse(row?.cookies ?? '{}')).toEqual({ i18n_locale: 'en' });
    expect(JSON.parse(row?.query ?? '{}')).toEqual({ ref: 'x' });
  });
});

describe('secrets in tracked URLs', () => {
  it('never store sign-in, unlock or e-mail-settings tokens in the access log', async () => {
    const response = await call('/access-logs/collect', {
      method: 'POST',
      json: {
        url: '/en/auth/signing-in?token=Zk3_secretSignInToken9&utm_source=mail',
        cookies: { 'cm24-uuid': 'u2', cm24_rt: 'refresh-secret', '__Host-cm24_at': 'access-secret' },
        query: { token: 'Zk3_secretSignInToken9', unlock: 'U1nl0ckSecret', e: 'YQ', h: 'ff', x: '9', utm_source: 'mail' },
        referer: 'https://campermarkt24.de/de/auth/verify?unlock=U1nl0ckSecret',
      },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT url, cookies, query, referer FROM access_logs ORDER BY id DESC LIMIT 1').first<Record<string, string>>();
    expect(row?.url).toBe('/en/auth/signing-in?utm_source=mail');
    expect(JSON.parse(row?.query ?? '{}')).toEqual({ utm_source: 'mail' });
    expect(JSON.parse(row?.cookies ?? '{}')).toEqual({});
    expect(row?.referer).toBe('https://campermarkt24.de/de/auth/verify');
    expect(JSON.stringify(row)).not.toMatch(/secret|Secret/);
  });

  it('keep only allow-listed first-visit parameters of a visitor', async () => {
    const id = '1f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
    await call('/public/customer/cookie/get?token=Zk3_secretSignInToken9&mc=dealer-secret&gclid=g1&make=hymer', { method: 'POST', headers: { Cookie: `cm24-uuid=${id}` } });
    const row = await env.DB.prepare('SELECT first_params FROM visitors WHERE uuid = ?').bind(id).first<{ first_params: string }>();
    expect(JSON.parse(row?.first_params ?? '{}')).toEqual({ gclid: 'g1', make: 'hymer' });
  });
});

describe('POST /public/customer/cookie/get', () => {
  it('registers the visitor once and never answers the visitor id', async () => {
    const id = '0f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
    const first = await json<{ uuid: string | null }>(
      await call('/public/customer/cookie/get?utm_source=news', { method: 'POST', headers: { Cookie: `cm24-uuid=${id}` } }),
    );
    expect(first).toEqual({ uuid: null });
    await call('/public/customer/cookie/get', { method: 'POST', headers: { Cookie: `cm24-uuid=${id}` } });
    const row = await env.DB.prepare('SELECT first_params FROM visitors WHERE uuid = ?').bind(id).first<{ first_params: string }>();
    expect(JSON.parse(row?.first_params ?? '{}')).toEqual({ utm_source: 'news' });
  });
});

describe('newsletter and contact', () => {
  it('stores a newsletter signup once, lower-cased', async () => {
    for (const email of ['  Anna@Example.com ', 'anna@example.com']) {
      const response = await call('/public/newsletter/subscribe', { method: 'POST', json: { email } });
      expect(response.status).toBe(200);
    }
    const rows = await env.DB.prepare("SELECT email FROM newsletter_subscriptions WHERE email = 'anna@example.com'").all();
    expect(rows.results).toHaveLength(1);
  });

  it('refuses an invalid e-mail with a localized field error', async () => {
    const response = await call('/public/newsletter/subscribe', {
      method: 'POST',
      headers: { 'X-Locale': 'en' },
      json: { email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      error: { code: 'validation_failed', message: 'Please check your entries.', fields: { email: 'Please enter a valid e-mail address' } },
    });
  });

  it('stores a valid contact request and rejects a missing question in German', async () => {
    const before = await count('contact_requests');
    const ok = await call('/public/contact', {
      method: 'POST',
      json: { name: 'Anna', surname: 'Becker', email: 'anna@example.com', phone: '+49 170 1234567', question: 'Wann wird abgeholt?' },
    });
    expect(ok.status).toBe(201);
    const bad = await call('/public/contact', { method: 'POST', json: { name: 'Anna', surname: 'B', email: 'anna@example.com', question: ' ' } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { fields: { question: 'Dies ist ein Pflichtfeld' } } });
    expect(await count('contact_requests')).toBe(before + 1);
  });
});

describe('bad input to the collect and form calls', () => {
  const endpoints = ['/public/newsletter/subscribe', '/public/contact', '/access-logs/collect', '/public/user-action-log/collect'];

  it.each(endpoints)('answers malformed JSON to %s with 400 and stores nothing', async (path) => {
    const before = await count('newsletter_subscriptions');
    const response = await call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Locale': 'en' }, body: '{"email":' });
    expect(response.status, path).toBe(400);
    expect(await json(response), path).toMatchObject({ error: { code: 'invalid_json' } });
    expect(await count('newsletter_subscriptions')).toBe(before);
  });

  it.each(endpoints)('answers an oversized body to %s with 413 and stores nothing', async (path) => {
    const before = await count('access_logs');
    const huge = JSON.stringify({ url: 'x'.repeat(200_000), cookies: {}, query: {} });
    const response = await call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge });
    expect(response.status, path).toBe(413);
    expect(await json(response), path).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(await count('access_logs')).toBe(before);
  });

  it('answers wrong types, HTML and SQL fragments with 400 or stores them inertly', async () => {
    const wrong = await call('/public/newsletter/subscribe', { method: 'POST', json: { email: 42 } });
    expect(wrong.status).toBe(400);
    const sql = await call('/public/newsletter/subscribe', { method: 'POST', json: { email: "x'; DROP TABLE customers;--@a.de" } });
    expect(sql.status).toBe(400);
    const html = await call('/public/contact', {
      method: 'POST',
      json: { name: '<script>alert(1)</script>', surname: 'B', email: 'a@b.de', question: "'); DELETE FROM settings; --" },
    });
    expect(html.status).toBe(201);
    const row = await env.DB.prepare('SELECT name, question FROM contact_requests ORDER BY id DESC LIMIT 1').first<{
      name: string;
      question: string;
    }>();
    expect(row).toEqual({ name: '<script>alert(1)</script>', question: "'); DELETE FROM settings; --" });
  });
});
