/**
 * Seals a dealer's stored fleet-system credentials: AES-256-GCM (WebCrypto) under a key derived from AUTH_SECRET with
 * HKDF-SHA256 and its own info label, so the key serves no other purpose (the pattern of worker/lib/derived-keys.ts).
 * Format: "v1." + base64url(12-byte random IV || ciphertext with tag). Anything that does not open is null.
 */
import type { FleetCredentials } from './port.ts';

export const FLEET_CREDENTIALS_LABEL = 'campermarkt24/fleet-credentials/v1';
const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The AES-GCM key for the secret; cached per isolate like the derived HMAC keys. */
function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode(FLEET_CREDENTIALS_LABEL) },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
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

/** The version travels as additional data, so a sealed value cannot be passed off under another format. */
const ADDITIONAL_DATA = encoder.encode(FLEET_CREDENTIALS_LABEL);

export async function sealCredentials(secret: string, credentials: FleetCredentials): Promise<string> {
  // An empty secret would derive a key anyone can derive; refuse rather than store a readable value.
  if (!secret) throw new Error('auth_secret_missing');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify({ username: credentials.username, password: credentials.password }));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: ADDITIONAL_DATA }, await sealingKey(secret), plain),
  );
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return VERSION + toBase64url(joined);
}

/** The credentials, or null when the value is malformed, tampered with or sealed under another secret. */
export async function openCredentials(secret: string, sealed: string): Promise<FleetCredentials | null> {
  if (!secret || !sealed.startsWith(VERSION)) return null;
  const bytes = fromBase64url(sealed.slice(VERSION.length));
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return null;
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: ADDITIONAL_DATA },
      await sealingKey(secret),
      bytes.slice(IV_BYTES),
    );
  } catch {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(plain));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, password } = parsed as Record<string, unknown>;
    return typeof username === 'string' && typeof password === 'string' ? { username, password } : null;
  } catch {
    return null;
  }
}
