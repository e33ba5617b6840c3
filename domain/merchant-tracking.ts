/** Rules of the dealer tracking link (?mc=): the secret's shape, the cookie's life and value, and the cleaned address. */

/** The query parameter of the link. */
export const MERCHANT_LINK_PARAM = 'mc';

/** The cookie the server sets once it has confirmed a secret (httpOnly: no script on the page reads it). */
export const MERCHANT_COOKIE = 'cm24-merchant';

/** 30 days, like the referral cookie tap_rc of the spec: long enough for a seller to come back and finish an ad. */
export const MERCHANT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A secret is 32 random bytes in base64url (43 characters); anything else cannot be one and is refused unread. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isMerchantSecretShape(value: string): boolean {
  return SECRET_SHAPE.test(value);
}

/** The cookie's parts: the dealer, when it expires (seconds since the epoch) and the server's signature. */
export interface MerchantCookie {
  merchantId: number;
  expiresS: number;
  signature: string;
}

/** What the server signs: the dealer, the expiry and the hash of the link's secret, so a new link voids old cookies. */
export function merchantCookiePayload(merchantId: number, expiresS: number, secretHash: string): string {
  return `merchant-link:${merchantId}:${expiresS}:${secretHash}`;
}

export function formatMerchantCookie(cookie: MerchantCookie): string {
  return `${cookie.merchantId}.${cookie.expiresS}.${cookie.signature}`;
}

/** The cookie's parts, or null for anything that is not a well-formed value (the signature is checked by the server). */
export function parseMerchantCookie(value: string | undefined): MerchantCookie | null {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  return { merchantId: Number(match[1]), expiresS: Number(match[2]), signature: match[3] ?? '' };
}

export function merchantCookieExpired(cookie: MerchantCookie, nowMs: number): boolean {
  return cookie.expiresS * 1000 <= nowMs;
}
