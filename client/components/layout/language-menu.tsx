/**
 * Language menu (loaded on first use): reloads the current page in the chosen locale (on its country domain or
 * prefix); for a signed-in customer after saving it as their language setting (useChooseLocale).
 */
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/locales.ts';
import { type LoadedProps, useFocusFirstItem } from '../ui/deferred-trigger.tsx';
import { useChooseLocale, useLocaleHref } from './language-switcher.tsx';

export default function LanguageMenu({
  trigger,
  activation,
  children,
}: LoadedProps & { trigger: { className: string; 'aria-label': string }; children: ReactNode }) {
  const { i18n } = useTranslation();
  const hrefFor = useLocaleHref();
  const choose = useChooseLocale();
  const current = i18n.language as Locale;
  const content = useRef<HTMLDivElement>(null);
  useFocusFirstItem(content, activation);
  return (
    // Opened by the click that loaded it.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger {...trigger}>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={content} className="menu" align="end" sideOffset={8}>
          {LOCALES.map((locale) => (
            <DropdownMenu.Item key={locale} asChild>
              <a
                className="menu__item"
                href={hrefFor(locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={choose(locale, hrefFor(locale))}
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
