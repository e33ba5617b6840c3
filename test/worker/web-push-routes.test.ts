import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { createMerchant, type Party } from './auction-fixtures.ts';
import { testSubscription, testVapidKeys } from './web-push-helpers.ts';

const app = createApp();
/** Push off whatever a developer's .dev.vars holds. */
const OFF = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined };
let ON: Record<string, string>;

function request(settings: Record<string, string | undefined>, path: string, init: { method?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return Promise.resolve(app.fetch(new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers, body }), { ...env, ...settings } as typeof env));
}

let sequence = 0;
async function subscriptionBody(endpoint = `https://fcm.googleapis.com/fcm/send/test-${Date.now()}-${(sequence += 1)}`) {
  const { p256dh, auth } = await testSubscription(endpoint);
  return { endpoint, keys: { p256dh, auth } };
}

const put = (party: Party, json: unknown, settings: Record<string, string | undefined> = ON) =>
  request(settings, '/private/push/subscription', { method: 'PUT', headers: party.headers, json });

async function storedFor(customerId: number): Promise<{ endpoint: string; p256dh: string }[]> {
  const { results } = await env.DB.prepare('SELECT endpoint, p256dh FROM push_subscriptions WHERE customer_id = ? ORDER BY id').bind(customerId).all<{ endpoint: string; p256dh: string }>();
  return results;
}

let dealer: Party;

beforeAll(async () => {
  ON = (await testVapidKeys()).settings;
  dealer = await createMerchant();
});

describe('GET /public/push/key', () => {
  it('answers the public key when push is configured', async () => {
    const response = await request(ON, '/public/push/key');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: ON.VAPID_PUBLIC_KEY });
  });

  it('is 404 push_unavailable without the VAPID settings or with a broken one', async () => {
    for (const settings of [OFF, { ...ON, VAPID_PRIVATE_KEY: 'not-a-key' }, { ...ON, VAPID_SUBJECT: undefined }]) {
      const response = await request(settings, '/public/push/key', { headers: { 'X-Locale': 'en' } });
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('push_unavailable');
      expect(body.error.message).toBe('Browser notifications are not available at the moment.');
    }
  });
});

