/**
 * The live notification stream (GET /notifications/get-sse): who may open it, that messages and outbids arrive on
 * it without a reload, that it ends with the session, and that a reconnect loop is throttled.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { signAccessToken } from '../../worker/services/auth/access-token.ts';
import { deliverMessages } from '../../worker/services/messages/deliver.ts';
import { notifyHub } from '../../worker/services/messages/notify-hubs.ts';
import { fillWindow } from './abuse-helpers.ts';
import { createCustomer, login } from './accounts-helpers.ts';
import { createAuction, createMerchant, createSeller } from './auction-fixtures.ts';
import { placeBid } from './auction-live-helpers.ts';
import { call } from './helpers.ts';
import { draft, openStream } from './notification-helpers.ts';

const secret = () => env.AUTH_SECRET as string;

describe('opening the stream', () => {
  it('answers 401 without a session, with a tampered token and with an expired one', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const expired = await signAccessToken(secret(), { customerId: customer.id, roles: [], familyId: 'f' }, Date.now() - 3_600_000);
    expect((await openStream('storeCode=de')).response.status).toBe(401);
    expect((await openStream(`storeCode=de&token=${session.accessToken}x`)).response.status).toBe(401);
    expect((await openStream(`storeCode=de&token=${expired.token}`)).response.status).toBe(401);
  });

  it('refuses a page of another site', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    const { response } = await openStream(`storeCode=de&token=${session.accessToken}`, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('slows down a client reconnecting in a loop', async () => {
    const customer = await createCustomer();
    const session = await login(customer.email);
    await fillWindow(ABUSE_LIMITS.notificationStream, String(customer.id), 0, ABUSE_LIMITS.notificationStream.windows[0].limit);
    const { response } = await openStream(`storeCode=de&token=${session.accessToken}`);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('events on the stream', () => {
  it('carries a new message’s code, auction and id to every open stream of its customer only', async () => {
    const [customer, other] = [await createCustomer(), await createCustomer()];
    const session = await login(customer.email);
    const { response, reader } = await openStream(`storeCode=de&token=${session.accessToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const [mine] = await deliverMessages(env, [draft(customer.id, { groupKey: 'auction-31', auctionId: 31, kind: 'lost', cta: 'read_me' })]);
    await deliverMessages(env, [draft(other.id, { groupKey: 'auction-31', auctionId: 31, kind: 'won', cta: 'buyer_pay_provision_to_operator' })]);
    expect(await reader.next()).toEqual({ message: { callToActionTypeCode: 'read_me', auctionId: 31, messageId: mine?.id, groupKey: 'auction-31' } });
    expect(await notifyHub(env, customer.id).streams()).toBe(1);
    await reader.cancel();
  });

  it('tells the outbid dealer live when a rival bids higher', async () => {
    const seller = await createSeller();
    const [first, rival] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id, startPrice: 10_000 });
    const token = first.headers.Authorization?.replace('Bearer ', '') ?? '';
    const { reader } = await openStream(`storeCode=en&token=${token}`);
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
    const { reader } = await openStream(`storeCode=de&token=${session.accessToken}`);
    const logout = await call('/public/customer/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(logout.status).toBe(200);
    // The response ends; reading to its end would hang if the stream stayed open.
    await reader.ended();
  });
});
