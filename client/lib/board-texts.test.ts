/** The dealer board's texts (namespace "board") exist in all eight languages with German's keys and placeholders, translated. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { BOARD_FILTERS } from '../../domain/dealer-board/rows.ts';
import cs from '../i18n/board/cs.json';
import da from '../i18n/board/da.json';
import de from '../i18n/board/de.json';
import en from '../i18n/board/en.json';
import es from '../i18n/board/es.json';
import nl from '../i18n/board/nl.json';
import pl from '../i18n/board/pl.json';
import sv from '../i18n/board/sv.json';
import { flattenTexts, placeholderMismatches, type TextTree } from './text-tree.ts';

const texts: Record<string, TextTree> = { de, en, nl, sv, da, pl, es, cs };
/** Plural forms differ by language (Polish and Czech have "few" and "many"): keys are compared without them. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const german = flattenTexts(de);

describe('dealer board texts', () => {
  it('name every filter in German', () => {
    for (const filter of BOARD_FILTERS) expect(german[`filters.${filter}`], filter).toBeTruthy();
  });

  for (const locale of LOCALES.filter((entry) => entry !== 'de')) {
    it(`exist in ${locale} with German's keys and placeholders`, () => {
      const own = flattenTexts(texts[locale] ?? {});
      expect([...new Set(Object.keys(own).map(base))].sort()).toEqual([...new Set(Object.keys(german).map(base))].sort());
      const comparable = Object.fromEntries(Object.entries(german).filter(([key]) => key in own));
      expect(placeholderMismatches(own, comparable)).toEqual([]);
      expect(Object.values(own).filter((text) => text.trim() === '')).toEqual([]);
    });
  }

  it('are translated: longer texts are not copied from English', () => {
    const english = flattenTexts(en);
    const copied = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
      const own = flattenTexts(texts[locale] ?? {});
      return Object.keys(english).filter((key) => (english[key] ?? '').length > 12 && own[key] === english[key]).map((key) => `${locale}: ${key}`);
    });
    expect(copied).toEqual([]);
  });
});