describe('PUT /private/push/subscription', () => {
  it('stores a dealer subscription once per endpoint and updates its keys', async () => {
    const first = await subscriptionBody();
    expect((await put(dealer, first)).status).toBe(200);
    const renewed = { ...first, keys: (await subscriptionBody()).keys };
    const response = await put(dealer, renewed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ subscribed: true });
    const mine = (await storedFor(dealer.id)).filter((row) => row.endpoint === first.endpoint);
    expect(mine).toEqual([{ endpoint: first.endpoint, p256dh: renewed.keys.p256dh }]);
  });

  it('never moves an endpoint another dealer registered: 409 push_endpoint_taken, owner and keys unchanged', async () => {
    const owner = await createMerchant();
    const other = await createMerchant();
    const shared = await subscriptionBody();
    expect((await put(owner, shared)).status).toBe(200);
    const takeover = { ...shared, keys: (await subscriptionBody()).keys };
    const response = await request(ON, '/private/push/subscription', { method: 'PUT', headers: { ...other.headers, 'X-Locale': 'en' }, json: takeover });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('push_endpoint_taken');
    expect(body.error.message).toMatch(/another account/i);
    const { results } = await env.DB.prepare('SELECT customer_id AS customerId, p256dh FROM push_subscriptions WHERE endpoint = ?').bind(shared.endpoint).all<{ customerId: number; p256dh: string }>();
    expect(results).toEqual([{ customerId: owner.id, p256dh: shared.keys.p256dh }]);
    expect(await storedFor(other.id)).toEqual([]);
  });

  it('lets another dealer register the endpoint once its owner has removed it', async () => {
    const owner = await createMerchant();
    const next = await createMerchant();
    const shared = await subscriptionBody();
    await put(owner, shared);
    await request(ON, '/private/push/subscription', { method: 'DELETE', headers: owner.headers, json: { endpoint: shared.endpoint } });
    expect((await put(next, shared)).status).toBe(200);
    expect(await storedFor(next.id)).toEqual([{ endpoint: shared.endpoint, p256dh: shared.keys.p256dh }]);
  });

  it('keeps at most ten browsers per dealer, dropping the oldest', async () => {
    const busy = await createMerchant();
    const bodies = [];
    for (let index = 0; index < 11; index += 1) {
      const body = await subscriptionBody();
      bodies.push(body);
      expect((await put(busy, body)).status).toBe(200);
    }
    const stored = (await storedFor(busy.id)).map((row) => row.endpoint).sort();
    expect(stored).toEqual(bodies.slice(1).map((body) => body.endpoint).sort());
  });

  it.each([
    ['http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'endpoint'],
    ['endpoint outside the push services', { endpoint: 'https://attacker.example/collect' }, 'endpoint'],
    ['endpoint on a private address', { endpoint: 'https://127.0.0.1/push' }, 'endpoint'],
    ['oversized endpoint', { endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1000)}` }, 'endpoint'],
    ['p256dh that is no P-256 point', { keys: { p256dh: 'AAAA', auth: 'BTBZMqHH6r4Tts7J_aSIgg' } }, 'keys.p256dh'],
    ['auth secret of the wrong length', { keys: { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'c2hvcnQ' } }, 'keys.auth'],
    ['HTML in the keys', { keys: { p256dh: '<script>alert(1)</script>', auth: "' OR 1=1 --" } }, 'keys.p256dh'],
  ])('refuses a %s with 400 and stores nothing', async (_name, change, field) => {
    const fresh = await createMerchant();
    const response = await put(fresh, { ...(await subscriptionBody()), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(await storedFor(fresh.id)).toEqual([]);
  });

  it('refuses customers who are not dealers, and anonymous callers', async () => {
    const customer = await createCustomer();
    const headers = bearer(await login(customer.email));
    const response = await request(ON, '/private/push/subscription', { method: 'PUT', headers, json: await subscriptionBody() });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_a_merchant');
    expect(await storedFor(customer.id)).toEqual([]);
    expect((await request(ON, '/private/push/subscription', { method: 'PUT', json: await subscriptionBody() })).status).toBe(401);
  });

  it('stores nothing while push is off', async () => {
    const fresh = await createMerchant();
    const response = await put(fresh, await subscriptionBody(), OFF);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('push_unavailable');
    expect(await storedFor(fresh.id)).toEqual([]);
  });
});

describe('GET and DELETE /private/push/subscription', () => {
  it('removes only the caller’s own subscription', async () => {
    const owner = await createMerchant();
    const stranger = await createMerchant();
    const body = await subscriptionBody();
    await put(owner, body);
    const status = (party: Party) =>
      request(ON, `/private/push/subscription?${new URLSearchParams({ endpoint: body.endpoint })}`, { headers: party.headers }).then((response) => response.json());
    expect(await status(owner)).toEqual({ subscribed: true });
    expect(await status(stranger)).toEqual({ subscribed: false });

    const foreign = await request(ON, '/private/push/subscription', { method: 'DELETE', headers: stranger.headers, json: { endpoint: body.endpoint } });
    expect(foreign.status).toBe(200);
    expect(await storedFor(owner.id)).toHaveLength(1);

    const own = await request(ON, '/private/push/subscription', { method: 'DELETE', headers: owner.headers, json: { endpoint: body.endpoint } });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ subscribed: false });
    expect(await storedFor(owner.id)).toEqual([]);
    expect(await status(owner)).toEqual({ subscribed: false });
  });

  it('validates the endpoint', async () => {
    const missing = await request(ON, '/private/push/subscription', { method: 'DELETE', headers: dealer.headers, json: {} });
    expect(missing.status).toBe(400);
    const oversized = await request(ON, `/private/push/subscription?endpoint=${'a'.repeat(1001)}`, { headers: dealer.headers });
    expect(oversized.status).toBe(400);
  });
});
