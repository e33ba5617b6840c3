import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_HOSTS, hostForLocale, parseLocaleHosts, resolveLocale } from './locales.ts';

const hosts = parseLocaleHosts('campermarkt24.nl=nl, campermarkt24.com=en');

describe('locale resolution', () => {
  it('takes the host first, even over a prefix, an explicit choice and the cookie', () => {
    expect(resolveLocale({ host: 'campermarkt24.nl', hosts, prefix: 'en', explicit: 'pl', cookie: 'sv' })).toEqual({
      locale: 'nl',
      source: 'host',
    });
    expect(resolveLocale({ host: 'CAMPERMARKT24.COM:443', hosts })).toEqual({ locale: 'en', source: 'host' });
  });

  it('then the path prefix, then an explicit choice, then the cookie, then German', () => {
    expect(resolveLocale({ host: 'localhost:8787', hosts, prefix: 'sv', explicit: 'pl', cookie: 'da' }).locale).toBe('sv');
    expect(resolveLocale({ host: 'localhost', hosts, explicit: 'pl', cookie: 'da' }).locale).toBe('pl');
    expect(resolveLocale({ host: 'localhost', hosts, cookie: 'da' })).toEqual({ locale: 'da', source: 'cookie' });
    expect(resolveLocale({ host: 'localhost', hosts, cookie: 'xx' })).toEqual({ locale: 'de', source: 'default' });
  });

  it('parses host maps leniently and falls back to the production domains', () => {
    expect(parseLocaleHosts('a.example=en,broken,b.example=zz,c.example=cs')).toEqual({ 'a.example': 'en', 'c.example': 'cs' });
    expect(parseLocaleHosts('')).toEqual(DEFAULT_LOCALE_HOSTS);
    expect(hostForLocale(DEFAULT_LOCALE_HOSTS, 'sv')).toBe('campermarkt24.se');
  });
});
