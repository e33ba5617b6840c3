import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signInScope } from '../../worker/services/auth/sign-in.ts';
import { bearer, createCustomer, lastMail, login, uniqueEmail } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';
import { operatorSession } from './operator-helpers.ts';
import { createMerchant, sell, soldListing } from './order-fixtures.ts';

type Headers = Record<string, string>;
const post = (path: string, headers: Headers, body?: unknown) => call(path, { method: 'POST', headers, ...(body === undefined ? {} : { json: body }) });
const me = (headers: Headers) => call('/private/customer/auth/user', { headers });

async function auditRows(subjectId: number, action: string) {
  const { results } = await env.DB.prepare('SELECT actor_customer_id, before, after FROM audit_log WHERE subject_type = ? AND subject_id = ? AND action = ?')
    .bind('customer', String(subjectId), action)
    .all<{ actor_customer_id: number; before: string | null; after: string | null }>();
  return results;
}

/** Makes every client new to the address wait a minute before its next password sign-in (the per-address ceiling). */
async function delaySignIns(email: string): Promise<void> {
  await env.DB.prepare("INSERT INTO attempt_throttles (scope, subject, attempts, next_at) VALUES (?, '*', 20, ?)").bind(await signInScope(email), Date.now() + 60_000).run();
}

const deactivatedAt = async (id: number) =>
  (await env.DB.prepare('SELECT deactivated_at FROM customers WHERE id = ?').bind(id).first<{ deactivated_at: number | null }>())?.deactivated_at ?? null;

describe('customer console: access', () => {
  it('refuses anonymous callers (401) and signed-in customers who do not operate (403) on every call', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const calls: [string, string][] = [
      ['GET', '/admin/api/customers?q=a'],
      ['GET', `/admin/api/customers/${customer.id}`],
      ['POST', `/admin/api/customers/${customer.id}/deactivate`],
      ['POST', `/admin/api/customers/${customer.id}/reactivate`],
      ['POST', `/admin/api/customers/${customer.id}/resend-verification`],
      ['POST', `/admin/api/customers/${customer.id}/clear-sign-in-delays`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason: 'test' } : undefined;
      expect((await call(path, { method, ...(body ? { json: body } : {}) })).status, path).toBe(401);
      expect((await call(path, { method, headers: bearer(session), ...(body ? { json: body } : {}) })).status, path).toBe(403);
    }
    expect(await deactivatedAt(customer.id)).toBeNull();
  });
});

