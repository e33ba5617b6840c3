import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hmacHex } from '../../worker/lib/crypto.ts';
import { AUTOMATION_LINK_TTL_MS, automationLink } from '../../worker/lib/email-automation-link.ts';
import { bearer, createCustomer, lastMail, login, PASSWORD } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

describe('customer data', () => {
  it('answers the attribute sets and the onboarding flags', async () => {
    const { id, email } = await createCustomer();
    const body = await json<Record<string, unknown>>(await call('/private/customer/get', { headers: bearer(await login(email)) }));
    expect(body).toMatchObject({
      customer: { customerId: id, email, profileType: 'PRIVATE', emailVerified: true },
      customerAddress: { street: null },
      merchant: null,
      merchantAddress: null,
      submittedProfileDataType: null,
      hasCompletedProfileData: false,
      hasAnyAds: false,
      editing: false,
    });
  });

  it('answers empty attribute sets to anonymous visitors on the public call', async () => {
    expect(await json(await call('/public/customer/get'))).toEqual({ customer: null, customerAddress: null, merchant: null, merchantAddress: null });
  });

  it('updates the language setting, which then wins at the next sign-in', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const response = await call('/private/customer/update-language-setting', { method: 'PUT', headers: bearer(session), json: { languageSetting: 'sv' } });
    expect(await json(response)).toMatchObject({ customer: { languageSetting: 'sv' } });
    expect((await login(email)).body.languageSetting).toBe('sv');
    const bad = await call('/private/customer/update-language-setting', { method: 'PUT', headers: bearer(session), json: { languageSetting: 'xx' } });
    expect(bad.status).toBe(400);
  });

  it('reports profile status strings as the profile completes and the e-mail is verified', async () => {
    const { id, email } = await createCustomer({ verified: false });
    const session = await login(email);
    const check = async () => json(await call('/private/customer/check-email-verified', { method: 'PUT', headers: bearer(session) }));
    expect(await check()).toEqual({ status: null, emailVerified: false });
    const incomplete = await json(await call('/private/customer/ack-if-account-complete', { method: 'PUT', headers: bearer(session) }));
    expect(incomplete).toEqual({ status: null, missing: ['zipCode', 'city', 'country'] });
    const update = await call('/private/customer/update', {
      method: 'PUT',
      headers: { ...bearer(session), 'X-Locale': 'en' },
      json: { name: 'Anna', surname: 'Becker', zipCode: '1234', city: 'Köln', country: 'DE' },
    });
    expect(update.status).toBe(400);
    expect(await json(update)).toMatchObject({ error: { fields: { zipCode: expect.stringMatching(/5 digits/) } } });
    await call('/private/customer/update', { method: 'PUT', headers: bearer(session), json: { name: 'Anna', surname: 'Becker', zipCode: '50667', city: 'Köln', country: 'DE' } });
    expect(await json(await call('/private/customer/ack-if-account-complete', { method: 'PUT', headers: bearer(session) }))).toEqual({
      status: 'PRIVATE_COMPLETE_BUT_EMAIL_NOT_VERIFIED',
      missing: [],
    });
    await env.DB.prepare('UPDATE customers SET email_verified = 1 WHERE id = ?').bind(id).run();
    expect(await check()).toEqual({ status: 'PRIVATE_COMPLETE_AND_EMAIL_VERIFIED', emailVerified: true });
  });

  it('changes the password only with the current one', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const wrong = await call('/private/customer/password', { method: 'PUT', headers: bearer(session), json: { currentPassword: 'Nope1234', newPassword: 'Better2026' } });
    expect(wrong.status).toBe(400);
    const ok = await call('/private/customer/password', { method: 'PUT', headers: bearer(session), json: { currentPassword: PASSWORD, newPassword: 'Better2026' } });
    expect(ok.status).toBe(200);
    expect((await lastMail(email))?.kind).toBe('password_changed');
    expect((await login(email, 'Better2026')).accessToken).toBeTruthy();
  });

  it('deletes the account after password confirmation: personal data, searches and watchlist gone, sessions ended', async () => {
    const { id, email } = await createCustomer();
    const session = await login(email);
    const search = await call('/private/customer/searches/create', { method: 'POST', headers: bearer(session), json: { name: 'Hymer', query: 'make=hymer', notify: true } });
    expect(search.status).toBe(201);
    expect((await call('/private/customer', { method: 'DELETE', headers: bearer(session), json: { password: 'Wrong1234' } })).status).toBe(400);
    expect((await call('/private/customer', { method: 'DELETE', headers: bearer(session), json: { password: PASSWORD } })).status).toBe(200);
    const row = await env.DB.prepare('SELECT email, name, password_hash, deleted_at FROM customers WHERE id = ?').bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ email: `deleted-${id}@deleted.invalid`, name: '', password_hash: null });
    expect(row?.deleted_at).not.toBeNull();
    const left = await env.DB.prepare('SELECT (SELECT count(*) FROM saved_searches WHERE customer_id = ?1) + (SELECT count(*) FROM watchlist_items WHERE customer_id = ?1) AS n').bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await call('/private/customer/get', { headers: bearer(session) })).status).toBe(401);
    expect((await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } })).status).toBe(401);
  });
});

