import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call } from './helpers.ts';
import { createMerchant, sell } from './order-fixtures.ts';
import { createAuction } from './auction-fixtures.ts';
import { adminWithoutSecondFactor, operatorSession } from './operator-helpers.ts';

type Role = 'private' | 'commercial' | 'merchant_in_review' | 'merchant_accepted' | 'merchant_blocked' | 'admin';

const PRIVATE_ROUTES: [string, string, unknown?][] = [
  ['GET', '/private/customer/get'],
  ['GET', '/private/customer/auth/user'],
  ['PUT', '/private/customer/update-language-setting', { languageSetting: 'en' }],
  ['PUT', '/private/customer/check-email-verified'],
  ['PUT', '/private/customer/ack-if-account-complete'],
  ['POST', '/private/customer/accept-tac'],
  ['POST', '/private/customer/passwordless'],
  ['POST', '/private/notifications/stream-ticket'],
  ['POST', '/private/after/login/action/add', { method: 'redirect', route: 'account' }],
  ['GET', '/private/customer/watchlist/get'],
  ['GET', '/private/customer/searches/get?page=1&itemsPerPage=10'],
  ['GET', '/private/customer/products/get'],
  ['POST', '/private/product/create', { productType: 'motorhome' }],
  ['PUT', '/private/user-action/logout'],
];
const ADMIN_ROUTES: [string, string, unknown][] = [
  ['PUT', '/admin/api/merchants/999999/review', { accepted: true }],
  ['PUT', '/admin/api/merchants/999999/block', { blocked: false }],
  ['POST', '/admin/api/products/999999/publish', {}],
];

const sessions = {} as Record<Role, Session & { id: number }>;
/** An operator signed in without passing the second factor: a customer everywhere, refused on /admin/api. */
let adminWithoutFactor: Session;

async function merchant(accepted: boolean | null, blocked: boolean) {
  const customer = await createCustomer({ profileType: 'MERCHANT' });
  await env.DB.prepare('INSERT INTO merchants (customer_id, company, country, accepted) VALUES (?, ?, ?, ?)')
    .bind(customer.id, 'Händler GmbH', 'DE', accepted === null ? null : accepted ? 1 : 0)
    .run();
  if (blocked) await env.DB.prepare('UPDATE customers SET merchant_blocked = 1 WHERE id = ?').bind(customer.id).run();
  return customer;
}