describe('customer console: search and detail', () => {
  it('finds customers by e-mail fragment, name, company and id, newest first, without secrets', async () => {
    const operator = await operatorSession();
    const marker = `zq${Date.now()}`;
    const older = await createCustomer({ email: `${marker}-older@example.com` });
    const newer = await createCustomer({ email: `${marker}-newer@example.com` });
    const dealer = await createMerchant({ company: `Wohnmobile ${marker} GmbH` });

    const byEmail = await json<{ items: { customerId: number; email: string }[]; total: number; page: number; pages: number }>(
      await call(`/admin/api/customers?q=${marker}-`, { headers: bearer(operator) }),
    );
    expect(byEmail.items.map((item) => item.customerId)).toEqual([newer.id, older.id]);
    expect(byEmail).toMatchObject({ total: 2, page: 1, pages: 1 });

    const byCompany = await call(`/admin/api/customers?q=${encodeURIComponent(`wohnmobile ${marker}`)}`, { headers: bearer(operator) });
    const companyBody = await json<{ items: Record<string, unknown>[] }>(byCompany);
    expect(companyBody.items).toEqual([
      {
        customerId: dealer.id,
        email: dealer.email,
        name: 'Test',
        surname: 'User',
        profileType: 'MERCHANT',
        company: `Wohnmobile ${marker} GmbH`,
        merchantState: 'accepted',
        emailVerified: true,
        deactivated: false,
        createdAt: expect.any(String),
      },
    ]);

    const byId = await json<{ items: { customerId: number }[] }>(await call(`/admin/api/customers?q=${older.id}`, { headers: bearer(operator) }));
    expect(byId.items.map((item) => item.customerId)).toContain(older.id);

    // A typed wildcard matches itself only.
    const wildcard = await json<{ total: number }>(await call(`/admin/api/customers?q=${marker}%25`, { headers: bearer(operator) }));
    expect(wildcard.total).toBe(0);
    const underscore = await json<{ total: number }>(await call(`/admin/api/customers?q=${marker}_older`, { headers: bearer(operator) }));
    expect(underscore.total).toBe(0);
  });

  it('shows one customer with merchant, flags, ads, bids, orders and security events, never the password hash', async () => {
    const operator = await operatorSession();
    const buyer = await createMerchant({ company: 'Detail Reisemobile GmbH' });
    const seller = await createCustomer();
    const adId = await insertListing({ sellerId: buyer.id, status: 'editing' });
    const productId = await soldListing(seller.id);
    const { sale } = await sell({ productId, buyerId: buyer.id, sellerId: seller.id, amount: 41_500 });
    await env.DB.prepare("INSERT INTO auction_bids (auction_id, seq, round, customer_id, amount, kind, created_at) VALUES (?, 1, 1, ?, 41500, 'bid', ?)")
      .bind(sale.auctionId, buyer.id, Date.now())
      .run();
    await delaySignIns(buyer.email);

    const response = await call(`/admin/api/customers/${buyer.id}`, { headers: bearer(operator) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password|token_hash|cookie_secret/i);
    const detail = JSON.parse(text) as Record<string, unknown> & { profile: Record<string, unknown> };
    expect(Object.keys(detail).sort()).toEqual(['ads', 'bids', 'counts', 'customerId', 'flags', 'merchant', 'orders', 'profile', 'securityEvents']);
    expect(detail.profile.email).toBe(buyer.email);
    expect(detail).toMatchObject({
      customerId: buyer.id,
      merchant: { state: 'accepted', company: 'Detail Reisemobile GmbH', vatRegNo: 'DE298765432' },
      flags: { emailVerified: true, signInDelayedUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), deactivatedAt: null, isAdmin: false },
      ads: [{ id: adId, title: expect.any(String), status: 'editing' }],
      bids: [{ auctionId: sale.auctionId, amount: 41_500 }],
      orders: [{ role: 'buyer', amount: 41_500, productId, invoiceNumber: expect.any(String) }],
      counts: { ads: 1, bids: 1, ordersAsBuyer: 1, ordersAsSeller: 0 },
    });
    const sellerDetail = await json<{ orders: { role: string }[] }>(await call(`/admin/api/customers/${seller.id}`, { headers: bearer(operator) }));
    expect(sellerDetail.orders.map((order) => order.role)).toEqual(['seller']);
  });

  it('answers 404 for an unknown customer and 400 for bad input', async () => {
    const operator = await operatorSession();
    expect((await call('/admin/api/customers/999999999', { headers: bearer(operator) })).status).toBe(404);
    for (const path of ['/admin/api/customers/abc', '/admin/api/customers?page=0', `/admin/api/customers?q=${'x'.repeat(101)}`]) {
      const response = await call(path, { headers: bearer(operator) });
      expect(response.status, path).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});

describe('customer console: deactivation', () => {
  it('ends sessions, refuses sign-in until reactivated, and audits both actions', async () => {
    const operator = await operatorSession();
    const customer = await createCustomer();
    const session = await login(customer.email);
    expect((await me(bearer(session))).status).toBe(200);

    const response = await post(`/admin/api/customers/${customer.id}/deactivate`, bearer(operator), { reason: 'Fraud suspicion' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ customerId: customer.id, sessionsEnded: 1 });
    expect(await deactivatedAt(customer.id)).not.toBeNull();

    // The still-valid access token opens nothing, the refresh token is dead, and no sign-in works.
    expect((await me(bearer(session))).status).toBe(401);
    expect((await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } })).status).toBe(401);
    const refused = await call('/public/customer/auth/login', { method: 'POST', json: { email: customer.email, password: 'Secret123' } });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { code: 'account_deactivated' } });
    expect((await call('/public/customer/passwordless/request', { method: 'POST', json: { email: customer.email } })).status).toBe(200);
    const link = await lastMail(customer.email);
    const viaLink = await call(`/public/product/passwordless/${link?.token}`, { method: 'POST' });
    expect(viaLink.status).toBe(403);
    expect(await json(viaLink)).toMatchObject({ error: { code: 'account_deactivated' } });
    // A wrong password still says only "invalid credentials".
    expect((await call('/public/customer/auth/login', { method: 'POST', json: { email: customer.email, password: 'Wrong1234' } })).status).toBe(401);

    const [entry] = await auditRows(customer.id, 'customer.deactivated');
    expect(entry?.actor_customer_id).toBe(operator.customerId);
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ reason: 'Fraud suspicion', deactivatedAt: expect.any(String) });

    const again = await post(`/admin/api/customers/${customer.id}/deactivate`, bearer(operator), { reason: 'again' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: { code: 'already_handled' } });

    expect((await post(`/admin/api/customers/${customer.id}/reactivate`, bearer(operator))).status).toBe(200);
    expect(await deactivatedAt(customer.id)).toBeNull();
    expect(await auditRows(customer.id, 'customer.reactivated')).toHaveLength(1);
    expect((await me(bearer(await login(customer.email)))).status).toBe(200);
    expect((await post(`/admin/api/customers/${customer.id}/reactivate`, bearer(operator))).status).toBe(409);
    expect(await auditRows(customer.id, 'customer.deactivated')).toHaveLength(1);
  });

  it('lets exactly one of two operators deactivate at once', async () => {
    const [first, second] = await Promise.all([operatorSession(), operatorSession()]);
    const customer = await createCustomer();
    const answers = await Promise.all(
      [first, second].map((operator) => post(`/admin/api/customers/${customer.id}/deactivate`, bearer(operator), { reason: 'Duplicate account' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows(customer.id, 'customer.deactivated')).toHaveLength(1);
  });

  it('refuses a missing reason, an operator deactivating themselves, and changes nothing', async () => {
    const operator = await operatorSession();
    const customer = await createCustomer();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 7 }]) {
      const response = await post(`/admin/api/customers/${customer.id}/deactivate`, bearer(operator), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const self = await post(`/admin/api/customers/${operator.customerId}/deactivate`, bearer(operator), { reason: 'me' });
    expect(self.status).toBe(400);
    expect(await json(self)).toMatchObject({ error: { code: 'cannot_deactivate_self' } });
    expect(await deactivatedAt(customer.id)).toBeNull();
    expect(await deactivatedAt(operator.customerId)).toBeNull();
    expect(await auditRows(customer.id, 'customer.deactivated')).toHaveLength(0);
  });
});

