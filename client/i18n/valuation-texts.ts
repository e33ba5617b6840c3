/**
 * The valuation funnels' texts (namespace "valuation"), loaded on demand with the valuation pages so that no other
 * page carries them. useValuationTexts() suspends until the locale's bundle is there (on the server as in the browser), then adds
 * it to the page's i18next instance; components read it with useTranslation('valuation').
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locales.ts';
import type de from './valuation/de.json';

export type ValuationMessages = typeof de;

const LOADERS: Record<Locale, () => Promise<{ default: ValuationMessages }>> = {
  de: () => import('./valuation/de.json'),
  en: () => import('./valuation/en.json'),
  nl: () => import('./valuation/nl.json'),
  sv: () => import('./valuation/sv.json'),
  da: () => import('./valuation/da.json'),
  pl: () => import('./valuation/pl.json'),
  es: () => import('./valuation/es.json'),
  cs: () => import('./valuation/cs.json'),
};

// Module-level: the server renders each request with a new i18next instance, but a bundle is loaded once.
const bundles = new Map<Locale, Promise<ValuationMessages>>();

function bundle(locale: Locale): Promise<ValuationMessages> {
  let pending = bundles.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((module) => module.default);
    bundles.set(locale, pending);
  }
  return pending;
}

/** Makes the "valuation" namespace available; call it at the top of every page that shows valuation texts. */
export function useValuationTexts(): void {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (i18n.hasResourceBundle(locale, 'valuation')) return;
  const messages = use(bundle(locale));
  i18n.addResourceBundle(locale, 'valuation', messages, true, true);
}
