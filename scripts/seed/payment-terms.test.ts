/** The payment term the site states in every locale is the one the orders use (domain/payment-terms.ts). */
import { describe, expect, it } from 'vitest';
import type { LocaleContent } from '../../domain/content.ts';
import { LOCALES, type Locale } from '../../domain/locales.ts';
import { PAYMENT_TERM_DAYS, paymentDueAt } from '../../domain/payment-terms.ts';
import { content as cs } from './content/cs.ts';
import { content as da } from './content/da.ts';
import { content as de } from './content/de.ts';
import { content as en } from './content/en.ts';
import { content as es } from './content/es.ts';
import { content as nl } from './content/nl.ts';
import { content as pl } from './content/pl.ts';
import { content as sv } from './content/sv.ts';

const CONTENT: Record<Locale, LocaleContent> = { de, en, nl, sv, da, pl, es, cs };

/** How each locale says "invoice" and "day(s)", to find the sentences that state a payment term. */
const WORDS: Record<Locale, { invoice: RegExp; day: RegExp }> = {
  de: { invoice: /Rechnung/, day: /\bTag(?:e|en)?\b/g },
  en: { invoice: /invoice/i, day: /\bdays?\b/g },
  nl: { invoice: /factu/i, day: /\bdag(?:en)?\b/g },
  sv: { invoice: /faktur/i, day: /\bdag(?:ar)?\b/g },
  da: { invoice: /faktur/i, day: /\bdage?\b/g },
  pl: { invoice: /faktur/i, day: /(?<![\p{L}])(?:dni|dzień|dnia)(?![\p{L}])/gu },
  es: { invoice: /factur/i, day: /(?<![\p{L}])días?(?![\p{L}])/gu },
  cs: { invoice: /faktur/i, day: /(?<![\p{L}])(?:dnů|dny|dní|den)(?![\p{L}])/gu },
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Each mention of days in a text (paragraph, FAQ answer) about the invoice, with the word before it: the number. */
function paymentTermMentions(locale: Locale): string[] {
  const { invoice, day } = WORDS[locale];
  const texts = strings(CONTENT[locale]).filter((text) => invoice.test(text));
  return texts.flatMap((text) => [...text.matchAll(day)].map((match) => /(\S+)\s+$/.exec(text.slice(0, match.index))?.[1] ?? ''));
}

describe('payment terms', () => {
  it('makes the order due PAYMENT_TERM_DAYS whole days after the sale (the invoice date)', () => {
    const soldAt = Date.UTC(2026, 5, 1, 15, 30);
    expect(paymentDueAt(soldAt) - soldAt).toBe(PAYMENT_TERM_DAYS * 24 * 3_600_000);
  });

  for (const locale of LOCALES) {
    it(`states the same term in the ${locale} site texts`, () => {
      const mentions = paymentTermMentions(locale);
      // The FAQ, the dealer pricing page and the terms each name the term.
      expect(mentions.length, locale).toBeGreaterThanOrEqual(3);
      expect(mentions, locale).toEqual(mentions.map(() => String(PAYMENT_TERM_DAYS)));
    });
  }
});
