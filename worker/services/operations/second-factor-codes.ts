/**
 * The second factor's primitives: TOTP (RFC 6238 via otpauth: SHA1, 6 digits, 30 s, one step either side for clock
 * drift), the QR code for authenticator apps (uqr, SVG) and one-time recovery codes stored only as keyed hashes.
 */
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { derivedMac, KEY_LABELS } from '../../lib/derived-keys.ts';

export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'CamperMarkt24';
/** 20 bytes = 160 bits, the size RFC 4226 recommends for SHA1. */
const SECRET_BYTES = 20;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i), so a code typed from paper works. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

function totp(base32Secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(base32Secret) });
}

/** A fresh random secret, base32 (what authenticator apps take for manual entry). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI and its QR code for the operator's authenticator app. */
export function enrolmentOf(base32Secret: string, label: string): { otpauthUri: string; qrSvg: string } {
  const otpauthUri = totp(base32Secret, label).toString();
  return { otpauthUri, qrSvg: renderSVG(otpauthUri, { ecc: 'M', border: 2 }) };
}

/** The time step a 6-digit code belongs to (within one step of now), or null when it matches none. */
export function matchingStep(base32Secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(base32Secret, 'check').validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** Ten new recovery codes, "xxxxx-xxxxx" (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(RECOVERY_LENGTH));
    // 256 is not a multiple of 31, so rejection would be exact; the bias of a plain modulo (<1 %) costs < 0.1 bit.
    const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a typed recovery code is compared as: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** The stored form of a recovery code: an HMAC under its own derived key, bound to the operator. */
export function recoveryCodeHash(authSecret: string, customerId: number, code: string): Promise<string> {
  return derivedMac(authSecret, KEY_LABELS.operatorRecoveryCode, `${customerId}:${normalizeRecoveryCode(code)}`);
}
