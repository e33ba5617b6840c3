import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call } from './helpers.ts';
import { createMerchant, sell } from './order-fixtures.ts';
import { createAuction } from './auction-fixtures.ts';

type Role = 'private' | 'commercial' | 'merchant_in_review' | 'merchant_accepted' | 'merchant_blocked' | 'admin';

const PRIVATE_ROUTES: [string, string, unknown?][] = [
  ['GET', '/private/customer/get'],
  ['GET', '/private/customer/auth/user'],
  ['PUT', '/private/customer/update-language-setting', { languageSetting: 'en' }],
  ['PUT', '/private/customer/check-email-verified'],
  ['PUT', '/private/customer/ack-if-account-complete'],
  ['POST', '/private/customer/accept-tac'],
  ['POST', '/private/customer/passwordless'],
  ['POST', '/private/after/login/action/add', { method: 'redirect', route: 'account' }],
  ['GET', '/private/customer/watchlist/get'],
  ['GET', '/private/customer/searches/get?page=1&itemsPerPage=10'],
  ['PUT', '/private/user-action/logout'],
];
const ADMIN_ROUTES: [string, string, unknown][] = [
  ['PUT', '/admin/api/merchants/999999/review', { accepted: true }],
  ['PUT', '/admin/api/merchants/999999/block', { blocked: false }],
  ['POST', '/admin/api/products/999999/publish', {}],
];

const sessions = {} as Record<Role, Session & { id: number }>;

async function merchant(accepted: boolean | null, blocked: boolean) {
  const customer = await createCustomer({ profileType: 'MERCHANT' });
  await env.DB.prepare('INSERT INTO merchants (customer_id, company, country, accepted) VALUES (?, ?, ?, ?)')
    .bind(customer.id, 'Händler GmbH', 'DE', accepted === null ? null : accepted ? 1 : 0)
    .run();
  if (blocked) await env.DB.prepare('UPDATE customers SET merchant_blocked = 1 WHERE id = ?').bind(customer.id).run();
  return customer;
}

beforeAll(async () => {
  const made: Record<Role, { id: number; email: string }> = {
    private: await createCustomer(),
    commercial: await createCustomer({ profileType: 'COMMERCIAL' }),
    merchant_in_review: await merchant(null, false),
    merchant_accepted: await merchant(true, false),
    merchant_blocked: await merchant(true, true),
    admin: await createCustomer({ isAdmin: true }),
  };
  for (const [role, customer] of Object.entries(made) as [Role, { id: number; email: string }][]) {
    sessions[role] = { ...(await login(customer.email)), id: customer.id };
  }
});

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers, ...(body === undefined ? {} : { json: body }) });

/** Private routes about one object: anonymous callers get 401, other customers learn nothing (404). */
const OWNED_ROUTES: [string, string, unknown?][] = [
  ['GET', '/private/versioned/product/get/{product}'],
  ['PUT', '/private/versioned/product/update/{product}', { revision: 0 }],
  ['PUT', '/private/customer/searches/update/{search}', { name: 'Mine' }],
  ['DELETE', '/private/customer/searches/delete/{search}'],
  ['GET', '/private/order/{order}/document/invoice'],
  ['GET', '/private/order/{order}/document/contract'],
  ['POST', '/private/order/{order}/cancellation-request', { reason: 'Bitte stornieren, danke.' }],
];

