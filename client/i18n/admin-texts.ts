/**
 * The operator console's texts (namespace "admin"), loaded on demand with the console so no storefront page carries
 * them. Operators work in German or English: German on the German domain, English everywhere else
 * (docs/decisions.md, Operator console). Each console area keeps its texts in client/i18n/admin/<area>/<lang>.json;
 * they are merged under the area's name, so components read t('admin:<area>.<key>').
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locales.ts';

export type ConsoleLanguage = 'de' | 'en';
type Messages = Record<string, unknown>;

const GERMAN = import.meta.glob<Messages>('./admin/*/de.json', { import: 'default' });
const ENGLISH = import.meta.glob<Messages>('./admin/*/en.json', { import: 'default' });

/** The console's language for a storefront locale. */
export function consoleLanguage(locale: Locale): ConsoleLanguage {
  return locale === 'de' ? 'de' : 'en';
}

const areaOf = (path: string) => /\.\/admin\/([^/]+)\//.exec(path)?.[1] ?? path;

const bundles = new Map<ConsoleLanguage, Promise<Messages>>();

function bundle(language: ConsoleLanguage): Promise<Messages> {
  let pending = bundles.get(language);
  if (!pending) {
    const files = language === 'de' ? GERMAN : ENGLISH;
    pending = Promise.all(Object.entries(files).map(async ([path, load]) => [areaOf(path), await load()] as const)).then((areas) => Object.fromEntries(areas));
    bundles.set(language, pending);
  }
  return pending;
}

/** Makes the "admin" namespace available; call it at the top of the console page. */
export function useAdminTexts(): ConsoleLanguage {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const language = consoleLanguage(locale);
  if (!i18n.hasResourceBundle(locale, 'admin')) i18n.addResourceBundle(locale, 'admin', use(bundle(language)), true, true);
  return language;
}
