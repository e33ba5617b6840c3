/** Renders each mail kind in the recipient's language from the server-only 'mail' namespace. */
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../domain/locales.ts';
import { safeHttpUrl, singleLine } from './escape.ts';
import cs from './i18n/cs.json';
import da from './i18n/da.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import nl from './i18n/nl.json';
import pl from './i18n/pl.json';
import sv from './i18n/sv.json';
import { layoutHtml, layoutText, type MailContent } from './layout.ts';
import type { MailKind } from './mail.ts';

/** German is the source language; typing the others against it makes a missing key a compile error. */
export type MailTexts = typeof de;

export const MAIL_RESOURCES: Record<Locale, { mail: MailTexts }> = {
  de: { mail: de },
  en: { mail: en },
  nl: { mail: nl },
  sv: { mail: sv },
  da: { mail: da },
  pl: { mail: pl },
  es: { mail: es },
  cs: { mail: cs },
};

const PARAGRAPH_KEYS = ['p1', 'p2', 'p3'] as const;

let instance: i18n | undefined;

// A separate instance keeps mail texts out of the client bundles and the shared server instance.
function mailI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: MAIL_RESOURCES,
      ns: ['mail'],
      defaultNS: 'mail',
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      initAsync: false,
      // The HTML layout escapes every finished string itself; escaping here would double-escape.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return instance;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderMail(kind: MailKind, locale: Locale, params: { name: string; link?: string }): RenderedMail {
  const i18n = mailI18n();
  const t = (key: string, options?: Record<string, string>): string => i18n.t(key, { lng: locale, ...options });
  const has = (key: string): boolean => i18n.exists(key, { lng: locale });

  const name = singleLine(params.name);
  const link = safeHttpUrl(params.link);
  const subject = t(`${kind}.subject`);
  const content: MailContent = {
    lang: LOCALE_TAGS[locale],
    subject,
    greeting: name ? t(`${kind}.greeting`, { name }) : t('layout.greeting_plain'),
    paragraphs: PARAGRAPH_KEYS.map((key) => `${kind}.${key}`)
      .filter(has)
      .map((key) => t(key)),
    closing: t('layout.closing'),
    signature: t('layout.signature'),
    footer: t(`${kind}.footer`),
    company: t('layout.company'),
  };
  if (link) {
    const label = has(`${kind}.button`) ? t(`${kind}.button`) : t('layout.button_default');
    content.button = { label, href: link, hint: t('layout.button_hint') };
  }
  return { subject, html: layoutHtml(content), text: layoutText(content) };
}
