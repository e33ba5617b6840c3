/** The eight storefront locales, their defaults and how a request's locale is decided. */

export const LOCALES = ['de', 'en', 'nl', 'sv', 'da', 'pl', 'es', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'de';

/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en',
  nl: 'nl-NL',
  sv: 'sv-SE',
  da: 'da-DK',
  pl: 'pl-PL',
  es: 'es-ES',
  cs: 'cs-CZ',
};

/** Names of the languages in their own language, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  nl: 'Nederlands',
  sv: 'Svenska',
  da: 'Dansk',
  pl: 'Polski',
  es: 'Español',
  cs: 'Čeština',
};

/** Production country domains (overridable by the LOCALE_HOSTS binding). */
export const DEFAULT_LOCALE_HOSTS: Record<string, Locale> = {
  'campermarkt24.de': 'de',
  'campermarkt24.com': 'en',
  'campermarkt24.nl': 'nl',
  'campermarkt24.se': 'sv',
  'campermarkt24.dk': 'da',
  'campermarkt24.pl': 'pl',
  'campermarkt24.es': 'es',
  'campermarkt24.cz': 'cs',
};

export const LOCALE_COOKIE = 'i18n_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Parses a host map written as "host=locale,host=locale" (the form used in wrangler vars).
 * Unknown locales and malformed pairs are dropped rather than failing the worker.
 */
export function parseLocaleHosts(spec: string | undefined): Record<string, Locale> {
  if (!spec) return { ...DEFAULT_LOCALE_HOSTS };
  const map: Record<string, Locale> = {};
  for (const pair of spec.split(',')) {
    const [host, locale] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (host && isLocale(locale)) map[host] = locale;
  }
  return map;
}

/** The host that serves a locale in a host map, if any. */
export function hostForLocale(hosts: Record<string, Locale>, locale: Locale): string | undefined {
  return Object.keys(hosts).find((host) => hosts[host] === locale);
}

export interface LocaleSources {
  host: string;
  hosts: Record<string, Locale>;
  /** First path segment, if it names a locale other than the default. */
  prefix?: string | undefined;
  /** Explicit choice sent by our own client (X-Locale header or storeCode). */
  explicit?: string | null | undefined;
  cookie?: string | null | undefined;
}

export type LocaleSource = 'host' | 'prefix' | 'explicit' | 'cookie' | 'default';

/** Host first, then the path prefix, then an explicit choice, then the cookie; never the browser language. */
export function resolveLocale(sources: LocaleSources): { locale: Locale; source: LocaleSource } {
  const bareHost = sources.host.toLowerCase().replace(/:\d+$/, '');
  const byHost = sources.hosts[bareHost];
  if (byHost) return { locale: byHost, source: 'host' };
  if (isLocale(sources.prefix) && sources.prefix !== DEFAULT_LOCALE) return { locale: sources.prefix, source: 'prefix' };
  if (isLocale(sources.explicit)) return { locale: sources.explicit, source: 'explicit' };
  if (isLocale(sources.cookie)) return { locale: sources.cookie, source: 'cookie' };
  return { locale: DEFAULT_LOCALE, source: 'default' };
}
