/**
 * The e-mail settings links of reminder mails: e (the address, base64url), x (expiry, epoch seconds) and h (an HMAC
 * of both under a key derived for this purpose only). Built by every mail that carries one, checked by the route.
 */
import { derivedMac, KEY_LABELS } from './derived-keys.ts';

/** How long an e-mail settings link works. */
export const AUTOMATION_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function linkMac(secret: string, email: string, expiresS: string): Promise<string> {
  return derivedMac(secret, KEY_LABELS.emailAutomationLink, `${email}\n${expiresS}`);
}

/** The query of a reminder link to this address (e, x, h), valid for AUTOMATION_LINK_TTL_MS from `now`. */
export async function automationLink(secret: string, email: string, now = Date.now()): Promise<{ e: string; x: string; h: string }> {
  const e = btoa(email).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const x = String(Math.floor((now + AUTOMATION_LINK_TTL_MS) / 1000));
  return { e, x, h: await linkMac(secret, email, x) };
}
