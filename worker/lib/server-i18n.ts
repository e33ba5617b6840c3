/**
 * A server-only i18next instance for one namespace (mail texts, message texts): kept apart from the client bundles
 * and from the request's own instance. Values are not escaped here: mails escape in their layout, the client as
 * React renders text. A value a caller did not pass renders as nothing rather than as a raw {{placeholder}}.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE } from '../../domain/locales.ts';

export function createServerI18n(resources: Resource, namespace: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    ns: [namespace],
    defaultNS: namespace,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: () => '',
    returnNull: false,
  });
  return instance;
}
