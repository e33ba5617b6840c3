import { describe, expect, it } from 'vitest';
import {
  formatMerchantCookie,
  isMerchantSecretShape,
  merchantCookieExpired,
  merchantCookiePayload,
  parseMerchantCookie,
} from './merchant-tracking.ts';

const SIGNATURE = 'A'.repeat(20) + 'b'.repeat(20) + '0_-';

describe('merchant tracking link', () => {
  it('accepts only the shape of an issued secret', () => {
    expect(isMerchantSecretShape('aB3_-'.repeat(8) + 'xyz')).toBe(true);
    expect(isMerchantSecretShape('guess')).toBe(false);
    expect(isMerchantSecretShape('a'.repeat(44))).toBe(false);
    expect(isMerchantSecretShape(`${'a'.repeat(42)}=`)).toBe(false);
  });

  it('reads back a cookie it wrote and refuses tampered shapes', () => {
    const cookie = { merchantId: 12, expiresS: 1_800_000_000, signature: SIGNATURE };
    expect(parseMerchantCookie(formatMerchantCookie(cookie))).toEqual(cookie);
    expect(parseMerchantCookie('12')).toBeNull();
    expect(parseMerchantCookie(`0.1800000000.${SIGNATURE}`)).toBeNull();
    expect(parseMerchantCookie(`12.1800000000.${SIGNATURE}x`)).toBeNull();
    expect(parseMerchantCookie(undefined)).toBeNull();
  });

  it('expires at the signed time', () => {
    const cookie = { merchantId: 1, expiresS: 1_000, signature: SIGNATURE };
    expect(merchantCookieExpired(cookie, 999_999)).toBe(false);
    expect(merchantCookieExpired(cookie, 1_000_000)).toBe(true);
  });

  it('signs the secret hash, so a new link gives a different payload', () => {
    expect(merchantCookiePayload(1, 2, 'aa')).not.toBe(merchantCookiePayload(1, 2, 'bb'));
  });
});