beforeAll(async () => {
  const made: Record<Exclude<Role, 'admin'>, { id: number; email: string }> = {
    private: await createCustomer(),
    commercial: await createCustomer({ profileType: 'COMMERCIAL' }),
    merchant_in_review: await merchant(null, false),
    merchant_accepted: await merchant(true, false),
    merchant_blocked: await merchant(true, true),
  };
  for (const [role, customer] of Object.entries(made) as [Role, { id: number; email: string }][]) {
    sessions[role] = { ...(await login(customer.email)), id: customer.id };
  }
  const operator = await operatorSession();
  sessions.admin = { ...operator, id: operator.customerId };
  adminWithoutFactor = await adminWithoutSecondFactor();
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
  // The ad editor's calls about an ad in editing ({draft}); operators review submitted ads elsewhere, never edit drafts.
  ['GET', '/private/product/get/{draft}'],
  ['PUT', '/private/product/update/{draft}', { attributes: { others: { model: 'Taken over' } } }],
  ['POST', '/private/product/{draft}/images'],
  ['DELETE', '/private/product/{draft}/images/{photo}'],
  ['PUT', '/private/product/{draft}/gallery', { section: 'exterior', order: [] }],
  ['POST', '/private/product/{draft}/documents?kind=registration_certificate'],
  ['GET', '/private/product/{draft}/documents/{document}'],
  ['DELETE', '/private/product/{draft}/documents/{document}'],
  ['PUT', '/private/product/{draft}/personal-data', { profileType: 'PRIVATE', name: 'A', surname: 'B', zipCode: '20095', city: 'Hamburg', country: 'DE', acceptTerms: true }],
  ['POST', '/private/product/submit/{draft}'],
  ['PUT', '/private/product/tapfiliate/{draft}?referral_code=matrix'],
];

/** The roles in a fixed order: tests are generated before beforeAll signs them in. */
const ROLES: readonly Role[] = ['private', 'commercial', 'merchant_in_review', 'merchant_accepted', 'merchant_blocked', 'admin'];

// One route (and one role) per test, so every test does a bounded amount of work even on a slow machine.
describe('authorization matrix', () => {
  describe('anonymous callers', () => {
    for (const [method, path, body] of [...PRIVATE_ROUTES, ...ADMIN_ROUTES]) {
      it(`get 401 from ${method} ${path}`, async () => {
        expect((await send(method, path, body)).status, `${method} ${path}`).toBe(401);
      });
    }
  });

  describe('every signed-in role may use the private routes', () => {
    for (const role of ROLES) {
      for (const [method, path, body] of PRIVATE_ROUTES.filter(([, path]) => !path.includes('logout'))) {
        it(`${role}: ${method} ${path}`, async () => {
          expect((await send(method, path, body, bearer(sessions[role]))).status, `${role} ${method} ${path}`).toBeLessThan(300);
        });
      }
    }
  });

  describe('the admin routes refuse every role but the operator with 403', () => {
    for (const role of ROLES) {
      for (const [method, path, body] of ADMIN_ROUTES) {
        it(`${role}: ${method} ${path}`, async () => {
          const status = (await send(method, path, body, bearer(sessions[role]))).status;
          expect(status, `${role} ${method} ${path}`).toBe(role === 'admin' ? 404 : 403);
        });
      }
    }
  });

  describe('the admin routes refuse an operator who has not passed the second factor in this sign-in', () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      it(`${method} ${path}: 403 second_factor_required`, async () => {
        const response = await send(method, path, body, bearer(adminWithoutFactor));
        expect([response.status, ((await response.json()) as { error: { code: string } }).error.code]).toEqual([403, 'second_factor_required']);
      });
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

  describe('lets only accepted, unblocked merchants bid, and nobody on their own auction', () => {
    let auctionId = 0;
    beforeAll(async () => {
      ({ auctionId } = await createAuction({ sellerId: sessions.commercial.id }));
    });
    const expected: Record<Role, [number, string | null]> = {
      private: [403, 'merchant_not_accepted'],
      commercial: [403, 'own_auction'],
      merchant_in_review: [403, 'merchant_not_accepted'],
      merchant_accepted: [200, null],
      merchant_blocked: [403, 'merchant_blocked'],
      admin: [403, 'merchant_not_accepted'],
    };
    for (const role of ROLES) {
      it(`${role} bids: ${expected[role].filter(Boolean).join(' ')}`, async () => {
        const response = await send('POST', `/private/auction/${auctionId}/bid`, { amount: 10_000, requestId: `matrix-${role}` }, bearer(sessions[role]));
        const body = (await response.json()) as { error?: { code: string } };
        expect([response.status, body.error?.code ?? null], role).toEqual(expected[role]);
      });
    }
    for (const [method, path] of [['POST', 'bid'], ['PUT', 'agent'], ['DELETE', 'agent'], ['POST', 'buy-now'], ['POST', 'late-offer'], ['POST', 'renegotiation']] as const) {
      it(`anonymous ${method} ${path}: 401`, async () => {
        expect((await send(method, `/private/auction/${auctionId}/${path}`, {})).status, `${method} ${path}`).toBe(401);
      });
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

  describe('keeps a customer’s ads and saved searches from every other role, ads but not searches from the operator', () => {
    let ownerSession: Session;
    let product = 0;
    let search = 0;
    let orderId = 0;
    let draft = 0;
    let photo = '';
    let documentId = 0;
    beforeAll(async () => {
      const owner = await createCustomer();
      ownerSession = await login(owner.email);
      // An ad in editing with a photo and a document, made through the editor as its owner would.
      draft = ((await (await send('POST', '/private/product/create', { productType: 'motorhome', attributes: { others: { model: 'Draft' } } }, bearer(ownerSession))).json()) as { entityId: number }).entityId;
      const key = `products/${draft}/i/${'0'.repeat(32)}`;
      photo = '0'.repeat(32);
      await env.DB.prepare('INSERT INTO product_images (product_id, position, object_key) VALUES (?, 0, ?)').bind(draft, key).run();
      await env.MEDIA.put(key, 'photo');
      documentId =
        (await env.DB.prepare("INSERT INTO product_documents (product_id, kind, object_key, file_name, content_type) VALUES (?, 'registration_certificate', ?, 'schein.pdf', 'application/pdf') RETURNING id")
          .bind(draft, `products/${draft}/documents/matrix`)
          .first<{ id: number }>())?.id ?? 0;
      await env.MEDIA.put(`products/${draft}/documents/matrix`, '%PDF-1.4 %%EOF');
      const row = await env.DB.prepare(
        `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status)
         VALUES (?, 'motorhome', 'Knaus', 'knaus', 'Van', 2020, 1, '20095', 'Hamburg', 'DE', 'running') RETURNING id`,
      ).bind(owner.id).first<{ id: number }>();
      product = row?.id ?? 0;
      const created = await send('POST', '/private/customer/searches/create', { name: 'Knaus', query: 'make=knaus', notify: true }, bearer(ownerSession));
      search = ((await created.json()) as { id: number }).id;
      // An order for the owner's vehicle, bought by a dealer outside the matrix: only its documents are the operator's to see.
      ({ orderId } = await sell({ productId: product, buyerId: (await createMerchant()).id, sellerId: owner.id }));
    });
    const resolve = (path: string) =>
      path
        .replace('{product}', String(product))
        .replace('{search}', String(search))
        .replace('{order}', String(orderId))
        .replace('{draft}', String(draft))
        .replace('{photo}', photo)
        .replace('{document}', String(documentId));

    for (const [method, template, body] of OWNED_ROUTES) {
      it(`anonymous ${method} ${template}: 401`, async () => {
        expect((await send(method, resolve(template), body)).status, `anonymous ${method} ${template}`).toBe(401);
      });
    }
    for (const role of ROLES) {
      for (const [method, template, body] of OWNED_ROUTES) {
        const operatorMay = role === 'admin' && (template.includes('versioned') || template.includes('/document/'));
        it(`${role} ${method} ${template}: ${operatorMay ? 200 : 404}`, async () => {
          const status = (await send(method, resolve(template), body, bearer(sessions[role]))).status;
          expect(status, `${role} ${method} ${template}`).toBe(operatorMay ? 200 : 404);
        });
      }
    }
    it('the owner sees the ad, deletes the search and sees the contract but not the invoice', async () => {
      expect((await send('GET', `/private/versioned/product/get/${product}`, undefined, bearer(ownerSession))).status).toBe(200);
      expect((await send('DELETE', `/private/customer/searches/delete/${search}`, undefined, bearer(ownerSession))).status).toBe(204);
      // The seller sees the purchase contract of the sale, not the buyer's invoice.
      expect((await send('GET', `/private/order/${orderId}/document/contract`, undefined, bearer(ownerSession))).status).toBe(200);
      expect((await send('GET', `/private/order/${orderId}/document/invoice`, undefined, bearer(ownerSession))).status).toBe(404);
    });
    it('the owner opens the ad in editing, its document and photo; nobody else changed them', async () => {
      const ad = (await (await send('GET', `/private/product/get/${draft}`, undefined, bearer(ownerSession))).json()) as { attributes: { others: Record<string, string> }; gallery: unknown[]; documents: unknown[] };
      expect(ad.attributes.others.model).toBe('Draft');
      expect([ad.gallery.length, ad.documents.length]).toEqual([1, 1]);
      const download = await send('GET', `/private/product/${draft}/documents/${documentId}`, undefined, bearer(ownerSession));
      expect(download.status).toBe(200);
      expect(await download.text()).toContain('%PDF');
    });
  });

  describe('keeps the fleet integration to accepted, unblocked dealers', () => {
    const path = '/private/merchant/integrations';
    it('anonymous: 401', async () => {
      expect((await send('GET', path, undefined)).status).toBe(401);
    });
    for (const role of ROLES) {
      it(`${role}: ${role === 'merchant_accepted' ? 200 : 403}`, async () => {
        const status = (await send('GET', path, undefined, bearer(sessions[role]))).status;
        expect(status, role).toBe(role === 'merchant_accepted' ? 200 : 403);
      });
    }
  });

  describe('keeps the purchases list to dealers', () => {
    const path = '/private/customer/my-purchases/get';
    it('anonymous: 401', async () => {
      expect((await send('GET', path, undefined)).status).toBe(401);
    });
    for (const role of ROLES) {
      it(`${role}: ${role.startsWith('merchant_') ? 200 : 403}`, async () => {
        const status = (await send('GET', path, undefined, bearer(sessions[role]))).status;
        expect(status, role).toBe(role.startsWith('merchant_') ? 200 : 403);
      });
    }
  });
});
