import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDraft } from '../../domain/messages/kinds.ts';
import { createDb } from '../../worker/db/client.ts';
import { insertMessages } from '../../worker/db/repositories/messages.ts';
import { savePushSubscription } from '../../worker/db/repositories/push-subscriptions.ts';
import { renderMessage } from '../../worker/messages/texts.ts';
import { deliverMessages } from '../../worker/services/messages/deliver.ts';
import { HttpPushTransport } from '../../worker/services/messages/push-http-transport.ts';
import { recordedPushes } from '../../worker/services/messages/push-local-transport.ts';
import { pushToBrowsers } from '../../worker/services/messages/web-push.ts';
import { createCustomer } from './accounts-helpers.ts';
import { draft } from './notification-helpers.ts';
import { decryptPush, fakePushService, testSubscription, testVapidKeys, type TestSubscription } from './web-push-helpers.ts';

let vapid: Awaited<ReturnType<typeof testVapidKeys>>;
let sequence = 0;

async function dealerWithBrowsers(language: string, browsers: number): Promise<{ id: number; subscriptions: TestSubscription[] }> {
  const { id } = await createCustomer({ profileType: 'MERCHANT', language });
  const subscriptions: TestSubscription[] = [];
  for (let index = 0; index < browsers; index += 1) {
    const subscription = await testSubscription(`https://fcm.googleapis.com/fcm/send/delivery-${Date.now()}-${(sequence += 1)}`);
    await savePushSubscription(createDb(env.DB), id, subscription, 10, Date.now());
    subscriptions.push(subscription);
  }
  return { id, subscriptions };
}

function auctionDraft(customerId: number, auctionId: number, kind: MessageDraft['kind']): MessageDraft {
  return draft(customerId, { kind, groupKey: `auction-${auctionId}`, auctionId, productId: 1, cta: 'read_me', params: { title: 'Hymer B-Klasse', amount: 31_500 } });
}

async function storedEndpoints(customerId: number): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE customer_id = ? ORDER BY id').bind(customerId).all<{ endpoint: string }>();
  return results.map((row) => row.endpoint);
}

beforeAll(async () => {
  vapid = await testVapidKeys();
});

describe('pushToBrowsers', () => {
  it('pushes only the PUSH_KINDS, only to the recipient’s own browsers, in the recipient’s language', async () => {
    const german = await dealerWithBrowsers('de', 2);
    const dutch = await dealerWithBrowsers('nl', 1);
    const bystander = await dealerWithBrowsers('de', 1);
    const inserted = await insertMessages(
      env.DB,
      [
        auctionDraft(german.id, 901, 'outbid'),
        auctionDraft(german.id, 901, 'bid_placed'),
        auctionDraft(dutch.id, 902, 'renegotiation_turn'),
        auctionDraft(dutch.id, 902, 'highest_bidder'),
      ].map((message) => ({ ...message, dueAt: null })),
      Date.now(),
    );
    const service = fakePushService();

    await pushToBrowsers(env, inserted, new HttpPushTransport(vapid.keys, service.fetcher));

    const byEndpoint = new Map(service.captured.map((request) => [request.url, request]));
    expect(service.captured).toHaveLength(3);
    expect([...byEndpoint.keys()].sort()).toEqual([...german.subscriptions, ...dutch.subscriptions].map((s) => s.endpoint).sort());
    expect(bystander.subscriptions.some((s) => byEndpoint.has(s.endpoint))).toBe(false);

    const read = async (subscription: TestSubscription) => {
      const request = byEndpoint.get(subscription.endpoint);
      if (!request) throw new Error('not pushed');
      return JSON.parse(new TextDecoder().decode(await decryptPush(request.body, subscription.p256dh, subscription.privateKey, subscription.auth)));
    };
    const params = { title: 'Hymer B-Klasse', amount: 31_500 };
    const outbid = renderMessage('outbid', 'de', params);
    for (const subscription of german.subscriptions) {
      // An outbid opens the dealer's board at that auction's row; other kinds open their thread.
      expect(await read(subscription)).toEqual({ title: outbid.title, body: outbid.subject, url: 'http://localhost:8787/a/merchant-area/auktionen-heute#auction-901', tag: 'auction-901' });
    }
    const turn = renderMessage('renegotiation_turn', 'nl', params);
    const [dutchBrowser] = dutch.subscriptions;
    if (!dutchBrowser) throw new Error('no browser');
    expect(await read(dutchBrowser)).toEqual({ title: turn.title, body: turn.subject, url: 'http://localhost:8787/nl/a/messages/auction-902', tag: 'auction-902' });
    expect(turn.subject).not.toBe(renderMessage('renegotiation_turn', 'de', params).subject);
  });

  it('deletes a subscription the push service calls gone and keeps the ones with passing trouble', async () => {
    const dealer = await dealerWithBrowsers('de', 4);
    const [gone, expired, busy, broken] = dealer.subscriptions.map((s) => s.endpoint);
    const status: Record<string, number> = { [gone ?? '']: 410, [expired ?? '']: 404, [busy ?? '']: 429, [broken ?? '']: 500 };
    const service = fakePushService((endpoint) => status[endpoint] ?? 201);
    const inserted = await insertMessages(env.DB, [{ ...auctionDraft(dealer.id, 903, 'counter_offer'), dueAt: null }], Date.now());

    await pushToBrowsers(env, inserted, new HttpPushTransport(vapid.keys, service.fetcher));

    expect(service.captured).toHaveLength(4);
    expect(await storedEndpoints(dealer.id)).toEqual([busy, broken]);
  });

  it('never throws when the push service cannot be reached', async () => {
    const dealer = await dealerWithBrowsers('de', 1);
    const inserted = await insertMessages(env.DB, [{ ...auctionDraft(dealer.id, 904, 'outbid'), dueAt: null }], Date.now());
    const unreachable = new HttpPushTransport(vapid.keys, () => Promise.reject(new Error('network down')));
    await expect(pushToBrowsers(env, inserted, unreachable)).resolves.toBeUndefined();
    expect(await storedEndpoints(dealer.id)).toHaveLength(1);
  });
});

describe('deliverMessages with web push', () => {
  it('records pushes locally in development when the VAPID keys are set', async () => {
    const dealer = await dealerWithBrowsers('en', 1);
    const before = recordedPushes().length;
    const development = { ...env, ENVIRONMENT: 'development', ...vapid.settings } as typeof env;

    await deliverMessages(development, [auctionDraft(dealer.id, 905, 'outbid'), auctionDraft(dealer.id, 905, 'bid_placed')]);

    const recorded = recordedPushes().slice(before);
    expect(recorded.map((push) => [push.endpoint, push.payload.tag])).toEqual([[dealer.subscriptions[0]?.endpoint, 'auction-905']]);
    expect(recorded[0]?.payload.body).toBe(renderMessage('outbid', 'en', { title: 'Hymer B-Klasse', amount: 31_500 }).subject);
  });

  it('pushes nothing while push is off', async () => {
    const dealer = await dealerWithBrowsers('de', 1);
    const before = recordedPushes().length;
    const off = { ...env, ENVIRONMENT: 'development', VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined } as typeof env;

    await deliverMessages(off, [auctionDraft(dealer.id, 906, 'outbid')]);

    expect(recordedPushes().length).toBe(before);
  });
});
