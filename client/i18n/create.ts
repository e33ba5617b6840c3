/** Creates the i18next instance for one render (server) or the page's life (browser), with one locale loaded. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../domain/locales.ts';
import type { Messages } from './resources.ts';

export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    // React escapes output itself.
    interpolation: { escapeValue: false },
  });
  return instance;
}