describe('e-mail automation settings', () => {
  it('are read and changed through a signed e/h link without signing in', async () => {
    const { email } = await createCustomer();
    const { e, x, h } = await automationLink(env.AUTH_SECRET as string, email);
    const read = await json<{ settings: { type: string; enabled: boolean }[] }>(await call(`/public/email-automation/all/get?e=${e}&x=${x}&h=${h}`));
    expect(read.settings).toEqual([
      { type: 'VALUATION_REPORT_REMINDER', enabled: true },
      { type: 'COMPLETE_AD_REMINDER', enabled: true },
      { type: 'FAILED_AUCTION_REMINDER', enabled: true },
      { type: 'NOTIFICATION_EMAILS', enabled: true },
    ]);
    const update = await call(`/public/email-automation/update?e=${e}&x=${x}&h=${h}`, { method: 'PUT', json: { type: 'COMPLETE_AD_REMINDER', enabled: false } });
    expect(await json(update)).toMatchObject({ settings: [{ enabled: true }, { type: 'COMPLETE_AD_REMINDER', enabled: false }, { enabled: true }, { enabled: true }] });
    // The optional event mails (outbid, lost, …) are switched off the same way.
    const events = await call(`/public/email-automation/update?e=${e}&x=${x}&h=${h}`, { method: 'PUT', json: { type: 'NOTIFICATION_EMAILS', enabled: false } });
    expect(await json(events)).toMatchObject({ settings: [{}, {}, {}, { type: 'NOTIFICATION_EMAILS', enabled: false }] });
  });

  it('refuse a forged hash and an anonymous call', async () => {
    const { email } = await createCustomer();
    const { e, x } = await automationLink(env.AUTH_SECRET as string, email);
    expect((await call(`/public/email-automation/all/get?e=${e}&x=${x}&h=${'0'.repeat(43)}`)).status).toBe(403);
    expect((await call('/public/email-automation/all/get')).status).toBe(401);
  });

  it('expire: a link past its date is refused with a localized error and changes nothing', async () => {
    const { id, email } = await createCustomer();
    const { e, x, h } = await automationLink(env.AUTH_SECRET as string, email, Date.now() - AUTOMATION_LINK_TTL_MS - 1000);
    const response = await call(`/public/email-automation/update?e=${e}&x=${x}&h=${h}`, {
      method: 'PUT',
      headers: { 'X-Locale': 'en' },
      json: { type: 'COMPLETE_AD_REMINDER', enabled: false },
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ error: { code: 'link_expired', message: expect.stringMatching(/expired/) } });
    expect(await env.DB.prepare('SELECT * FROM email_automation_settings WHERE customer_id = ?').bind(id).first()).toBeNull();
  });

  it('refuse old links without an expiry, and a moved expiry', async () => {
    const { email } = await createCustomer();
    const { e, x, h } = await automationLink(env.AUTH_SECRET as string, email);
    // Links of the first version: e and h = HMAC of the address under the token secret itself.
    const old = await hmacHex(env.AUTH_SECRET as string, `email-automation:${email}`);
    const legacy = await call(`/public/email-automation/all/get?e=${e}&h=${old}`, { headers: { 'X-Locale': 'de' } });
    expect(legacy.status).toBe(403);
    expect(await json(legacy)).toMatchObject({ error: { code: 'link_expired', message: expect.stringMatching(/abgelaufen/) } });
    const moved = await call(`/public/email-automation/all/get?e=${e}&x=${Number(x) + 86_400}&h=${h}`);
    expect(await json(moved)).toMatchObject({ error: { code: 'link_invalid' } });
  });

  it('are signed with a key of their own, not with the token secret', async () => {
    const { email } = await createCustomer();
    const { e, x } = await automationLink(env.AUTH_SECRET as string, email);
    const withTokenKey = await hmacHex(env.AUTH_SECRET as string, `${email}\n${x}`);
    expect((await call(`/public/email-automation/all/get?e=${e}&x=${x}&h=${withTokenKey}`)).status).toBe(403);
  });
});

describe('ownership checks', () => {
  it('tell the owner they own a product and tell others nothing', async () => {
    const owner = await createCustomer();
    const product = await env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, model, first_registration_year, first_registration_month, zip_code, city, country, status)
       VALUES (?, 'motorhome', 'Knaus', 'Sky TI', 2019, 4, '50667', 'Köln', 'DE', 'running') RETURNING id`,
    )
      .bind(owner.id)
      .first<{ id: number }>();
    const mine = await json(await call(`/public/customer/get-owner/${product?.id}`, { headers: bearer(await login(owner.email)) }));
    expect(mine).toEqual({ isOwner: true, segmentation: 'customer', customerId: owner.id });
    const theirs = await json(await call(`/public/customer/get-owner/${product?.id}`));
    expect(theirs).toEqual({ isOwner: false, segmentation: null, customerId: null });
    expect(await json(await call(`/public/customer/get-owner-segmentation/${product?.id}`))).toEqual({ segmentation: null, isOwner: false });
    expect(await json(await call('/public/customer/get-owner/999999'))).toEqual(theirs);
    expect((await call('/public/customer/get-owner/abc')).status).toBe(400);
  });
});

describe('terms and popups for the dialogs', () => {
  it('answers the current terms in the request locale with German as fallback', async () => {
    await env.DB.prepare(
      `INSERT INTO terms_versions (valid_from, title, content, changes) VALUES (?, '{"de":"AGB","en":"Terms"}', '{"de":["Inhalt"]}', '{"de":["Neu"]}')`,
    )
      .bind(Date.parse('2026-01-01T00:00:00Z'))
      .run();
    const terms = await json(await call('/public/terms/current', { headers: { 'X-Locale': 'en' } }));
    expect(terms).toMatchObject({ title: 'Terms', content: ['Inhalt'], changes: ['Neu'], validFrom: '2026-01-01T00:00:00.000Z' });
  });

  it('lists popups that are already valid', async () => {
    await env.DB.prepare(`INSERT INTO merchant_popups (valid_from, title, content) VALUES (?, '{"de":"Bald"}', '{"de":["x"]}')`).bind(Date.now() + 86_400_000).run();
    const { data } = await json<{ data: { title: string }[] }>(await call('/public/merchant-notification-popups'));
    expect(data.map((popup) => popup.title)).not.toContain('Bald');
  });
});
