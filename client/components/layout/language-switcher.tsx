/** Language menu trigger (the menu, ./language-menu.tsx, loads on first use) and the drawer's language list. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../../domain/alternates.ts';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/locales.ts';
import { useRouter } from '../../router.tsx';
import { useUrlContext } from '../../shell-context.tsx';
import { useDeferredTrigger } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';

const load = () => import('./language-menu.tsx');
const LanguageMenu = lazy(load);

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
  const { activation, standIn } = useDeferredTrigger(load, 'menu');
  const current = i18n.language as Locale;
  const trigger = {
    className: 'lang-trigger',
    // The accessible name starts with the visible code, so voice control users can say what they see.
    'aria-label': `${current.toUpperCase()}, ${t('language.switch')}`,
  };
  const label = (
    <>
      <GlobeIcon />
      <span>{current.toUpperCase()}</span>
    </>
  );
  const button = (
    <button {...trigger} {...standIn}>
      {label}
    </button>
  );
  // The boundary stays mounted, so the stand-in remains (in a transition) until the menu has loaded.
  return (
    <Deferred fallback={button}>
      {activation ? (
        <LanguageMenu trigger={trigger} activation={activation}>
          {label}
        </LanguageMenu>
      ) : (
        button
      )}
    </Deferred>
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
