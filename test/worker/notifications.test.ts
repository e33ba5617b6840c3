/**
 * The message board's calls: pages of subjects and threads with their counts, marking a thread read, exactly-once
 * delivery under retries and concurrency, and who may read what.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationsPage } from '../../domain/messages/kinds.ts';
import { deliverMessages } from '../../worker/services/messages/deliver.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { draft } from './notification-helpers.ts';

async function signedIn() {
  const customer = await createCustomer();
  return { id: customer.id, headers: bearer(await login(customer.email)) };
}

const board = async (headers: Record<string, string>, query = '') => {
  const response = await call(`/private/notifications/pages/get?storeCode=en${query}`, { headers });
  expect(response.status).toBe(200);
  return json<NotificationsPage>(response);
};

const countMessages = async (customerId: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM messages WHERE customer_id = ?').bind(customerId).first<{ n: number }>())?.n ?? 0;

describe('notification pages', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('/private/notifications/pages/get?storeCode=de')).status).toBe(401);
    expect((await call('/private/messages/read-by-slug/account-1', { method: 'PUT' })).status).toBe(401);
  });

  it('lists the latest message per group, newest first, with counts that leave quiet notices out', async () => {
    const me = await signedIn();
    await deliverMessages(env, [
      draft(me.id, { groupKey: 'auction-901', auctionId: 901, kind: 'bid_placed', cta: 'read_me', params: { title: 'Hymer B 544', amount: 30_000 } }),
      draft(me.id, { groupKey: 'auction-901', auctionId: 901, kind: 'outbid', cta: 'bid_again_or_decline_or_submit_reminder', params: { title: 'Hymer B 544', amount: 31_000 } }),
      draft(me.id, { groupKey: 'auction-902', auctionId: 902, kind: 'bid_agent_active', cta: 'read_me', params: { title: 'Knaus Sky', amount: 40_000 } }),
      draft(me.id, { groupKey: 'auction-903', auctionId: 903, kind: 'renegotiation_turn', cta: 'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', params: { title: 'Dethleffs', amount: 25_000, deadline: Date.now() + 86_400_000 } }),
    ]);
    const page = await board(me.headers);
    expect(page.notifications.map((message) => message.groupKey)).toEqual(['auction-903', 'auction-902', 'auction-901']);
    expect(page.total).toBe(3);
    // Unread: outbid and the renegotiation turn; the bid and agent notices never count.
    expect(page.unRead).toBe(2);
    expect(page.openReadMes).toBe(2);
    expect(page.openCtas).toBe(1);
    const latest = page.notifications[0];
    expect(latest).toMatchObject({ kind: 'renegotiation_turn', callToActionTypeCode: 'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', read: false, action: { amount: 25_000 } });
    expect(latest?.subject).toMatch(/25\.000\s€/);
    // An allow-list: nothing of the stored row beyond what the board needs.
    expect(Object.keys(latest ?? {}).sort()).toEqual(
      ['action', 'auctionId', 'callToActionResponseTypeCode', 'callToActionTypeCode', 'createdAt', 'groupKey', 'kind', 'messageId', 'productId', 'read', 'subject', 'title'].sort(),
    );
  });

  it('renders the texts in the language the call asks for', async () => {
    const me = await signedIn();
    await deliverMessages(env, [draft(me.id, { groupKey: 'auction-904', auctionId: 904, kind: 'outbid', cta: 'bid_again_or_decline_or_submit_reminder', params: { title: 'Hymer', amount: 31_500 } })]);
    const response = await call('/private/notifications/pages/get?storeCode=de', { headers: { ...me.headers } });
    const german = await json<NotificationsPage>(response);
    expect(german.notifications[0]?.subject).toMatch(/überboten.*31\.500\s€/);
  });

  it('pages a thread with the group’s messages, newest first', async () => {
    const me = await signedIn();
    const drafts = Array.from({ length: 23 }, (_, index) => draft(me.id, { groupKey: 'auction-905', auctionId: 905, kind: 'outbid', cta: 'bid_again_or_decline_or_submit_reminder', params: { amount: 1_000 + index } }));
    await deliverMessages(env, drafts);
    const first = await board(me.headers, '&groupKey=auction-905');
    const second = await board(me.headers, '&groupKey=auction-905&page=2');
    expect(first.total).toBe(23);
    expect(first.notifications).toHaveLength(20);
    expect(second.notifications).toHaveLength(3);
    expect(first.notifications[0]?.action.amount).toBe(1_022);
    expect(second.notifications.at(-1)?.action.amount).toBe(1_000);
  });

  it('answers 404 for another customer’s thread and 400 for a malformed group key', async () => {
    const [me, other] = [await signedIn(), await signedIn()];
    await deliverMessages(env, [draft(other.id, { groupKey: 'auction-906', auctionId: 906 })]);
    expect((await call('/private/notifications/pages/get?groupKey=auction-906', { headers: me.headers })).status).toBe(404);
    expect((await call('/private/notifications/pages/get?groupKey=../etc', { headers: me.headers })).status).toBe(400);
    expect((await call('/private/notifications/pages/get?page=0', { headers: me.headers })).status).toBe(400);
  });
});

describe('marking a thread read', () => {
  it('marks every message of the group read and the counts drop', async () => {
    const me = await signedIn();
    await deliverMessages(env, [
      draft(me.id, { groupKey: 'auction-907', auctionId: 907, kind: 'outbid', cta: 'bid_again_or_decline_or_submit_reminder' }),
      draft(me.id, { groupKey: 'auction-907', auctionId: 907, kind: 'lost', cta: 'read_me' }),
      draft(me.id, { groupKey: 'auction-908', auctionId: 908, kind: 'lost', cta: 'read_me' }),
    ]);
    const response = await call('/private/messages/read-by-slug/auction-907', { method: 'PUT', headers: me.headers });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ read: 2 });
    const page = await board(me.headers);
    expect(page.unRead).toBe(1);
    expect(page.openReadMes).toBe(1);
    expect(page.notifications.find((message) => message.groupKey === 'auction-907')?.read).toBe(true);
  });

  it('never marks another customer’s thread', async () => {
    const [me, other] = [await signedIn(), await signedIn()];
    await deliverMessages(env, [draft(other.id, { groupKey: 'auction-909', auctionId: 909, kind: 'lost', cta: 'read_me' })]);
    expect((await call('/private/messages/read-by-slug/auction-909', { method: 'PUT', headers: me.headers })).status).toBe(404);
    expect((await board(other.headers)).unRead).toBe(1);
  });
});

describe('exactly-once delivery', () => {
  it('stores an event’s message once when it is delivered again', async () => {
    const me = await signedIn();
    const once = draft(me.id, { sourceKey: 'auction:77:5:outbid', groupKey: 'auction-77', auctionId: 77, kind: 'outbid', cta: 'bid_again_or_decline_or_submit_reminder' });
    expect(await deliverMessages(env, [once])).toHaveLength(1);
    expect(await deliverMessages(env, [once])).toHaveLength(0);
    expect(await countMessages(me.id)).toBe(1);
  });

  it('stores it once when two deliveries run at the same time', async () => {
    const me = await signedIn();
    const same = draft(me.id, { sourceKey: 'auction:78:9:lost', groupKey: 'auction-78', auctionId: 78, kind: 'lost', cta: 'read_me' });
    const [first, second] = await Promise.all([deliverMessages(env, [same]), deliverMessages(env, [same])]);
    expect(first.length + second.length).toBe(1);
    expect(await countMessages(me.id)).toBe(1);
  });
});
