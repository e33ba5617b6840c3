import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url, isAuthSecret, isP256PublicKey, isPushServiceEndpoint, parseVapidKeys, pushOutcomeOf } from './web-push.ts';

function keyPair() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, 'base64url'), Buffer.from(jwk.y as string, 'base64url')]);
  return { jwk, publicKey: point.toString('base64url'), d: jwk.d as string };
}

describe('base64url', () => {
  it('round-trips every length against node', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = randomBytes(length);
      const encoded = encodeBase64Url(bytes);
      expect(encoded).toBe(bytes.toString('base64url'));
      expect(Buffer.from(decodeBase64Url(encoded) as Uint8Array).equals(bytes)).toBe(true);
    }
  });

  it('accepts padding and refuses other alphabets', () => {
    expect(decodeBase64Url('AQI=')).toEqual(new Uint8Array([1, 2]));
    expect(decodeBase64Url('a+b/')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
  });
});

describe('subscription keys', () => {
  it('knows a P-256 point and a 16-byte secret', () => {
    const { publicKey } = keyPair();
    expect(isP256PublicKey(publicKey)).toBe(true);
    expect(isP256PublicKey(randomBytes(65).toString('base64url').replace(/^./, 'A'))).toBe(false);
    expect(isP256PublicKey(randomBytes(33).toString('base64url'))).toBe(false);
    expect(isAuthSecret(randomBytes(16).toString('base64url'))).toBe(true);
    expect(isAuthSecret(randomBytes(32).toString('base64url'))).toBe(false);
  });
});

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGxN',
    'https://db5p.notify.windows.com/w/?token=x',
  ])('accepts %s', (endpoint) => expect(isPushServiceEndpoint(endpoint)).toBe(true));

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user@fcm.googleapis.com/x',
    'https://evilfcm.googleapis.com.example.org/x',
    'https://example.com/fcm.googleapis.com',
    'https://127.0.0.1/x',
    'https://fcm.googleapis.com/with space',
    `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
  ])('refuses %s', (endpoint) => expect(isPushServiceEndpoint(endpoint)).toBe(false));
});

describe('parseVapidKeys', () => {
  it('reads a bare private scalar or a matching JWK', () => {
    const { jwk, publicKey, d } = keyPair();
    const subject = 'mailto:ops@campermarkt24.de';
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: d, VAPID_SUBJECT: subject })).toEqual({ publicKey, privateKey: d, subject });
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: JSON.stringify(jwk), VAPID_SUBJECT: subject })?.privateKey).toBe(d);
  });

  it('is off when anything is missing, malformed or belongs to another key pair', () => {
    const one = keyPair();
    const other = keyPair();
    const subject = 'https://campermarkt24.de/contact';
    expect(parseVapidKeys({})).toBeNull();
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: one.d })).toBeNull();
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: one.d, VAPID_SUBJECT: 'ops@example.com' })).toBeNull();
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: 'short', VAPID_SUBJECT: subject })).toBeNull();
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: one.d, VAPID_PRIVATE_KEY: one.d, VAPID_SUBJECT: subject })).toBeNull();
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: JSON.stringify(other.jwk), VAPID_SUBJECT: subject })).toBeNull();
    expect(parseVapidKeys({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: '{not json', VAPID_SUBJECT: subject })).toBeNull();
  });
});

describe('pushOutcomeOf', () => {
  it.each([
    [201, 'sent'],
    [200, 'sent'],
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'rejected'],
    [403, 'rejected'],
    [413, 'rejected'],
  ] as const)('%i is %s', (status, outcome) => expect(pushOutcomeOf(status)).toBe(outcome));
});
