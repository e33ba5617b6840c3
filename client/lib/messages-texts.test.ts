/**
 * The message board's texts (namespace "messages") exist in all eight languages with German's keys and placeholders,
 * cover every answer a call to action can have, and no language shows English where it should have its own text.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { CTA_RESPONSES } from '../../domain/messages/cta.ts';
import cs from '../i18n/messages/cs.json';
import da from '../i18n/messages/da.json';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';
import es from '../i18n/messages/es.json';
import nl from '../i18n/messages/nl.json';
import pl from '../i18n/messages/pl.json';
import sv from '../i18n/messages/sv.json';
import { flattenTexts, placeholderMismatches, type TextTree } from './text-tree.ts';

const texts: Record<string, TextTree> = { de, en, nl, sv, da, pl, es, cs };

const german = flattenTexts(de);

describe('message board texts', () => {
  it('name every answer to a call to action in German', () => {
    for (const response of CTA_RESPONSES) expect(german[`response.${response}`], response).toBeTruthy();
  });

  for (const locale of LOCALES.filter((entry) => entry !== 'de')) {
    it(`exist in ${locale} with German's keys and placeholders`, () => {
      const own = flattenTexts(texts[locale] ?? {});
      expect(Object.keys(own).sort()).toEqual(Object.keys(german).sort());
      expect(placeholderMismatches(own, german)).toEqual([]);
      expect(Object.values(own).filter((text) => text.trim() === '')).toEqual([]);
    });
  }

  it('are translated: longer texts are not copied from English into other languages', () => {
    const english = flattenTexts(en);
    const copied = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
      const own = flattenTexts(texts[locale] ?? {});
      return Object.keys(english).filter((key) => (english[key] ?? '').length > 12 && own[key] === english[key]).map((key) => `${locale}: ${key}`);
    });
    expect(copied).toEqual([]);
  });
});
