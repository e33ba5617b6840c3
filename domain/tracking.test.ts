import { describe, expect, it } from 'vitest';
import { filterAccessLogCookies, shouldLogUserAction } from './tracking.ts';

describe('access log cookies', () => {
  it('drops auth, consent and analytics cookies and keeps the rest', () => {
    expect(
      filterAccessLogCookies({
        'cm24-uuid': 'u',
        'X-Session-Id': 's',
        tap_rc: 'ref',
        'auth._token.local': 't',
        access_token: 'a',
        refresh_token: 'r',
        cookie_consent: 'yes',
        CookieConsent: 'yes',
        _ga: 'g',
        _ga_ABC: 'g',
        _gid: 'g',
        _fbp: 'f',
        _hjSession: 'h',
        i18n_locale: 'en',
      }),
    ).toEqual({ 'cm24-uuid': 'u', 'X-Session-Id': 's', tap_rc: 'ref', i18n_locale: 'en' });
  });
});

describe('user action log', () => {
  it('logs only with a customer id or a visitor uuid', () => {
    expect(shouldLogUserAction({})).toBe(false);
    expect(shouldLogUserAction({ customerId: null, uuid: '' })).toBe(false);
    expect(shouldLogUserAction({ customerId: 5 })).toBe(true);
    expect(shouldLogUserAction({ uuid: 'abc' })).toBe(true);
  });
});
