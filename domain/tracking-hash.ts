/** Hashed e-mail and phone identifiers for conversion tracking, so no plain personal data leaves the platform. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export type TrackingHashType = 'email' | 'phone';

/**
 * SHA-256 hex of the value in the form the ad platforms match on: a trimmed, lower-cased e-mail, or a phone's
 * digits only. @noble/hashes rather than WebCrypto because its digest is synchronous and identical everywhere.
 */
export function trackingHash(value: string, type: TrackingHashType): string {
  // Checked at run time too: the type can come from untyped input (a request body, a template).
  const kind: string = type;
  let normalized: string;
  if (kind === 'email') normalized = value.trim().toLowerCase();
  else if (kind === 'phone') normalized = value.replace(/[^0-9]/g, '');
  else throw new Error("Invalid type: must be 'email' or 'phone'");
  return bytesToHex(sha256(utf8ToBytes(normalized)));
}
