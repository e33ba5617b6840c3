/**
 * The valuation pages' texts (namespace "valuation") exist in all eight languages with German's keys and placeholders,
 * and name every field, option, step and price factor the pages show.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { FUELS, PLANNED_SALE, VALUATION_STEPS, YES_NO_UNKNOWN } from '../../domain/valuation/form.ts';
import cs from '../i18n/valuation/cs.json';
import da from '../i18n/valuation/da.json';
import de from '../i18n/valuation/de.json';
import en from '../i18n/valuation/en.json';
import es from '../i18n/valuation/es.json';
import nl from '../i18n/valuation/nl.json';
import pl from '../i18n/valuation/pl.json';
import sv from '../i18n/valuation/sv.json';
import { flattenTexts, placeholderMismatches, type TextTree } from './text-tree.ts';

const texts: Record<string, TextTree> = { de, en, nl, sv, da, pl, es, cs };

const german = flattenTexts(de);

describe('valuation texts', () => {
  it('name every field, option, step and price factor in German', () => {
    const needed = [
      ...(['motorhome', 'trailer'] as const).flatMap((kind) => [
        ...VALUATION_STEPS[kind].flat().map((field) => `fields.${field}.label`),
        ...VALUATION_STEPS[kind].flatMap((_, index) => [`step.${kind}.${index + 1}.title`, `step.${kind}.${index + 1}.intro`]),
        `landing.${kind}.title`,
      ]),
      ...FUELS.map((code) => `options.fuel.${code}`),
      ...PLANNED_SALE.map((code) => `options.plannedSale.${code}`),
      ...YES_NO_UNKNOWN.map((code) => `options.yesNoUnknown.${code}`),
      ...['age', 'mileage', 'failed_bid'].flatMap((code) => [`report.factors.${code}.up`, `report.factors.${code}.down`]),
    ];
    expect(needed.filter((key) => !german[key])).toEqual([]);
  });

  for (const locale of LOCALES.filter((entry) => entry !== 'de')) {
    it(`exist in ${locale} with German's keys and placeholders`, () => {
      const own = flattenTexts(texts[locale] ?? {});
      expect(Object.keys(own).sort()).toEqual(Object.keys(german).sort());
      expect(placeholderMismatches(own, german)).toEqual([]);
      expect(Object.values(own).filter((text) => text.trim() === '')).toEqual([]);
    });
  }

  it('are written in each language, not copied from German or English', () => {
    const long = Object.keys(german).filter((key) => (german[key] ?? '').length > 30);
    for (const locale of LOCALES.filter((entry) => entry !== 'de' && entry !== 'en')) {
      const own = flattenTexts(texts[locale] ?? {});
      const english = flattenTexts(en);
      expect(long.filter((key) => own[key] === german[key] || own[key] === english[key]), locale).toEqual([]);
    }
  });
});
