import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_RULE_KEYS,
  hasImageDimensions,
  isAlpha,
  isAlphaDash,
  isAlphanumeric,
  isAlphaSpaces,
  isConfirmation,
  matchesFormat,
} from './generic-rules.ts';
import { emailTypoSuggestion, FREE_EMAIL_PROVIDERS, isFreeEmailProvider } from './predicates.ts';

describe('isAlpha', () => {
  it.each([['Anna'], ['Müller'], ['Łódź'], ['Øresund'], ['Řehoř']])('accepts %s', (value) => expect(isAlpha(value)).toBe(true));
  it.each([[''], ['Anna Maria'], ['Anna-Maria'], ['R2'], ['a_b'], [' '], [42], [null]])('rejects %j', (value) => expect(isAlpha(value)).toBe(false));
});

describe('isAlphaDash', () => {
  it.each([['hymer-b-klasse'], ['camper_2024'], ['Škoda-4x4'], ['-'], ['123']])('accepts %s', (value) => expect(isAlphaDash(value)).toBe(true));
  it.each([[''], ['a b'], ['a.b'], ['a/b'], ['<b>'], [undefined]])('rejects %j', (value) => expect(isAlphaDash(value)).toBe(false));
});

describe('isAlphaSpaces', () => {
  it.each([['Anna Maria'], ['Bad Homburg'], ['Sankt Peter Ording'], ['Ängelholm']])('accepts %s', (value) => expect(isAlphaSpaces(value)).toBe(true));
  it.each([[''], ['   '], ['Anna-Maria'], ['Route 66'], ['a\tb'], [false]])('rejects %j', (value) => expect(isAlphaSpaces(value)).toBe(false));
});

describe('isAlphanumeric', () => {
  it.each([['WDB9066331S123456'], ['abc123'], ['Ärger1'], ['7']])('accepts %s', (value) => expect(isAlphanumeric(value)).toBe(true));
  it.each([[''], ['ab 12'], ['ab-12'], ['ab_12'], ['1.5'], [12]])('rejects %j', (value) => expect(isAlphanumeric(value)).toBe(false));
});

describe('isConfirmation', () => {
  it('accepts an identical repeat', () => {
    expect(isConfirmation('Geheim123 ', 'Geheim123 ')).toBe(true);
  });
  it.each([
    ['Geheim123', 'geheim123'],
    ['Geheim123', 'Geheim123 '],
    ['', 'Geheim123'],
    [undefined, 'Geheim123'],
    ['x', null],
  ])('rejects %j as a repeat of %j', (repeat, original) => {
    expect(isConfirmation(repeat, original)).toBe(false);
  });
});

describe('hasImageDimensions', () => {
  it('accepts the exact size and refuses any other', () => {
    expect(hasImageDimensions({ width: 400, height: 400 }, { width: 400, height: 400 })).toBe(true);
    expect(hasImageDimensions({ width: 401, height: 400 }, { width: 400, height: 400 })).toBe(false);
    expect(hasImageDimensions({ width: 400, height: 300 }, { width: 400, height: 400 })).toBe(false);
  });
  it('with atLeast, accepts larger images in both directions only', () => {
    const min = { width: 800, height: 600 };
    expect(hasImageDimensions({ width: 4000, height: 3000 }, min, { atLeast: true })).toBe(true);
    expect(hasImageDimensions({ width: 800, height: 600 }, min, { atLeast: true })).toBe(true);
    expect(hasImageDimensions({ width: 4000, height: 599 }, min, { atLeast: true })).toBe(false);
  });
  it.each([
    [{ width: 0, height: 10 }],
    [{ width: -1, height: 10 }],
    [{ width: 10.5, height: 10 }],
    [{ width: Number.NaN, height: 10 }],
    [{ width: Number.POSITIVE_INFINITY, height: 10 }],
  ])('refuses a broken size %j', (size) => {
    expect(hasImageDimensions(size, { width: 1, height: 1 }, { atLeast: true })).toBe(false);
  });
});

describe('matchesFormat', () => {
  it('needs the whole value to match', () => {
    expect(matchesFormat('AB-12', /[A-Z]{2}-[0-9]{2}/)).toBe(true);
    expect(matchesFormat('xAB-12', /[A-Z]{2}-[0-9]{2}/)).toBe(false);
    expect(matchesFormat('AB-123', /[A-Z]{2}-[0-9]{2}/)).toBe(false);
  });
  it('keeps flags, and a global pattern gives the same answer every time', () => {
    expect(matchesFormat('ab-12', /[a-z]{2}-[0-9]{2}/i)).toBe(true);
    const global = /[0-9]+/g;
    expect([matchesFormat('12', global), matchesFormat('12', global)]).toEqual([true, true]);
  });
  it('refuses what is not text', () => {
    expect(matchesFormat(12, /[0-9]+/)).toBe(false);
  });
});

describe('the typo hint on the domains people mistype', () => {
  it.each([
    ['anna@gmial.com', 'anna@gmail.com'],
    ['anna@gmx.dee', 'anna@gmx.de'],
    ['anna@hotmial.com', 'anna@hotmail.com'],
    ['anna@web.dr', 'anna@web.de'],
    ['anna@t-onlien.de', 'anna@t-online.de'],
  ])('asks about %s', (value, expected) => {
    expect(emailTypoSuggestion(value)).toBe(expected);
  });
  it.each([['anna@gmail.com'], ['anna@web.de'], ['info@campermarkt24.de']])('does not ask about %s', (value) => {
    expect(emailTypoSuggestion(value)).toBeNull();
  });
});

describe('the free-mail-provider rule (the spec\'s meaning: the value is in the list)', () => {
  it('passes for every listed provider, and the typo question never doubts one of them', () => {
    const doubted = FREE_EMAIL_PROVIDERS.filter((domain) => !isFreeEmailProvider(`anna@${domain}`) || emailTypoSuggestion(`anna@${domain}`) !== null);
    expect(doubted).toEqual([]);
  });
  it('fails for a company domain and for a near miss of a provider', () => {
    expect(isFreeEmailProvider('info@campermarkt24.de')).toBe(false);
    expect(isFreeEmailProvider('anna@gmial.com')).toBe(false);
  });
});

describe('message keys', () => {
  const LOCALES = ['de', 'en', 'nl', 'sv', 'da', 'pl', 'es', 'cs'];
  const keys = [...Object.values(GENERIC_RULE_KEYS), 'validation.email_typo', 'validation.free_email_provider'];
  it.each(LOCALES.map((locale) => [locale]))('are translated in %s', (locale) => {
    const messages = JSON.parse(readFileSync(new URL(`../../client/i18n/${locale}.json`, import.meta.url), 'utf8')) as {
      validation: Record<string, unknown>;
    };
    const missing = keys.filter((key) => {
      const text = messages.validation[key.slice('validation.'.length)];
      return typeof text !== 'string' || text === '';
    });
    expect(missing).toEqual([]);
  });
});
