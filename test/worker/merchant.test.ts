import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, lastMail, login, type Session } from './accounts-helpers.ts';
import { PDF } from './ads-helpers.ts';
import { call, eventually, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

const REGISTRATION = {
  company: 'Krüger Reisemobile GmbH',
  street: 'Hauptstraße 5',
  zipCode: '88339',
  city: 'Bad Waldsee',
  country: 'DE',
  vatRegNo: 'DE 123 456 789',
  managingDirector: 'Thomas Krüger',
  contactName: 'Maria',
  contactSurname: 'Krüger',
  contactPhone: '+49 7524 12345',
};

async function registeredMerchant(): Promise<{ session: Session; merchantId: number; email: string }> {
  const { email } = await createCustomer({ profileType: 'MERCHANT' });
  const session = await login(email);
  const response = await call('/private/merchant/register', { method: 'POST', headers: bearer(session), json: REGISTRATION });
  expect(response.status).toBe(201);
  const body = await json<{ merchant: { merchantId: number } }>(response);
  return { session, merchantId: body.merchant.merchantId, email };
}

describe('merchant registration', () => {
  it('registers in review, stores the trade registration in R2 and completes the profile', async () => {
    const { session, merchantId, email } = await registeredMerchant();
    const data = await json(await call('/private/customer/get', { headers: bearer(session) }));
    expect(data).toMatchObject({ merchant: { merchantId, accepted: null, vatRegNo: 'DE123456789', hasTradeRegistration: false } });
    const incomplete = await json(await call('/private/merchant/ack-if-account-complete', { method: 'PUT', headers: bearer(session) }));
    expect(incomplete).toEqual({ status: null, missing: ['tradeRegistrationKey'] });
    const upload = await call('/private/merchant/trade-registration', { method: 'PUT', headers: { ...bearer(session), 'Content-Type': 'application/pdf' }, body: PDF });
    expect(upload.status).toBe(200);
    const stored = await env.MEDIA.get(`merchant-documents/${merchantId}/trade-registration`);
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF);
    const complete = await json(await call('/private/merchant/ack-if-account-complete', { method: 'PUT', headers: bearer(session) }));
    expect(complete).toEqual({ status: 'MERCHANT_COMPLETE_AND_EMAIL_VERIFIED', missing: [] });
    expect((await lastMail(email))?.kind).toBe('merchant_received');
  });

  it('checks the VAT ID against the country and the zip code rule', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const response = await call('/private/merchant/register', {
      method: 'POST',
      headers: { ...bearer(session), 'X-Locale': 'en' },
      json: { ...REGISTRATION, country: 'NL', zipCode: '12345', vatRegNo: 'DE123456789' },
    });
    expect(response.status).toBe(400);
    const fields = (await json<{ error: { fields: Record<string, string> } }>(response)).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['vatRegNo', 'zipCode']);
    expect(await env.DB.prepare('SELECT m.id FROM merchants m JOIN customers c ON c.id = m.customer_id WHERE c.email = ?').bind(email).first()).toBeNull();
  });

  it('refuses documents of other types and over 10 MB', async () => {
    const { session } = await registeredMerchant();
    const html = await call('/private/merchant/trade-registration', { method: 'PUT', headers: { ...bearer(session), 'Content-Type': 'text/html' }, body: '<script>' });
    expect(html.status).toBe(400);
    const huge = await call('/private/merchant/trade-registration', {
      method: 'PUT',
      headers: { ...bearer(session), 'Content-Type': 'application/pdf' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(huge.status).toBe(413);
  });

  it('is accepted or blocked by an operator, and only accepted active dealers are listed', async () => {
    const { merchantId, email } = await registeredMerchant();
    const operator = await operatorSession();
    const listed = async () => (await json<{ data: { merchantId: number }[] }>(await call('/public/merchants/get?itemsPerPage=100'))).data.map((m) => m.merchantId);
    expect(await listed()).not.toContain(merchantId);
    const accept = await call(`/admin/api/merchants/${merchantId}/review`, { method: 'PUT', headers: bearer(operator), json: { accepted: true } });
    expect(accept.status).toBe(200);
    await eventually(async () => expect((await lastMail(email))?.kind).toBe('merchant_accepted'));
    expect(await listed()).toContain(merchantId);
    await call(`/admin/api/merchants/${merchantId}/block`, { method: 'PUT', headers: bearer(operator), json: { blocked: true } });
    expect(await listed()).not.toContain(merchantId);
    const page = await (await call('/', { headers: { Cookie: `cm24_at=${(await login(email)).accessToken}`, Accept: 'text/html' } })).text();
    expect(page).toContain('blocked-banner');
  });
});

describe('merchant popups and terms', () => {
  it('marks popups read for the merchant only', async () => {
    const { session } = await registeredMerchant();
    const popup = await env.DB.prepare(`INSERT INTO merchant_popups (valid_from, title, content) VALUES (?, '{"de":"Neu"}', '{"de":["Text"]}') RETURNING id`)
      .bind(Date.now() - 1000)
      .first<{ id: number }>();
    const response = await call(`/private/merchant/mark-popup-as-read/${popup?.id}`, { method: 'PUT', headers: bearer(session) });
    expect(await json(response)).toEqual({ readNotificationPopupIds: [popup?.id] });
    expect((await call('/private/merchant/mark-popup-as-read/999999', { method: 'PUT', headers: bearer(session) })).status).toBe(404);
    const privateUser = await login((await createCustomer()).email);
    expect((await call(`/private/merchant/mark-popup-as-read/${popup?.id}`, { method: 'PUT', headers: bearer(privateUser) })).status).toBe(403);
  });

  it('records the terms acceptance', async () => {
    const { session } = await registeredMerchant();
    const before = Date.now();
    const body = await json<{ customer: { tacAcceptedAt: string } }>(await call('/private/customer/accept-tac', { method: 'POST', headers: bearer(session) }));
    expect(new Date(body.customer.tacAcceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('marking popups read in parallel', () => {
  it('keeps every id', async () => {
    const { email } = await createCustomer({ profileType: 'MERCHANT' });
    const session = await login(email);
    const registered = await call('/private/merchant/register', {
      method: 'POST',
      headers: bearer(session),
      json: { company: 'A', street: 'B 1', zipCode: '10115', city: 'Berlin', country: 'DE', vatRegNo: 'DE123456789', managingDirector: 'C', contactName: 'D', contactSurname: 'E' },
    });
    expect(registered.status).toBe(201);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const row = await env.DB.prepare(`INSERT INTO merchant_popups (valid_from, title, content) VALUES (?, '{"de":"P"}', '{"de":["x"]}') RETURNING id`)
        .bind(Date.now() - 1000)
        .first<{ id: number }>();
      ids.push(row?.id ?? 0);
    }
    await Promise.all(ids.map((id) => call(`/private/merchant/mark-popup-as-read/${id}`, { method: 'PUT', headers: bearer(session) })));
    const data = await json<{ merchant: { readNotificationPopupIds: number[] } }>(await call('/private/customer/get', { headers: bearer(session) }));
    expect(data.merchant.readNotificationPopupIds).toEqual(ids);
  });
});
