/**
 * The rules of web push for dealers: which subscriptions are acceptable, how the VAPID settings are read (fail closed)
 * and what a push service's answer means for the subscription.
 */

/** A dealer keeps at most this many browsers subscribed; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTION_LIMIT = 10;
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/**
 * The push services of current browsers (Chrome, Edge, Opera, Samsung: FCM; Firefox: Mozilla autopush; Safari:
 * Apple; legacy Edge: WNS). The server posts to whatever endpoint a subscription names, so only these hosts are
 * accepted: a stored endpoint can never make the worker call an arbitrary server.
 */
const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** https, one of the push service hosts, no port and no user info; written without URL so the domain needs no DOM types. */
export function isPushServiceEndpoint(value: string): boolean {
  if (value.length > PUSH_ENDPOINT_MAX_LENGTH) return false;
  const match = /^https:\/\/([A-Za-z0-9.-]+)(?:\/[\x21-\x7e]*)?$/.exec(value);
  const host = match?.[1]?.toLowerCase();
  if (!host) return false;
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (padding optional) to bytes; null when it is not base64url. */
export function decodeBase64Url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return null;
  const plain = value.replace(/=+$/, '');
  if (plain.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((plain.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of plain) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer & 0xffff) << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += ALPHABET[(buffer >> bits) & 0x3f];
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (6 - bits)) & 0x3f];
  return out;
}

/** An uncompressed P-256 point (0x04 || x || y), as PushSubscription.getKey('p256dh') and VAPID public keys are. */
export function isP256PublicKey(value: string): boolean {
  const bytes = decodeBase64Url(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

/** The subscription's authentication secret is 16 random bytes (RFC 8291, section 3.2). */
export function isAuthSecret(value: string): boolean {
  return decodeBase64Url(value)?.length === 16;
}

/** The server's VAPID identity: public key (base64url point), private key (base64url d) and subject. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidSettings {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/** The private scalar from either a JWK (JSON with d, and x/y that must match the public key) or a bare base64url d. */
function privateScalar(value: string, publicKey: Uint8Array): string | null {
  let d = value;
  if (value.startsWith('{')) {
    let jwk: unknown;
    try {
      jwk = JSON.parse(value);
    } catch {
      return null;
    }
    if (typeof jwk !== 'object' || jwk === null) return null;
    const { kty, crv, x, y, d: scalar } = jwk as Record<string, unknown>;
    if (kty !== 'EC' || crv !== 'P-256' || typeof scalar !== 'string') return null;
    if (x !== undefined || y !== undefined) {
      // A JWK of another key pair would sign tokens the push services reject: treat it as not configured.
      if (typeof x !== 'string' || typeof y !== 'string') return null;
      if (x !== encodeBase64Url(publicKey.slice(1, 33)) || y !== encodeBase64Url(publicKey.slice(33, 65))) return null;
    }
    d = scalar;
  }
  return decodeBase64Url(d)?.length === 32 ? d.replace(/=+$/, '') : null;
}

/**
 * The VAPID keys when all three settings are present and well formed; otherwise null, and push is simply off (the
 * settings page offers no opt-in and nothing is sent). The subject is a mailto: or https: contact (RFC 8292).
 */
export function parseVapidKeys(settings: VapidSettings): VapidKeys | null {
  const publicKey = settings.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = settings.VAPID_PRIVATE_KEY?.trim() ?? '';
  const subject = settings.VAPID_SUBJECT?.trim() ?? '';
  if (!publicKey || !privateKey || !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) return null;
  const point = decodeBase64Url(publicKey);
  if (point === null || point.length !== 65 || point[0] !== 0x04) return null;
  const d = privateScalar(privateKey, point);
  return d === null ? null : { publicKey: encodeBase64Url(point), privateKey: d, subject };
}

/** What a push service's answer means: delivered, the subscription is gone for good, or keep it and move on. */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected';

/**
 * 2xx is accepted (201 Created is the standard answer). 404 and 410 mean the browser unsubscribed or the subscription
 * expired: delete it. 429 and 5xx are the service's own trouble, so the subscription stays. Any other 4xx (bad VAPID
 * token, payload too large) is a fault on our side, not the subscription's: it stays too.
 */
export function pushOutcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'rejected';
}