describe('authorization matrix', () => {
  it('refuses every private and admin route to anonymous callers with 401', async () => {
    for (const [method, path, body] of [...PRIVATE_ROUTES, ...ADMIN_ROUTES]) {
      expect((await send(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets every signed-in role use the private routes', async () => {
    for (const role of Object.keys(sessions) as Role[]) {
      for (const [method, path, body] of PRIVATE_ROUTES.filter(([, path]) => !path.includes('logout'))) {
        expect((await send(method, path, body, bearer(sessions[role]))).status, `${role} ${method} ${path}`).toBeLessThan(300);
      }
    }
  });

  it('refuses the admin routes to every role but the operator with 403', async () => {
    for (const role of Object.keys(sessions) as Role[]) {
      for (const [method, path, body] of ADMIN_ROUTES) {
        const status = (await send(method, path, body, bearer(sessions[role]))).status;
        expect(status, `${role} ${method} ${path}`).toBe(role === 'admin' ? 404 : 403);
      }
    }
  });

  it("never lets one customer read another's data; the operator may", async () => {
    const other = sessions.commercial.id;
    for (const role of ['private', 'merchant_accepted', 'merchant_blocked'] as Role[]) {
      expect((await call(`/private/customer/get/${other}`, { headers: bearer(sessions[role]) })).status, role).toBe(404);
    }
    expect((await call(`/private/customer/get/${sessions.private.id}`, { headers: bearer(sessions.private) })).status).toBe(200);
    expect((await call(`/private/customer/get/${other}`, { headers: bearer(sessions.admin) })).status).toBe(200);
  });

  it("never lets one customer change another's data", async () => {
    const victim = sessions.commercial.id;
    const before = await env.DB.prepare('SELECT * FROM customers WHERE id = ?').bind(victim).first();
    await send('PUT', '/private/customer/update-language-setting', { languageSetting: 'cs', customerId: victim }, bearer(sessions.private));
    await send('PUT', '/private/customer/update', { name: 'X', surname: 'Y', zipCode: '50667', city: 'K', country: 'DE', customerId: victim }, bearer(sessions.private));
    expect(await env.DB.prepare('SELECT * FROM customers WHERE id = ?').bind(victim).first()).toEqual(before);
  });

  it('lets only accepted, unblocked merchants bid, and nobody on their own auction', async () => {
    const { auctionId } = await createAuction({ sellerId: sessions.commercial.id });
    const expected: Record<Role, [number, string | null]> = {
      private: [403, 'merchant_not_accepted'],
      commercial: [403, 'own_auction'],
      merchant_in_review: [403, 'merchant_not_accepted'],
      merchant_accepted: [200, null],
      merchant_blocked: [403, 'merchant_blocked'],
      admin: [403, 'merchant_not_accepted'],
    };
    for (const role of Object.keys(sessions) as Role[]) {
      const response = await send('POST', `/private/auction/${auctionId}/bid`, { amount: 10_000, requestId: `matrix-${role}` }, bearer(sessions[role]));
      const body = (await response.json()) as { error?: { code: string } };
      expect([response.status, body.error?.code ?? null], role).toEqual(expected[role]);
    }
    for (const [method, path] of [['POST', 'bid'], ['PUT', 'agent'], ['DELETE', 'agent'], ['POST', 'buy-now'], ['POST', 'late-offer'], ['POST', 'renegotiation']]) {
      expect((await send(method as string, `/private/auction/${auctionId}/${path}`, {})).status, `${method} ${path}`).toBe(401);
    }
  });

  it('shows the blocked banner only to the blocked merchant and the operator header only to the operator', async () => {
    const page = async (role: Role) =>
      (await call('/', { headers: { Cookie: `cm24_at=${sessions[role].accessToken}`, Accept: 'text/html' } })).text();
    expect(await page('merchant_blocked')).toContain('blocked-banner');
    expect(await page('merchant_accepted')).not.toContain('blocked-banner');
    expect(await page('admin')).toContain('header--operator');
    expect(await page('private')).not.toContain('header--operator');
  });

  it('keeps a customer’s ads and saved searches from every other role, ads but not searches from the operator', async () => {
    const owner = await createCustomer();
    const ownerSession = await login(owner.email);
    const product = await env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status)
       VALUES (?, 'motorhome', 'Knaus', 'knaus', 'Van', 2020, 1, '20095', 'Hamburg', 'DE', 'running') RETURNING id`,
    ).bind(owner.id).first<{ id: number }>();
    const created = await send('POST', '/private/customer/searches/create', { name: 'Knaus', query: 'make=knaus', notify: true }, bearer(ownerSession));
    const search = ((await created.json()) as { id: number }).id;
    // An order for the owner's vehicle, bought by a dealer outside the matrix: only its documents are the operator's to see.
    const { orderId } = await sell({ productId: product?.id ?? 0, buyerId: (await createMerchant()).id, sellerId: owner.id });
    const routes = OWNED_ROUTES.map(
      ([method, path, body]) => [method, path.replace('{product}', String(product?.id)).replace('{search}', String(search)).replace('{order}', String(orderId)), body] as const,
    );
    for (const [method, path, body] of routes) expect((await send(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
    for (const role of Object.keys(sessions) as Role[]) {
      for (const [method, path, body] of routes) {
        const status = (await send(method, path, body, bearer(sessions[role]))).status;
        const operatorMay = role === 'admin' && (path.includes('versioned') || path.includes('/document/'));
        expect(status, `${role} ${method} ${path}`).toBe(operatorMay ? 200 : 404);
      }
    }
    expect((await send('GET', `/private/versioned/product/get/${product?.id}`, undefined, bearer(ownerSession))).status).toBe(200);
    expect((await send('DELETE', `/private/customer/searches/delete/${search}`, undefined, bearer(ownerSession))).status).toBe(204);
    // The seller sees the purchase contract of the sale, not the buyer's invoice.
    expect((await send('GET', `/private/order/${orderId}/document/contract`, undefined, bearer(ownerSession))).status).toBe(200);
    expect((await send('GET', `/private/order/${orderId}/document/invoice`, undefined, bearer(ownerSession))).status).toBe(404);
  });

  it('keeps the purchases list to dealers', async () => {
    const path = '/private/customer/my-purchases/get';
    expect((await send('GET', path, undefined)).status).toBe(401);
    for (const role of Object.keys(sessions) as Role[]) {
      const status = (await send('GET', path, undefined, bearer(sessions[role]))).status;
      expect(status, role).toBe(role.startsWith('merchant_') ? 200 : 403);
    }
  });
});
