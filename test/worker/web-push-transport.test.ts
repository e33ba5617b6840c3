import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { HttpPushTransport, PUSH_TTL_SECONDS } from '../../worker/services/messages/push-http-transport.ts';
import type { PushPayload } from '../../worker/services/messages/push-port.ts';
import example from './fixtures/push/rfc8291-example.json';
import shape from './fixtures/push/request-shape.json';
import { b64, decryptPush, fakePushService, importUaPrivateKey, testSubscription, testVapidKeys } from './web-push-helpers.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dKx9:APA91bH-test';
const PAYLOAD: PushPayload = {
  title: 'Hymer B-Klasse',
  body: 'Sie wurden überboten: Das Höchstgebot liegt jetzt bei 31.500 €.',
  url: 'https://campermarkt24.de/a/messages/auction-7',
  tag: 'auction-7',
};

describe('the decryption the tests use', () => {
  it('reproduces the plaintext of the RFC 8291 example', async () => {
    const privateKey = await importUaPrivateKey(example.uaPublic, example.uaPrivate);
    const plaintext = await decryptPush(b64(example.body), example.uaPublic, privateKey, example.authSecret);
    expect(new TextDecoder().decode(plaintext)).toBe(example.plaintext);
  });
});

describe('HttpPushTransport', () => {
  it('posts an aes128gcm body only the subscription can read, with a VAPID token the public key verifies', async () => {
    const vapid = await testVapidKeys();
    const subscription = await testSubscription(ENDPOINT);
    const service = fakePushService();
    const before = Math.floor(Date.now() / 1000);

    const outcome = await new HttpPushTransport(vapid.keys, service.fetcher).send(subscription, PAYLOAD);

    expect(outcome).toBe('sent');
    expect(service.captured).toHaveLength(1);
    const [request] = service.captured;
    if (!request) throw new Error('no request');
    expect(request.url).toBe(ENDPOINT);
    expect(request.method.toUpperCase()).toBe(shape.method);
    for (const [name, expected] of Object.entries(shape.headers)) {
      const value = request.headers.get(name);
      expect(value, name).not.toBeNull();
      if (expected.startsWith('^')) expect(value, name).toMatch(new RegExp(expected));
      else expect(value, name).toBe(expected);
    }
    expect(request.headers.get('ttl')).toBe(String(PUSH_TTL_SECONDS));
    expect(request.headers.get('urgency')).toBe('high');
    expect(request.headers.get('topic')).toBe('auction-7');

    const [, token = '', key] = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.get('authorization') ?? '') ?? [];
    expect(key).toBe(vapid.keys.publicKey);
    expect(decodeProtectedHeader(token).alg).toBe(shape.jwt.alg);
    const { payload: claims } = await jwtVerify(token, await importJWK(vapid.publicJwk, 'ES256'), { audience: 'https://fcm.googleapis.com' });
    expect(claims.sub).toBe('mailto:push@campermarkt24.de');
    // RFC 8292 allows up to 24 hours; we stay within 12.
    expect(claims.exp).toBeGreaterThan(before);
    expect((claims.exp ?? 0) - before).toBeLessThanOrEqual(Math.min(shape.jwt.maxLifetimeSeconds, 12 * 3600) + 5);

    const body = request.body;
    expect(body.length).toBeLessThanOrEqual(shape.body.maxBytes);
    expect(new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0)).toBe(shape.body.recordSize);
    expect(body[20]).toBe(shape.body.keyIdBytes);
    const plaintext = await decryptPush(body, subscription.p256dh, subscription.privateKey, subscription.auth);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(PAYLOAD);
  });

  it('signs for the origin of each endpoint', async () => {
    const vapid = await testVapidKeys('https://campermarkt24.de/contact');
    const service = fakePushService();
    await new HttpPushTransport(vapid.keys, service.fetcher).send(await testSubscription('https://updates.push.services.mozilla.com/wpush/v2/gAAA'), PAYLOAD);
    const token = /t=([^,]+)/.exec(service.captured[0]?.headers.get('authorization') ?? '')?.[1] ?? '';
    const { payload } = await jwtVerify(token, await importJWK(vapid.publicJwk, 'ES256'));
    expect(payload.aud).toBe('https://updates.push.services.mozilla.com');
    expect(payload.sub).toBe('https://campermarkt24.de/contact');
  });

  it('reads what the push service answers', async () => {
    const vapid = await testVapidKeys();
    const subscription = await testSubscription(ENDPOINT);
    const outcomes: Record<number, string> = {};
    for (const status of [201, 404, 410, 429, 500, 503, 400, 413]) {
      const service = fakePushService(() => status);
      outcomes[status] = await new HttpPushTransport(vapid.keys, service.fetcher).send(subscription, PAYLOAD);
    }
    expect(outcomes).toEqual({ 201: 'sent', 404: 'gone', 410: 'gone', 429: 'retry', 500: 'retry', 503: 'retry', 400: 'rejected', 413: 'rejected' });
  });

  it('refuses a subscription whose keys are not a P-256 point and a 16-byte secret', async () => {
    const vapid = await testVapidKeys();
    const service = fakePushService();
    const subscription = await testSubscription(ENDPOINT);
    await expect(new HttpPushTransport(vapid.keys, service.fetcher).send({ ...subscription, auth: 'AAAA' }, PAYLOAD)).rejects.toThrow();
    expect(service.captured).toHaveLength(0);
  });
});
