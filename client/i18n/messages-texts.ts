/**
 * The message board's texts (namespace "messages"), loaded on demand with the board so that no other page carries
 * them. useMessagesTexts() suspends until the locale's bundle is there (on the server as in the browser), then adds
 * it to the page's i18next instance; components read it with useTranslation('messages').
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locales.ts';
import type de from './messages/de.json';

export type MessagesTexts = typeof de;

const LOADERS: Record<Locale, () => Promise<{ default: MessagesTexts }>> = {
  de: () => import('./messages/de.json'),
  en: () => import('./messages/en.json'),
  nl: () => import('./messages/nl.json'),
  sv: () => import('./messages/sv.json'),
  da: () => import('./messages/da.json'),
  pl: () => import('./messages/pl.json'),
  es: () => import('./messages/es.json'),
  cs: () => import('./messages/cs.json'),
};

// Module-level: the server renders each request with a new i18next instance, but a bundle is loaded once.
const bundles = new Map<Locale, Promise<MessagesTexts>>();

function bundle(locale: Locale): Promise<MessagesTexts> {
  let pending = bundles.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((module) => module.default);
    bundles.set(locale, pending);
  }
  return pending;
}

/** Makes the "messages" namespace available; call it at the top of the board's page. */
export function useMessagesTexts(): void {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (i18n.hasResourceBundle(locale, 'messages')) return;
  const messages = use(bundle(locale));
  i18n.addResourceBundle(locale, 'messages', messages, true, true);
}
