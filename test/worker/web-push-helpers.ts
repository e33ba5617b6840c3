/**
 * Test side of web push: a browser's subscription key pair, the VAPID key pair of a deployment, a fake push service
 * that captures requests, and the browser's decryption (RFC 8291 / RFC 8188 aes128gcm) written independently of the
 * library under test with Web Crypto's own HKDF.
 */
import { decodeBase64Url, encodeBase64Url } from '../../domain/messages/web-push.ts';

export const b64 = (value: string): Uint8Array<ArrayBuffer> => {
  const bytes = decodeBase64Url(value);
  if (!bytes) throw new Error(`not base64url: ${value}`);
  return new Uint8Array(bytes);
};

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const text = (value: string) => new TextEncoder().encode(value);

async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array<ArrayBuffer>, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** A browser subscription: what it gives the server (p256dh, auth) and the private key only the browser holds. */
export interface TestSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
}

export async function importUaPrivateKey(publicKey: string, d: string): Promise<CryptoKey> {
  const point = b64(publicKey);
  const jwk = { kty: 'EC', crv: 'P-256', x: encodeBase64Url(point.slice(1, 33)), y: encodeBase64Url(point.slice(33, 65)), d };
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
}

export async function testSubscription(endpoint: string): Promise<TestSubscription> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { endpoint, p256dh: encodeBase64Url(raw), auth: encodeBase64Url(crypto.getRandomValues(new Uint8Array(16))), privateKey: pair.privateKey };
}

/** A deployment's VAPID identity, as the three settings carry it, and the public JWK that verifies its tokens. */
export async function testVapidKeys(subject = 'mailto:push@campermarkt24.de') {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const publicKey = encodeBase64Url(new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer));
  return {
    settings: { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: jwk.d ?? '', VAPID_SUBJECT: subject },
    keys: { publicKey, privateKey: jwk.d ?? '', subject },
    publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '' },
  };
}

/** What the browser does with a pushed body: RFC 8291 key derivation, then the single aes128gcm record. */
export async function decryptPush(body: Uint8Array, uaPublic: string, uaPrivate: CryptoKey, authSecret: string): Promise<Uint8Array> {
  const salt = new Uint8Array(body.slice(0, 16));
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20] ?? 0;
  const asPublic = new Uint8Array(body.slice(21, 21 + idLength));
  const record = new Uint8Array(body.slice(21 + idLength));
  if (record.length > recordSize) throw new Error('more than one record');
  const senderKey = await crypto.subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: senderKey }, uaPrivate, 256));
  const ikm = await hkdf(b64(authSecret), shared, concat(text('WebPush: info\0'), b64(uaPublic), asPublic), 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  // The last (and only) record ends with the delimiter 0x02 followed by zero padding.
  if (padded[end] !== 0x02) throw new Error(`bad padding delimiter ${padded[end]}`);
  return padded.slice(0, end);
}

export interface CapturedPush {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array;
}

/** A push service stand-in: records each request and answers with the status `answer` picks for its endpoint. */
export function fakePushService(answer: (endpoint: string) => number = () => 201) {
  const captured: CapturedPush[] = [];
  const fetcher = async (input: string, init: RequestInit): Promise<Response> => {
    const body = new Uint8Array(await new Response(init.body).arrayBuffer());
    captured.push({ url: input, method: init.method ?? 'GET', headers: new Headers(init.headers), body });
    return new Response(null, { status: answer(input) });
  };
  return { captured, fetcher };
}
