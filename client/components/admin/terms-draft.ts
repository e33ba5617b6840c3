/** The console's notice forms (terms, popups): texts typed per locale, turned into the API's body and its field errors mapped back. */
import { LOCALES, type Locale } from '../../../domain/locales.ts';
import { splitLines, splitParagraphs } from '../../../domain/operations/notice-texts.ts';

export interface LocaleDraft {
  title: string;
  changes: string;
  content: string;
}

export type NoticeDraft = Record<Locale, LocaleDraft>;

export const emptyDraft = (): NoticeDraft => Object.fromEntries(LOCALES.map((locale) => [locale, { title: '', changes: '', content: '' }])) as NoticeDraft;

const filled = (draft: LocaleDraft, withChanges: boolean) => draft.title.trim() !== '' || draft.content.trim() !== '' || (withChanges && draft.changes.trim() !== '');

/** German always goes out (the server names what is missing); another locale only when anything was typed for it. */
export function draftTexts(draft: NoticeDraft, withChanges: boolean) {
  const locales = LOCALES.filter((locale) => locale === 'de' || filled(draft[locale], withChanges));
  const title = Object.fromEntries(locales.map((locale) => [locale, draft[locale].title.trim()]));
  const content = Object.fromEntries(locales.map((locale) => [locale, splitParagraphs(draft[locale].content)]));
  const changes = Object.fromEntries(locales.map((locale) => [locale, splitLines(draft[locale].changes)]));
  return withChanges ? { title, content, changes } : { title, content };
}

/** The server's message for a field of one locale (`content.de` or a paragraph of it, `content.de.3`). */
export function fieldMessage(fields: Record<string, string>, field: keyof LocaleDraft, locale: Locale): string | undefined {
  const prefix = `${field}.${locale}`;
  const key = Object.keys(fields).find((name) => name === prefix || name.startsWith(`${prefix}.`));
  return key ? fields[key] : undefined;
}

/** The locales a stored notice has (its title names them), in storefront order. */
export const localesOf = (title: Partial<Record<Locale, string>>): Locale[] => LOCALES.filter((locale) => title[locale] !== undefined);
