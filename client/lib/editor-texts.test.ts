/**
 * The editor's own texts (namespace "editor": steps, editor, confirm, damages, account, submit) exist in all eight
 * languages with German's placeholders, every confirmation of the domain rules has its title, and no language
 * shows another's text where it should have its own.
 */
import { describe, expect, it } from 'vitest';
import { confirmationKeys } from '../../domain/ad-editor/confirmations.ts';
import { EDITOR_STEPS } from '../../domain/ad-editor/steps.ts';
import { LOCALES } from '../../domain/locales.ts';
import cs from '../i18n/editor/cs.json';
import da from '../i18n/editor/da.json';
import de from '../i18n/editor/de.json';
import en from '../i18n/editor/en.json';
import es from '../i18n/editor/es.json';
import nl from '../i18n/editor/nl.json';
import pl from '../i18n/editor/pl.json';
import sv from '../i18n/editor/sv.json';
import { flattenTexts, placeholderMismatches, type TextTree } from './text-tree.ts';

const SECTIONS = ['steps', 'editor', 'confirm', 'damages', 'account', 'submit'];
const texts: Record<string, TextTree> = { de, en, nl, sv, da, pl, es, cs };

const mine = (locale: string) => flattenTexts(Object.fromEntries(SECTIONS.map((section) => [section, texts[locale]?.[section] ?? {}])) as TextTree);
const german = mine('de');

describe('editor texts', () => {
  it('have a title for every confirmation and every step in German', () => {
    for (const key of confirmationKeys()) expect(german[`confirm.${key}.title`], key).toBeTruthy();
    for (const step of EDITOR_STEPS) expect(german[`steps.${step}`], step).toBeTruthy();
  });

  for (const locale of LOCALES.filter((entry) => entry !== 'de')) {
    it(`exist in ${locale} with German's keys and placeholders`, () => {
      const own = mine(locale);
      expect(Object.keys(own).sort()).toEqual(Object.keys(german).sort());
      expect(placeholderMismatches(own, german)).toEqual([]);
    });
  }

  it('are translated: longer texts are not copied from English into other languages', () => {
    const english = mine('en');
    const copied = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
      const own = mine(locale);
      return Object.keys(english).filter((key) => (english[key] ?? '').length > 12 && own[key] === english[key]).map((key) => `${locale}: ${key}`);
    });
    expect(copied).toEqual([]);
  });
});