describe('customer console: verification mail and sign-in delays', () => {
  it('resends the verification mail to an unverified customer and refuses a verified one', async () => {
    const operator = await operatorSession();
    const customer = await createCustomer({ verified: false, email: uniqueEmail('resend') });
    const response = await post(`/admin/api/customers/${customer.id}/resend-verification`, bearer(operator));
    expect(response.status).toBe(200);
    const mail = await lastMail(customer.email);
    expect(mail?.kind).toBe('verify_email');
    expect(mail?.token).toBeTruthy();
    expect(await auditRows(customer.id, 'customer.verification_resent')).toHaveLength(1);

    const verified = await createCustomer();
    const refused = await post(`/admin/api/customers/${verified.id}/resend-verification`, bearer(operator));
    expect(refused.status).toBe(409);
    expect(await lastMail(verified.email)).toBeNull();
    expect(await auditRows(verified.id, 'customer.verification_resent')).toHaveLength(0);
  });

  it('clears the sign-in delays of the address, records the event, and answers 409 when nobody has to wait', async () => {
    const operator = await operatorSession();
    const customer = await createCustomer();
    await delaySignIns(customer.email);
    expect((await call('/public/customer/auth/login', { method: 'POST', json: { email: customer.email, password: 'Secret123' } })).status).toBe(429);

    const response = await post(`/admin/api/customers/${customer.id}/clear-sign-in-delays`, bearer(operator));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ customerId: customer.id, signInDelayedUntil: null });
    expect(await env.DB.prepare('SELECT 1 FROM attempt_throttles WHERE scope = ?').bind(await signInScope(customer.email)).first()).toBeNull();
    const event = await env.DB.prepare("SELECT actor_customer_id, outcome FROM security_events WHERE type = 'sign_in_delays_cleared' AND subject_customer_id = ?")
      .bind(customer.id)
      .first();
    expect(event).toEqual({ actor_customer_id: operator.customerId, outcome: 'success' });
    expect(await auditRows(customer.id, 'customer.sign_in_delays_cleared')).toHaveLength(1);
    const detail = await json<{ flags: { signInDelayedUntil: string | null }; securityEvents: { type: string }[] }>(await call(`/admin/api/customers/${customer.id}`, { headers: bearer(operator) }));
    expect(detail.flags.signInDelayedUntil).toBeNull();
    expect(detail.securityEvents.map((event) => event.type)).toEqual(['sign_in_delays_cleared', 'sign_in_throttled']);
    expect((await me(bearer(await login(customer.email)))).status).toBe(200);

    expect((await post(`/admin/api/customers/${customer.id}/clear-sign-in-delays`, bearer(operator))).status).toBe(409);
    expect(await auditRows(customer.id, 'customer.sign_in_delays_cleared')).toHaveLength(1);
  });
});
