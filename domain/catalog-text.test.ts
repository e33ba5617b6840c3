import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogFilters, serializeCatalogFilters } from './catalog-filters.ts';
import { planSuggestions } from './catalog-suggest.ts';
import { applyTextPlan, matchExpression, MAX_TERMS, planText, textTerms } from './catalog-text.ts';
import { TEXT_VOCABULARY } from './catalog-text-vocabulary.ts';

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe('the q parameter', () => {
  it('is trimmed with its spaces collapsed, and round-trips through the URL', () => {
    const parsed = parse('q=%20%20Hymer%20%20%20Exsis%20');
    expect(parsed.ok && parsed.filters.q).toBe('Hymer Exsis');
    if (parsed.ok) expect(serializeCatalogFilters(parsed.filters)).toEqual({ q: 'Hymer Exsis' });
  });

  it('is no filter when it holds no letter or digit, and a named error when too long', () => {
    const punctuation = parse('q=%22*()%20-');
    expect(punctuation.ok && punctuation.filters.q).toBeUndefined();
    expect(parse(`q=${'a'.repeat(101)}`)).toEqual({ ok: false, fields: { q: 'validation.max' } });
    expect(parse(`q=${'a'.repeat(100)}`).ok).toBe(true);
  });

  it('sort=distance needs a postal code', () => {
    expect(parse('sort=distance')).toEqual({ ok: false, fields: { zip: 'validation.required' } });
    const parsed = parse('sort=distance&zip=20095');
    expect(parsed.ok && parsed.filters.sort).toBe('distance');
  });
});

describe('text terms and the MATCH expression', () => {
  it('keeps runs of letters and digits only, lower-cased, without repeats and at most eight', () => {
    expect(textTerms('Hymer "B-Klasse" OR NEAR(x)*')).toEqual(['hymer', 'b', 'klasse', 'or', 'near', 'x']);
    expect(textTerms('Obytný vůz')).toEqual(['obytný', 'vůz']);
    expect(textTerms('a a a')).toEqual(['a']);
    expect(textTerms('1 2 3 4 5 6 7 8 9 10')).toHaveLength(MAX_TERMS);
  });

  it('quotes every term, with a prefix star from two characters on', () => {
    expect(matchExpression(['hym', 'b', '580'])).toBe('"hym"* "b" "580"*');
  });

  it('never lets user input out of its quotes, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (input) => {
        const expression = matchExpression(textTerms(input));
        // Every token is a quoted run of letters and digits, optionally followed by a star.
        expect(expression).toMatch(/^(?:"[\p{L}\p{N}]+"\*?(?: |$))*$/u);
      }),
    );
  });
});

describe('planning words into filters', () => {
  it('turns exact make names (one or two words, with or without diacritics) into the make filter', () => {
    expect(planText('hymer exsis', TEXT_VOCABULARY)).toEqual({ makes: ['hymer'], terms: ['exsis'] });
    expect(planText('Bürstner', TEXT_VOCABULARY)).toEqual({ makes: ['buerstner'], terms: [] });
    expect(planText('burstner', TEXT_VOCABULARY).makes).toEqual(['buerstner']);
    expect(planText('roller team kronos', TEXT_VOCABULARY)).toEqual({ makes: ['roller_team'], terms: ['kronos'] });
    // A prefix of a make is text (found by the index), not a filter.
    expect(planText('hym', TEXT_VOCABULARY)).toEqual({ makes: [], terms: ['hym'] });
  });

  it('turns a type word of any locale into the type filter unless a type is chosen', () => {
    expect(planText('Wohnmobil Alkoven', TEXT_VOCABULARY)).toEqual({ makes: [], productType: 'motorhome', terms: ['alkoven'] });
    expect(planText('obytný vůz', TEXT_VOCABULARY).productType).toBe('motorhome');
    expect(planText('husvagn', TEXT_VOCABULARY).productType).toBe('trailer');
    expect(planText('wohnwagen', TEXT_VOCABULARY, 'motorhome')).toEqual({ makes: [], terms: ['wohnwagen'] });
  });

  it('adds named makes to the chosen ones', () => {
    const parsed = parse('q=hymer%20exsis&make=knaus');
    if (!parsed.ok) throw new Error('parse');
    const { filters, terms } = applyTextPlan(parsed.filters, TEXT_VOCABULARY);
    expect(filters.makes).toEqual(['knaus', 'hymer']);
    expect(terms).toEqual(['exsis']);
  });
});

describe('suggestion lookups', () => {
  it('matches makes by prefix and reads "make model" as models of that make', () => {
    expect(planSuggestions('hy', TEXT_VOCABULARY)).toEqual({ makes: ['hymer'], modelPrefix: 'hy' });
    expect(planSuggestions('Hymer Ex', TEXT_VOCABULARY)).toEqual({ makes: ['hymer'], make: 'hymer', modelPrefix: 'ex' });
    expect(planSuggestions('pöss', TEXT_VOCABULARY)?.makes).toEqual(['poessl']);
    expect(planSuggestions('h', TEXT_VOCABULARY)).toBeNull();
    expect(planSuggestions(' - ', TEXT_VOCABULARY)).toBeNull();
  });
});
