/**
 * The live notification stream (GET /notifications/get-sse): who may open it (a single-use ticket or the session
 * cookie, never an access token in the URL), that messages and outbids arrive on it without a reload, that it ends
 * with the session, and that a reconnect loop is throttled.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { STREAM_TICKET_TTL_MS, issueStreamTicket } from '../../worker/db/repositories/stream-tickets.ts';
import { verifyAccessToken } from '../../worker/services/auth/access-token.ts';
import { deliverMessages } from '../../worker/services/messages/deliver.ts';
import { closeLiveSockets } from '../../worker/services/auctions/live-sessions.ts';
import { openStreams } from '../../worker/services/messages/notify-hubs.ts';
import { fillWindow } from './abuse-helpers.ts';
import { bearer, cookieHeader, cookieLogin, createCustomer, login } from './accounts-helpers.ts';
import { createAuction, createMerchant, createSeller } from './auction-fixtures.ts';
import { placeBid } from './auction-live-helpers.ts';
import { call, json } from './helpers.ts';
import { draft, openStream, openTicketStream, streamTicket } from './notification-helpers.ts';

const secret = () => env.AUTH_SECRET as string;

describe('opening the stream', () => {
  it('answers 401 without a session and refuses an access token in the query', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    expect((await openStream('storeCode=de')).response.status).toBe(401);
    const withToken = await openStream(`storeCode=de&token=${session.accessToken}`);
    expect(withToken.response.status).toBe(400);
    expect(await openStreams(env, customer.id)).toBe(0);
    expect((await openStream(`storeCode=de&access_token=${session.accessToken}`)).response.status).toBe(400);
    // Not even beside a good ticket.
    expect((await openStream(`storeCode=de&ticket=${await streamTicket(bearer(session))}&token=${session.accessToken}`)).response.status).toBe(400);
  });

  it('opens with a fresh ticket once; its reuse, a forged one and an expired one answer 401', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const ticket = await streamTicket(bearer(session));
    const first = await openStream(`storeCode=de&ticket=${ticket}`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('Content-Type')).toContain('text/event-stream');
    expect((await openStream(`storeCode=de&ticket=${ticket}`)).response.status).toBe(401);
    expect((await openStream(`storeCode=de&ticket=${ticket.slice(0, -2)}xx`)).response.status).toBe(401);
    const claims = await verifyAccessToken(secret(), session.accessToken);
    const stale = await issueStreamTicket(env.DB, { customerId: customer.id, familyId: claims?.familyId ?? '', accessExpiresAt: claims?.expiresAt ?? 0 }, Date.now() - STREAM_TICKET_TTL_MS - 1);
    expect((await openStream(`storeCode=de&ticket=${stale.ticket}`)).response.status).toBe(401);
    await first.reader.cancel();
  });

  it('stores only the ticket’s hash, valid for a minute at most', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const before = Date.now();
    const response = await call('/private/notifications/stream-ticket', { method: 'POST', headers: bearer(session) });
    const { ticket, expiresAt } = await json<{ ticket: string; expiresAt: number }>(response);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(expiresAt - before).toBeLessThanOrEqual(STREAM_TICKET_TTL_MS + 1_000);
    const rows = await env.DB.prepare('SELECT ticket_hash FROM stream_tickets WHERE customer_id = ?').bind(customer.id).all<{ ticket_hash: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]?.ticket_hash).not.toContain(ticket);
    expect((await call('/private/notifications/stream-ticket', { method: 'POST' })).status).toBe(401);
  });

  it('refuses a ticket whose sign-in ended after it was issued', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const ticket = await streamTicket(bearer(session));
    const claims = await verifyAccessToken(secret(), session.accessToken);
    await env.DB.prepare('INSERT INTO ended_sessions (family_id, customer_id, ended_at) VALUES (?, ?, ?)').bind(claims?.familyId, customer.id, Date.now()).run();
    expect((await openStream(`storeCode=de&ticket=${ticket}`)).response.status).toBe(401);
    expect(await openStreams(env, customer.id)).toBe(0);
  });

  it('keeps the sign-in’s family and access-token expiry, so the stream ends with that sign-in', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const { reader } = await openTicketStream(bearer(session));
    const open = await env.DB.prepare('SELECT open_until AS openUntil FROM live_streams WHERE customer_id = ?').bind(customer.id).first<{ openUntil: number }>();
    expect(open?.openUntil).toBe(session.body.access_expires_at);
    // Another sign-in of the same customer ending leaves this stream open; its own ending closes it.
    const other = await login(customer.email);
    const otherClaims = await verifyAccessToken(secret(), other.accessToken);
    expect(await closeLiveSockets(env, customer.id, otherClaims?.familyId ?? '')).toBe(0);
    const claims = await verifyAccessToken(secret(), session.accessToken);
    expect(await closeLiveSockets(env, customer.id, claims?.familyId ?? '')).toBe(1);
    await reader.ended();
  });

  it('opens with the session cookie of the storefront without a ticket', async () => {
    const customer = await createCustomer();
    const { cookies } = await cookieLogin(customer.email);
    const { response, reader } = await openStream('storeCode=de', { Cookie: cookieHeader(cookies) });
    expect(response.status).toBe(200);
    await reader.cancel();
  });

  it('refuses a page of another site', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const { response } = await openTicketStream(bearer(session), 'de', { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('slows down a client reconnecting in a loop', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    await fillWindow(ABUSE_LIMITS.notificationStream, String(customer.id), 0, ABUSE_LIMITS.notificationStream.windows[0].limit);
    const ticket = await call('/private/notifications/stream-ticket', { method: 'POST', headers: bearer(session) });
    expect(ticket.status).toBe(429);
    expect(Number(ticket.headers.get('Retry-After'))).toBeGreaterThan(0);
    const { response } = await openStream('storeCode=de', bearer(session));
    expect(response.status).toBe(429);
  });
});

describe('events on the stream', () => {
  it('carries a new message’s code, auction and id to every open stream of its customer only', async () => {
    const [customer, other] = [await createCustomer(), await createCustomer()];
    const session = await login(customer.email);
    const { response, reader } = await openTicketStream(bearer(session));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const [mine] = await deliverMessages(env, [draft(customer.id, { groupKey: 'auction-31', auctionId: 31, kind: 'lost', cta: 'read_me' })]);
    await deliverMessages(env, [draft(other.id, { groupKey: 'auction-31', auctionId: 31, kind: 'won', cta: 'buyer_pay_provision_to_operator' })]);
    expect(await reader.next()).toEqual({ message: { callToActionTypeCode: 'read_me', auctionId: 31, messageId: mine?.id, groupKey: 'auction-31' } });
    expect(await openStreams(env, customer.id)).toBe(1);
    await reader.cancel();
  });

  it('tells the outbid dealer live when a rival bids higher', async () => {
    const seller = await createSeller();
    const [first, rival] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id, startPrice: 10_000 });
    const { reader } = await openTicketStream(first.headers, 'en');
    expect((await placeBid(first, auctionId, 10_000)).status).toBe(200);
    // The first bidder leads: their own notice comes first.
    expect((await reader.next()).message).toMatchObject({ auctionId, callToActionTypeCode: 'read_me' });
    expect((await placeBid(rival, auctionId, 12_000)).status).toBe(200);
    expect((await reader.next()).message).toMatchObject({ auctionId, callToActionTypeCode: 'bid_again_or_decline_or_submit_reminder' });
    await reader.cancel();
  });

  it('ends when the session signs out', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const { reader } = await openTicketStream(bearer(session));
    const logout = await call('/public/customer/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(logout.status).toBe(200);
    // The response ends; reading to its end would hang if the stream stayed open.
    await reader.ended();
  });
});
