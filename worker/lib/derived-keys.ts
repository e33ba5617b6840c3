/**
 * Purpose-bound HMAC keys derived from AUTH_SECRET with HKDF-SHA256 (WebCrypto), so a MAC made for one purpose
 * (e-mail settings links, client hashes in the security log) can never stand in for another or for an access token.
 */

const encoder = new TextEncoder();

/** The info labels in use; each names one purpose and version. Never reuse a label for something else. */
export const KEY_LABELS = {
  emailAutomationLink: 'campermarkt24/email-automation-link/v2',
  securityEventClient: 'campermarkt24/security-event-client/v1',
  passwordProof: 'campermarkt24/password-proof/v1',
  operatorRecoveryCode: 'campermarkt24/operator-recovery-code/v1',
  knownBrowser: 'campermarkt24/known-browser/v1',
  /** The dealer tracking cookie (worker/services/merchant-tracking.ts). */
  merchantReferral: 'campermarkt24/merchant-referral/v1',
  /** The newsletter's unsubscribe links (worker/services/newsletter-marketing.ts). */
  newsletterUnsubscribe: 'campermarkt24/newsletter-unsubscribe/v1',
  /** A visitor's access to their chat conversation (worker/routes/chat.ts). */
  chatConversation: 'campermarkt24/chat-conversation/v1',
} as const;

export type KeyLabel = (typeof KEY_LABELS)[keyof typeof KEY_LABELS];

const cache = new Map<string, Promise<CryptoKey>>();

/**
 * A key for one purpose, derived from the secret with HKDF-SHA256 and the purpose's label; cached per isolate (the
 * secret, label and algorithm decide the key). worker/lib/sealed.ts takes its AES-GCM keys from here too.
 */
export function derivedKey(secret: string, label: string, algorithm: HmacKeyGenParams | AesKeyGenParams, usages: KeyUsage[]): Promise<CryptoKey> {
  const cacheKey = `${algorithm.name}\u0000${label}\u0000${secret}`;
  let key = cache.get(cacheKey);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) => crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode(label) }, base, algorithm, false, usages));
    cache.set(cacheKey, key);
  }
  return key;
}

/** An HMAC-SHA256 key for one purpose. */
export function derivedHmacKey(secret: string, label: KeyLabel): Promise<CryptoKey> {
  return derivedKey(secret, label, { name: 'HMAC', hash: 'SHA-256', length: 256 }, ['sign']);
}

function base64url(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** HMAC-SHA256 of `data` under the purpose's derived key, base64url without padding (43 characters). */
export async function derivedMac(secret: string, label: KeyLabel, data: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await derivedHmacKey(secret, label), encoder.encode(data)));
}
