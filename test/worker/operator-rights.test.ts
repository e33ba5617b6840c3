/**
 * Operator powers outside /admin/api (another customer's data, order documents, auctions and listings outside the
 * catalogue with their photos and live sockets, another seller's versioned ad) need the second factor of this sign-in:
 * an admin without it is refused exactly like a normal customer; the same sign-in is allowed once it passed the factor.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieHeader, cookieLogin, createCustomer, login, type Session } from './accounts-helpers.ts';
import { createAuction } from './auction-fixtures.ts';
import { clientAddress } from './auction-live-helpers.ts';
import { call, json, setCookies } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';
import { adminWithoutSecondFactor, totpCode } from './operator-helpers.ts';
import { createMerchant, sell, soldListing } from './order-fixtures.ts';

/** What a caller learns: the status and, for refusals, the error code (a socket upgrade answers 101 without a body). */
async function outcome(response: Response): Promise<{ status: number; code: string | null }> {
  if (response.status === 101) {
    response.webSocket?.accept();
    response.webSocket?.close(1000, 'done');
    return { status: 101, code: null };
  }
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) {
    await response.arrayBuffer();
    return { status: response.status, code: null };
  }
  const body = await json<{ error?: { code?: string } }>(response);
  return { status: response.status, code: response.status >= 400 ? (body.error?.code ?? null) : null };
}

/** The payload of an access token (not verified: the server signed it, the test only reads its roles). */
function tokenRoles(token: string): string[] {
  return JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).roles;
}

/** Passes the factor in this sign-in (enrol, confirm with a first code); answers the access token handed out with it. */
async function passSecondFactor(session: Session): Promise<string> {
  const enrol = await call('/private/operator/second-factor/enrol', { method: 'POST', headers: bearer(session) });
  const { secret } = await json<{ secret: string }>(enrol);
  const confirm = await call('/private/operator/second-factor/confirm', { method: 'POST', headers: bearer(session), json: { code: totpCode(secret) } });
  expect(confirm.status).toBe(200);
  const body = await json<{ access_token?: string; token_type?: string }>(confirm);
  expect(body.token_type).toBe('Bearer');
  return body.access_token ?? '';
}

interface Privilege {
  name: string;
  request: (headers: Record<string, string>) => Promise<Response>;
  allowed: number;
}

let privileges: Privilege[] = [];

beforeAll(async () => {
  const owner = await createCustomer();
  const buyer = await createMerchant();
  const seller = await createCustomer({ profileType: 'COMMERCIAL' });
  const { orderId } = await sell({ productId: await soldListing(seller.id), buyerId: buyer.id, sellerId: seller.id });
  const { auctionId } = await createAuction({ sellerId: owner.id, status: 'inactive' });
  const draft = await insertListing({ sellerId: owner.id, status: 'editing' });
  await env.MEDIA.put(`products/${draft}/0`, '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
  const published = await insertListing({ sellerId: owner.id, status: 'running' });
  privileges = [
    { name: "another customer's data", request: (headers) => call(`/private/customer/get/${owner.id}`, { headers }), allowed: 200 },
    { name: "someone else's order document", request: (headers) => call(`/private/order/${orderId}/document/invoice`, { headers }), allowed: 200 },
    { name: 'the snapshot of an auction outside the catalogue', request: (headers) => call(`/public/auction/${auctionId}`, { headers }), allowed: 200 },
    {
      name: 'the live socket of an auction outside the catalogue',
      request: (headers) => call(`/public/auction/${auctionId}/live`, { headers: { ...headers, Upgrade: 'websocket', 'CF-Connecting-IP': clientAddress() } }),
      allowed: 101,
    },
    { name: 'the detail of a listing outside the catalogue', request: (headers) => call(`/public/catalog/get/${draft}`, { headers }), allowed: 200 },
    { name: "a photo of another's unpublished ad", request: (headers) => call(`/media/products/${draft}/0`, { headers }), allowed: 200 },
    { name: "another seller's versioned ad", request: (headers) => call(`/private/versioned/product/get/${published}`, { headers }), allowed: 200 },
  ];
});

describe('operator powers outside /admin/api', () => {
  it('refuse an admin without the second factor exactly like a normal customer, and open once this sign-in passed it', async () => {
    const customer = await login((await createCustomer()).email);
    const admin = await adminWithoutSecondFactor();
    expect(tokenRoles(admin.accessToken)).toEqual([]);
    for (const privilege of privileges) {
      const asCustomer = await outcome(await privilege.request(bearer(customer)));
      expect(asCustomer.status, privilege.name).toBe(404);
      expect(await outcome(await privilege.request(bearer(admin))), privilege.name).toEqual(asCustomer);
    }

    const fresh = await passSecondFactor(admin);
    expect(tokenRoles(fresh)).toEqual(['admin']);
    for (const privilege of privileges) {
      // The sign-in's earlier token too: the session middleware reads the factor of the sign-in, not the token.
      for (const token of [fresh, admin.accessToken]) {
        expect((await outcome(await privilege.request({ Authorization: `Bearer ${token}` }))).status, privilege.name).toBe(privilege.allowed);
      }
    }
  });

  it('keep refusing another sign-in of the same admin until it passes the factor itself', async () => {
    const admin = await adminWithoutSecondFactor();
    await passSecondFactor(admin);
    const other = await login(admin.email);
    expect(tokenRoles(other.accessToken)).toEqual([]);
    for (const privilege of privileges) {
      expect((await outcome(await privilege.request(bearer(other)))).status, privilege.name).toBe(404);
    }
  });

  it('hand a cookie client the access cookie with the operator role, never the token in the answer', async () => {
    const { email } = await createCustomer({ isAdmin: true });
    const csrfAnswer = await call('/public/auth/csrf-token');
    const { csrfToken } = await json<{ csrfToken: string }>(csrfAnswer);
    const cookies = { ...(await cookieLogin(email)).cookies, ...setCookies(csrfAnswer) };
    const headers = () => ({ Cookie: cookieHeader(cookies), 'X-CSRF-Token': csrfToken });
    expect(tokenRoles(cookies.cm24_at ?? '')).toEqual([]);
    const user = await json(await call('/private/customer/auth/user', { headers: headers() }));
    expect(user).toMatchObject({ roles: [], admin: true });

    const enrol = await call('/private/operator/second-factor/enrol', { method: 'POST', headers: headers() });
    const { secret } = await json<{ secret: string }>(enrol);
    const confirm = await call('/private/operator/second-factor/confirm', { method: 'POST', headers: headers(), json: { code: totpCode(secret) } });
    expect(confirm.status).toBe(200);
    const body = await json(confirm);
    expect(body).not.toHaveProperty('access_token');
    expect(body.recoveryCodes).toHaveLength(10);
    const access = setCookies(confirm).cm24_at ?? '';
    expect(tokenRoles(access)).toEqual(['admin']);
    cookies.cm24_at = access;
    expect(await json(await call('/private/customer/auth/user', { headers: headers() }))).toMatchObject({ roles: ['admin'], admin: true });
  });
});
