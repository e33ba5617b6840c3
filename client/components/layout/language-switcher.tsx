/**
 * Language menu trigger (the menu, ./language-menu.tsx, loads on first use) and the drawer's language list. A visitor's
 * choice is a plain link (the locale switcher); a signed-in customer's choice is saved as their language setting first.
 */
import { lazy, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../../domain/alternates.ts';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/locales.ts';
import { useRouter } from '../../router.tsx';
import { useShell, useUrlContext } from '../../shell-context.tsx';
import { useDeferredTrigger } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

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

/**
 * The click handler of a language link. Visitors follow the link (remembered in a cookie). A signed-in customer's
 * plain click saves the language setting, reloads the customer and then moves (lib/save-language.ts, loaded on the
 * click); when saving fails, the page stays and says so.
 */
export function useChooseLocale(): (locale: Locale, href: string) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const { t } = useTranslation();
  const signedIn = useShell().viewer.customer !== null;
  const snackbar = useSnackbar();
  return (locale, href) => (event) => {
    if (!signedIn || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      rememberLocale(locale);
      return;
    }
    event.preventDefault();
    import('../../lib/save-language.ts')
      .then((module) => module.saveLanguageAndGo(locale, href, rememberLocale))
      .catch((error: unknown) => {
        console.error('saving the language failed', error);
        snackbar(t('language.saveFailed'));
      });
  };
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
  const choose = useChooseLocale();
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
          onClick={choose(locale, hrefFor(locale))}
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
