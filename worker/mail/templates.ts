/** Renders each mail kind in the recipient's language from the server-only 'mail' namespace. */
import type { i18n } from 'i18next';
import { createServerI18n } from '../lib/server-i18n.ts';
import { LOCALE_TAGS, type Locale } from '../../domain/locales.ts';
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
  instance ??= createServerI18n(MAIL_RESOURCES, 'mail');
  return instance;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a mail kind may interpolate beyond the name and link; every value is made single-line and escaped by the layout. */
export interface MailParams {
  name: string;
  link?: string;
  /** Named values for the kind's texts, e.g. { search: "Hymer bis 50.000 €" }. */
  values?: Record<string, string>;
  /** Chooses plural forms and fills {{count}}. */
  count?: number;
  /** Lines listed after the first paragraph, e.g. the titles of new listings. */
  items?: string[];
  /** Target of the kind's footer link (e.g. where notifications are switched off); dropped unless http(s). */
  footerLink?: string;
  /**
   * A text variant (i18next context): 'untitled' makes a kind read `p1_untitled` where it has one, and the plain key
   * elsewhere, so a mail about an ad without make and model says "your listing" instead of quoting an empty title;
   * 'later' makes a resumed auction's mail say when bidding reopens.
   */
  variant?: 'untitled' | 'later';
}

export function renderMail(kind: MailKind, locale: Locale, params: MailParams): RenderedMail {
  const i18n = mailI18n();
  const name = singleLine(params.name);
  const link = safeHttpUrl(params.link);
  const footerLink = safeHttpUrl(params.footerLink);
  const replace: Record<string, string | number> = { name };
  for (const [key, value] of Object.entries(params.values ?? {})) if (key !== 'name') replace[key] = singleLine(value);
  // Interpolation values go through `replace` so no value can be read as an i18next option.
  const options: Record<string, unknown> = { lng: locale, replace };
  if (params.variant) options.context = params.variant;
  if (params.count !== undefined) {
    options.count = params.count;
    replace.count = params.count;
  }
  const t = (key: string): string => i18n.t(key, options);
  const has = (key: string): boolean => i18n.exists(key, options);

  const subject = t(`${kind}.subject`);
  const content: MailContent = {
    lang: LOCALE_TAGS[locale],
    subject,
    greeting: name ? t(`${kind}.greeting`) : t('layout.greeting_plain'),
    paragraphs: PARAGRAPH_KEYS.map((key) => `${kind}.${key}`)
      .filter(has)
      .map((key) => t(key)),
    closing: t('layout.closing'),
    signature: t('layout.signature'),
    footer: t(`${kind}.footer`),
    company: t('layout.company'),
  };
  const items = (params.items ?? []).map(singleLine).filter(Boolean);
  if (items.length) content.list = items;
  if (link) {
    const label = has(`${kind}.button`) ? t(`${kind}.button`) : t('layout.button_default');
    content.button = { label, href: link, hint: t('layout.button_hint') };
  }
  if (footerLink && has(`${kind}.footer_link`)) content.footerLink = { label: t(`${kind}.footer_link`), href: footerLink };
  return { subject, html: layoutHtml(content), text: layoutText(content) };
}

/** One text of a mail kind in a language with named values: lines a sender builds for `items` (the layout escapes them). */
export function mailText(locale: Locale, key: string, values: Record<string, string | number>): string {
  const replace: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) replace[name] = typeof value === 'string' ? singleLine(value) : value;
  return mailI18n().t(key, { lng: locale, replace });
}
