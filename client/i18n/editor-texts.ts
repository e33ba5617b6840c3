/**
 * The ad editor's texts (namespace "editor"), loaded on demand with the editor pages so that no other page carries
 * them. useEditorTexts() suspends until the locale's bundle is there (on the server as in the browser), then adds
 * it to the page's i18next instance; components read it with useTranslation('editor').
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locales.ts';
import type de from './editor/de.json';

export type EditorMessages = typeof de;

const LOADERS: Record<Locale, () => Promise<{ default: EditorMessages }>> = {
  de: () => import('./editor/de.json'),
  en: () => import('./editor/en.json'),
  nl: () => import('./editor/nl.json'),
  sv: () => import('./editor/sv.json'),
  da: () => import('./editor/da.json'),
  pl: () => import('./editor/pl.json'),
  es: () => import('./editor/es.json'),
  cs: () => import('./editor/cs.json'),
};

// Module-level: the server renders each request with a new i18next instance, but a bundle is loaded once.
const bundles = new Map<Locale, Promise<EditorMessages>>();

function bundle(locale: Locale): Promise<EditorMessages> {
  let pending = bundles.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((module) => module.default);
    bundles.set(locale, pending);
  }
  return pending;
}

/** Makes the "editor" namespace available; call it at the top of every page that shows editor texts. */
export function useEditorTexts(): void {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (i18n.hasResourceBundle(locale, 'editor')) return;
  const messages = use(bundle(locale));
  i18n.addResourceBundle(locale, 'editor', messages, true, true);
}
