/**
 * Seals a dealer's stored fleet-system credentials with worker/lib/sealed.ts (AES-256-GCM under an HKDF key from
 * AUTH_SECRET with the fleet label). Format: "v1." + base64url(12-byte random IV || ciphertext with tag).
 * Anything that does not open is null.
 */
import { openText, SEAL_LABELS, sealText } from '../lib/sealed.ts';
import type { FleetCredentials } from './port.ts';

export const FLEET_CREDENTIALS_LABEL = SEAL_LABELS.fleetCredentials;

export function sealCredentials(secret: string, credentials: FleetCredentials): Promise<string> {
  return sealText(secret, FLEET_CREDENTIALS_LABEL, JSON.stringify({ username: credentials.username, password: credentials.password }));
}

/** The credentials, or null when the value is malformed, tampered with or sealed under another secret. */
export async function openCredentials(secret: string, sealed: string): Promise<FleetCredentials | null> {
  const plain = await openText(secret, FLEET_CREDENTIALS_LABEL, sealed);
  if (plain === null) return null;
  try {
    const parsed: unknown = JSON.parse(plain);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, password } = parsed as Record<string, unknown>;
    return typeof username === 'string' && typeof password === 'string' ? { username, password } : null;
  } catch {
    return null;
  }
}
