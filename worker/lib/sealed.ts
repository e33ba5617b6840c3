/**
 * Seals small secrets for storage: AES-256-GCM (WebCrypto) under a key derived from AUTH_SECRET with HKDF-SHA256 and
 * a purpose label, so each key serves one purpose only (the pattern of worker/lib/derived-keys.ts).
 * Format: "v1." + base64url(12-byte random IV || ciphertext with tag); the label travels as additional data, so a
 * value sealed for one purpose never opens as another. Anything that does not open is null.
 */
import { derivedKey } from './derived-keys.ts';

/** The purposes in use; each names one purpose and version. Never reuse a label for something else. */
export const SEAL_LABELS = {
  fleetCredentials: 'campermarkt24/fleet-credentials/v1',
  operatorTotp: 'campermarkt24/operator-totp/v1',
  /** The key of a valuation's report link, so its mails can link to the report again (worker/services/valuation). */
  valuationReportKey: 'campermarkt24/valuation-report-key/v1',
} as const;

export type SealLabel = (typeof SEAL_LABELS)[keyof typeof SEAL_LABELS];

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const encoder = new TextEncoder();
/** The AES-GCM key for the secret and purpose. */
function sealingKey(secret: string, label: SealLabel): Promise<CryptoKey> {
  return derivedKey(secret, label, { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt']);
}

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function sealText(secret: string, label: SealLabel, plain: string): Promise<string> {
  // An empty secret would derive a key anyone can derive; refuse rather than store a readable value.
  if (!secret) throw new Error('auth_secret_missing');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(label) }, await sealingKey(secret, label), encoder.encode(plain)),
  );
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return VERSION + toBase64url(joined);
}

/** The plain text, or null when the value is malformed, tampered with, sealed for another purpose or under another secret. */
export async function openText(secret: string, label: SealLabel, sealed: string): Promise<string | null> {
  if (!secret || !sealed.startsWith(VERSION)) return null;
  const bytes = fromBase64url(sealed.slice(VERSION.length));
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(label) },
      await sealingKey(secret, label),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
