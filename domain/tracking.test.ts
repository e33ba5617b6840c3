import { describe, expect, it } from 'vitest';
import { filterAccessLogCookies, shouldLogUserAction, storableQuery, storableUrl } from './tracking.ts';

describe('access log cookies', () => {
  it('drops auth, consent and analytics cookies and the visitor id, and keeps the rest', () => {
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
    ).toEqual({ 'X-Session-Id': 's', tap_rc: 'ref', i18n_locale: 'en' });
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

describe('session cookies in the access log', () => {
  it('are dropped with and without the __Host- prefix', () => {
    expect(filterAccessLogCookies({ cm24_at: 'a', cm24_rt: 'r', '__Host-cm24_rt': 'r', '__Host-cm24_csrf': 'c', '__Secure-x': 's', 'X-Session-Id': 's' })).toEqual({
      'X-Session-Id': 's',
    });
  });
});

describe('storable query parameters', () => {
  it('keep campaign markers and catalogue filters and drop tokens, link secrets and unknown names', () => {
    expect(
      storableQuery({ utm_source: 'news', gclid: 'g', make: 'hymer', page: '2', token: 'secret', unlock: 'u', e: 'x', h: 'y', x: '1', mc: 'm', zip: '50667' }),
    ).toEqual({ utm_source: 'news', gclid: 'g', make: 'hymer', page: '2' });
  });
});

describe('storable URLs', () => {
  it('strip the tokens of sign-in, verify, unlock and e-mail settings links', () => {
    expect(storableUrl('/en/auth/signing-in?token=Abc123XyZ&utm_source=mail')).toBe('/en/auth/signing-in?utm_source=mail');
    expect(storableUrl('/de/auth/verify?unlock=Q1w2E3r4T5')).toBe('/de/auth/verify');
    expect(storableUrl('https://campermarkt24.de/account/email-settings?e=YQ&h=ff&x=1#top')).toBe('https://campermarkt24.de/account/email-settings');
  });

  it('keep paths, slugs and allowed parameters as they are', () => {
    expect(storableUrl('/en/buy-a-motorhome?make=hymer%2Cknaus&sort=newest')).toBe('/en/buy-a-motorhome?make=hymer%2Cknaus&sort=newest');
    expect(storableUrl('/de/wohnmobil/hymer-b-klasse-modern-comfort-i-550/1234')).toBe('/de/wohnmobil/hymer-b-klasse-modern-comfort-i-550/1234');
  });

  it('replace token-like path segments and survive malformed escapes', () => {
    expect(storableUrl('/public/product/passwordless/Xk9_aQ2-LmZ7pR4tV8wY1bN3cD5eF6gH')).toBe('/public/product/passwordless/:token');
    expect(storableUrl('/x?%E0%A4%A=1&ref=a')).toBe('/x?ref=a');
  });
});
