/** Language menu: reloads the current page in the chosen locale (on its country domain or prefix). */
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../../domain/alternates.ts';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/locales.ts';
import { useRouter } from '../../router.tsx';
import { useUrlContext } from '../../shell-context.tsx';

export function useLocaleHref(): (locale: Locale) => string {
  const { match, location } = useRouter();
  const ctx = useUrlContext();
  return (locale) => {
    const target = match ? absoluteUrl(ctx, match.name, locale, match.params) : absoluteUrl(ctx, 'index', locale);
    return match ? target + location.search : target;
  };
}

/** Remembered so that unprefixed URLs open in the chosen language next time. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const hrefFor = useLocaleHref();
  const current = i18n.language as Locale;
  return (
    <DropdownMenu.Root modal={false}>
      {/* The accessible name starts with the visible code, so voice control users can say what they see. */}
      <DropdownMenu.Trigger className="lang-trigger" aria-label={`${current.toUpperCase()}, ${t('language.switch')}`}>
        <GlobeIcon />
        <span>{current.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          {LOCALES.map((locale) => (
            <DropdownMenu.Item key={locale} asChild>
              <a
                className="menu__item"
                href={hrefFor(locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={() => rememberLocale(locale)}
              >
                {LOCALE_NAMES[locale]}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The language list inside the mobile drawer. */
export function LanguageList() {
  const { t, i18n } = useTranslation();
  const hrefFor = useLocaleHref();
  return (
    <nav aria-label={t('language.switch')} className="lang-list">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={hrefFor(locale)}
          hrefLang={locale}
          lang={locale}
          className="lang-list__item"
          aria-current={locale === i18n.language ? 'true' : undefined}
          onClick={() => rememberLocale(locale)}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

export function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
