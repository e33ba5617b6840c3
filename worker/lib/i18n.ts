/** Server-side texts: one i18next instance with every locale loaded, for errors, mails and SSR. */
import i18next, { type i18n, type TOptions } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales.ts';
import { resources } from '../../client/i18n/resources.ts';

let instance: i18n | undefined;

export function serverI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources,
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return instance;
}

export function translate(locale: Locale, key: string, params?: TOptions): string {
  return serverI18n().t(key, { lng: locale, ...params });
}
