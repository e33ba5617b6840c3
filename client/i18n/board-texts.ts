/**
 * The dealer board's texts (namespace "board"), loaded on demand with the board so that no other page carries
 * them. useBoardTexts() suspends until the locale's bundle is there (on the server as in the browser), then adds
 * it to the page's i18next instance; components read it with useTranslation('board').
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locales.ts';
import type de from './board/de.json';

export type BoardTexts = typeof de;

const LOADERS: Record<Locale, () => Promise<{ default: BoardTexts }>> = {
  de: () => import('./board/de.json'),
  en: () => import('./board/en.json'),
  nl: () => import('./board/nl.json'),
  sv: () => import('./board/sv.json'),
  da: () => import('./board/da.json'),
  pl: () => import('./board/pl.json'),
  es: () => import('./board/es.json'),
  cs: () => import('./board/cs.json'),
};

// Module-level: the server renders each request with a new i18next instance, but a bundle is loaded once.
const bundles = new Map<Locale, Promise<BoardTexts>>();

function bundle(locale: Locale): Promise<BoardTexts> {
  let pending = bundles.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((module) => module.default);
    bundles.set(locale, pending);
  }
  return pending;
}

/** Makes the "board" namespace available; call it at the top of the board page. */
export function useBoardTexts(): void {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (i18n.hasResourceBundle(locale, 'board')) return;
  const messages = use(bundle(locale));
  i18n.addResourceBundle(locale, 'board', messages, true, true);
}
