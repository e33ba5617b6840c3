/**
 * A session ends everywhere at once: after logout (any transport), a password change or an account deletion, every
 * access token of the ended sign-in is refused on private routes, on the bid path and on the operator's routes, and
 * its refresh token and second factor are gone.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { auctionStub, createAuction, createMerchant, createSeller, requestId } from './auction-fixtures.ts';
import { bearer, cookieHeader, cookieLogin, createCustomer, login, PASSWORD, type Session } from './accounts-helpers.ts';
import { ENDED_SESSION_WINDOW_MS, isSessionEnded, pruneEndedSessions } from '../../worker/db/repositories/ended-sessions.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

const me = (headers: Record<string, string>) => call('/private/customer/auth/user', { headers });
const bid = (headers: Record<string, string>, auctionId: number, amount: number) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers, json: { amount, requestId: requestId() } });
const logoutBody = (session: Session, withRefreshToken = true) =>
  call('/public/customer/auth/logout', { method: 'POST', headers: bearer(session), json: withRefreshToken ? { refresh_token: session.refreshToken } : {} });
const refresh = (refreshToken: string) => call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: refreshToken } });

async function dealerSession() {
  const dealer = await createMerchant();
  return { dealer, session: await login(dealer.email) };
}

describe('logout ends the sign-in everywhere', () => {
  it('refuses the access token of an API client at once, and its refresh token', async () => {
    const { id, email } = await createCustomer();
    const session = await login(email);
    expect((await me(bearer(session))).status).toBe(200);
    expect((await logoutBody(session)).status).toBe(200);
    expect((await me(bearer(session))).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const ended = await env.DB.prepare('SELECT customer_id FROM ended_sessions WHERE customer_id = ?').bind(id).all();
    expect(ended.results).toHaveLength(1);
  });

  it('ends the whole family when the client sends only its access token', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    expect((await logoutBody(session, false)).status).toBe(200);
    expect((await me(bearer(session))).status).toBe(401);
    // The refresh token of that sign-in does not bring it back 30 days on.
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('refuses the access cookie of a storefront session after its logout', async () => {
    const { email } = await createCustomer();
    const { cookies } = await cookieLogin(email);
    const headers = { Cookie: cookieHeader(cookies) };
    expect((await me(headers)).status).toBe(200);
    const { csrfToken } = await json<{ csrfToken: string }>(await call('/public/auth/csrf-token', { headers }));
    const out = await call('/public/customer/auth/logout', { method: 'POST', headers: { Cookie: `${headers.Cookie}; cm24_csrf=${csrfToken}`, 'X-CSRF-Token': csrfToken } });
    expect(out.status).toBe(200);
    // The browser drops its cookies, but a copy of the access cookie (a stolen one) no longer signs in.
    expect((await call('/private/customer/auth/user', { headers: { Cookie: `cm24_at=${cookies.cm24_at ?? ''}` } })).status).toBe(401);
  });

  it('leaves the customer’s other sign-ins alone', async () => {
    const { email } = await createCustomer();
    const [phone, desk] = [await login(email), await login(email)];
    await logoutBody(phone);
    expect((await me(bearer(phone))).status).toBe(401);
    expect((await me(bearer(desk))).status).toBe(200);
  });

  it('refuses a malformed logout body with a clear 400 and ends nothing', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const response = await call('/public/customer/auth/logout', { method: 'POST', headers: { ...bearer(session), 'Content-Type': 'application/json' }, body: '{"refresh_token": ' });
    expect(response.status).toBe(400);
    expect((await me(bearer(session))).status).toBe(200);
  });
});

describe('the bid path learns of an ended sign-in without asking D1', () => {
  it('refuses a bid and an agent with the token of a logged-out dealer, and nothing is stored', async () => {
    const seller = await createSeller();
    const { session } = await dealerSession();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    // The object is loaded and knows the dealer's claims before the logout.
    expect((await bid(bearer(session), auctionId, 10_000)).status).toBe(200);
    await logoutBody(session);
    expect((await bid(bearer(session), auctionId, 10_500)).status).toBe(401);
    const agent = await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: bearer(session), json: { maxAmount: 20_000 } });
    expect(agent.status).toBe(401);
    expect((await auctionStub(auctionId).bids()).length).toBe(1);
  });

  it('refuses the other sessions’ bids after a password change, while the changing session bids on', async () => {
    const seller = await createSeller();
    const { dealer, session: laptop } = await dealerSession();
    const stolen = await login(dealer.email);
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const second = await createAuction({ sellerId: seller.id });
    expect((await bid(bearer(stolen), auctionId, 10_000)).status).toBe(200);
    const change = await call('/private/customer/password', { method: 'PUT', headers: bearer(laptop), json: { currentPassword: PASSWORD, newPassword: 'Another456' } });
    expect(change.status).toBe(200);
    expect((await bid(bearer(stolen), auctionId, 12_000)).status).toBe(401);
    expect((await me(bearer(stolen))).status).toBe(401);
    expect((await bid(bearer(laptop), second.auctionId, 10_000)).status).toBe(200);
  });

  it('refuses the live socket of an ended sign-in instead of serving it as a visitor’s', async () => {
    const seller = await createSeller();
    const { session } = await dealerSession();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const open = () => call(`/public/auction/${auctionId}/live`, { headers: { ...bearer(session), Upgrade: 'websocket' } });
    const before = await open();
    expect(before.status).toBe(101);
    before.webSocket?.accept();
    before.webSocket?.close(1000, 'done');
    await logoutBody(session);
    expect((await open()).status).toBe(401);
  });

  it('tells an auction object that starts later, from D1', async () => {
    const seller = await createSeller();
    const { session } = await dealerSession();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    await logoutBody(session);
    // The object did not exist at the logout: it reads the recently ended sign-ins when it loads.
    expect((await bid(bearer(session), auctionId, 10_000)).status).toBe(401);
    expect(await auctionStub(auctionId).bids()).toEqual([]);
  });
});

describe('the operator’s second factor ends with the session', () => {
  it('refuses the admin token after logout, and a refreshed token carries no admin role', async () => {
    const operator = await operatorSession();
    expect((await call('/admin/api/dashboard', { headers: bearer(operator) })).status).toBe(200);
    await logoutBody(operator, false);
    expect((await call('/admin/api/dashboard', { headers: bearer(operator) })).status).toBe(401);
    expect((await refresh(operator.refreshToken)).status).toBe(401);
    const factor = await env.DB.prepare('SELECT count(*) AS n FROM operator_sessions WHERE customer_id = ?').bind(operator.customerId).first<{ n: number }>();
    expect(factor?.n).toBe(0);
  });
});

describe('deleting one’s own account', () => {
  const remove = (session: Session) => call('/private/customer', { method: 'DELETE', headers: { ...bearer(session), 'X-Locale': 'en' }, json: { password: PASSWORD } });

  it('is refused with a clear reason while the dealer leads an auction, and nothing changes', async () => {
    const seller = await createSeller();
    const { dealer, session } = await dealerSession();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(bearer(session), auctionId, 10_000)).status).toBe(200);
    const response = await remove(session);
    expect(response.status).toBe(409);
    const body = await json<{ error: { code: string; message: string } }>(response);
    expect(body.error.code).toBe('deletion_leading_bid');
    expect(body.error.message).toContain('highest bidder');
    const row = await env.DB.prepare('SELECT email, deleted_at FROM customers WHERE id = ?').bind(dealer.id).first<{ email: string; deleted_at: number | null }>();
    expect(row).toEqual({ email: dealer.email, deleted_at: null });
    expect((await me(bearer(session))).status).toBe(200);
  });

  it('is refused while the dealer holds an agent, even when outbid by nobody', async () => {
    const seller = await createSeller();
    const { session } = await dealerSession();
    const rival = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(rival.headers, auctionId, 10_000)).status).toBe(200);
    expect((await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: bearer(session), json: { maxAmount: 20_000 } })).status).toBe(200);
    const response = await remove(session);
    expect(response.status).toBe(409);
    // The agent outbid the rival at once: leading comes first among the reasons.
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('deletion_leading_bid');
  });

  it('is refused while an order of the dealer is unpaid', async () => {
    const seller = await createSeller();
    const { dealer, session } = await dealerSession();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id, status: 'sold' });
    await env.DB.prepare(
      `INSERT INTO orders (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net, commission_vat,
         invoice_number, status, payment_due_at) VALUES (?, 1, ?, ?, ?, 'auction', 20000, 0, 399, 76, ?, 'pending', ?)`,
    )
      .bind(auctionId, productId, dealer.id, seller.id, `T-${auctionId}`, Date.now() + 86_400_000)
      .run();
    const response = await remove(session);
    expect(response.status).toBe(409);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('deletion_unpaid_order');
  });

  it('otherwise erases the account, ends its sessions and its old token can no longer bid', async () => {
    const seller = await createSeller();
    const { dealer, session } = await dealerSession();
    const other = await login(dealer.email);
    const rival = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(bearer(session), auctionId, 10_000)).status).toBe(200);
    expect((await bid(rival.headers, auctionId, 10_500)).status).toBe(200);
    expect((await remove(session)).status).toBe(200);
    for (const token of [session, other]) {
      expect((await bid(bearer(token), auctionId, 15_000)).status).toBe(401);
      expect((await me(bearer(token))).status).toBe(401);
    }
    const bids = await auctionStub(auctionId).bids();
    expect(bids.map((entry) => ('customerId' in entry ? entry.customerId : null))).toEqual([dealer.id, rival.id]);
  });
});

describe('ended sign-ins are kept as long as a token of theirs can live', () => {
  it('prunes only entries older than the access-token lifetime', async () => {
    const now = Date.now();
    const old = `old-${now}`;
    const recent = `recent-${now}`;
    await env.DB.batch([
      env.DB.prepare('INSERT INTO ended_sessions (family_id, customer_id, ended_at) VALUES (?, 1, ?)').bind(old, now - ENDED_SESSION_WINDOW_MS - 1),
      env.DB.prepare('INSERT INTO ended_sessions (family_id, customer_id, ended_at) VALUES (?, 1, ?)').bind(recent, now - 60_000),
    ]);
    expect(await pruneEndedSessions(env.DB, now)).toBeGreaterThanOrEqual(1);
    expect(await isSessionEnded(env.DB, old)).toBe(false);
    expect(await isSessionEnded(env.DB, recent)).toBe(true);
  });
});
