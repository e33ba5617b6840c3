/** Notification message texts: every kind in every language, formatted values, fallbacks and quoted free text. */
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEuro } from '../../domain/format.ts';
import { LOCALES } from '../../domain/locales.ts';
import { MESSAGE_KINDS, type MessageParams } from '../../domain/messages/kinds.ts';
import { escapeHtml } from '../../worker/mail/escape.ts';
import type { MailKind } from '../../worker/mail/mail.ts';
import { MAIL_RESOURCES, renderMail, type MailTexts } from '../../worker/mail/templates.ts';
import { MESSAGE_RESOURCES, renderMessage } from '../../worker/messages/texts.ts';

const TITLE = 'Hymer B 678';
const AMOUNT = 31_500;
// 24.11.2026, 16:00 in Berlin (CET, UTC+1).
const DEADLINE = Date.UTC(2026, 10, 24, 15, 0);
const FULL: MessageParams = { title: TITLE, amount: AMOUNT, deadline: DEADLINE, orderId: 4711, questionId: 9, reason: 'Fahrzeug nicht verfügbar', text: 'Wurde der Zahnriemen gewechselt?' };

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

const ORDER_KINDS = new Set(['order_created', 'payment_due', 'payment_overdue', 'cancellation_approved', 'cancellation_rejected']);
const ACCOUNT_KINDS = new Set(['account_submitted', 'account_activated', 'account_rejected']);
const LEFTOVER = /\{\{|\}\}|^(title|subject|deadline)\.|undefined|NaN/;

describe('message texts', () => {
  it.each(LOCALES)('has the same keys in %s as in German', (locale) => {
    expect(keyPaths(MESSAGE_RESOURCES[locale].messages).sort()).toEqual(keyPaths(MESSAGE_RESOURCES.de.messages).sort());
  });

  it('has a wording without values for every subject that quotes an amount, date or text', () => {
    const subjects: Record<string, string> = MESSAGE_RESOURCES.de.messages.subject;
    const needPlain = MESSAGE_KINDS.filter((kind) => /\{\{\s*(amount|deadline|text|orderId)\s*\}\}/.test(subjects[kind] ?? ''));
    expect(needPlain.length).toBeGreaterThan(10);
    expect(needPlain.filter((kind) => !subjects[`${kind}_plain`])).toEqual([]);
  });

  // One locale per test: every kind, with all values and with none.
  it.each(LOCALES)('renders every kind in %s with a title and a subject, with and without values', (locale) => {
    for (const kind of MESSAGE_KINDS) {
      for (const params of [FULL, {}]) {
        const { title, subject } = renderMessage(kind, locale, params);
        expect(title.trim(), `${kind}/${locale} title`).not.toBe('');
        expect(subject.trim(), `${kind}/${locale} subject`).not.toBe('');
        expect(title, `${kind}/${locale}`).not.toMatch(LEFTOVER);
        expect(subject, `${kind}/${locale}`).not.toMatch(LEFTOVER);
        // An empty value never leaves an empty quote or a dangling currency sign.
        expect(subject, `${kind}/${locale}`).not.toMatch(/„“|“”|„”|«»|»«|””| €|  /);
      }
    }
  });

  it.each(LOCALES)('uses the vehicle title, the account or the purchase as the heading in %s', (locale) => {
    for (const kind of MESSAGE_KINDS) {
      const { title } = renderMessage(kind, locale, FULL);
      if (ACCOUNT_KINDS.has(kind)) expect(title, kind).not.toContain(TITLE);
      else expect(title, kind).toBe(TITLE);
      const untitled = renderMessage(kind, locale, { orderId: 4711 }).title;
      if (ORDER_KINDS.has(kind)) expect(untitled, kind).toContain('4711');
      expect(untitled, kind).not.toContain(TITLE);
    }
  });

  it.each(LOCALES)('quotes the amount and the deadline formatted in %s', (locale) => {
    const amount = formatEuro(AMOUNT);
    const deadline = formatDateTime(DEADLINE);
    expect(amount).toBe('31.500\u00a0€');
    expect(deadline).toBe('24.11.2026, 16:00');
    const counter = renderMessage('counter_offer', locale, FULL).subject;
    expect(counter).toContain(amount);
    expect(counter).toContain(deadline);
    const due = renderMessage('payment_due', locale, FULL).subject;
    expect(due).toContain(amount);
    expect(due).toContain(deadline);
    expect(renderMessage('outbid', locale, { amount: 1_250_000 }).subject).toContain('1.250.000\u00a0€');
    // A deadline is only mentioned where the kind has a sentence for it.
    expect(renderMessage('outbid', locale, FULL).subject).not.toContain(deadline);
  });

  it('writes natural German and English sentences', () => {
    expect(renderMessage('outbid', 'de', { title: TITLE, amount: AMOUNT })).toEqual({
      title: TITLE,
      subject: 'Sie wurden überboten: Das Höchstgebot liegt jetzt bei 31.500\u00a0€.',
    });
    expect(renderMessage('counter_offer', 'en', { title: TITLE, amount: 30_000, deadline: DEADLINE }).subject).toBe(
      'The seller countered with 30.000\u00a0€. Please answer by 24.11.2026, 16:00.',
    );
    expect(renderMessage('counter_offer', 'de', { amount: 30_000, deadline: DEADLINE }).subject).toBe(
      'Der Verkäufer hat ein Gegenangebot über 30.000\u00a0€ gemacht. Bitte antworten Sie bis 24.11.2026, 16:00 Uhr.',
    );
    expect(renderMessage('outbid', 'de', {})).toEqual({ title: 'Fahrzeug', subject: 'Sie wurden überboten.' });
    expect(renderMessage('sold', 'de', {}).title).toBe('Ihr Fahrzeug');
    expect(renderMessage('account_activated', 'en', { title: TITLE }).title).toBe('Your account');
    expect(renderMessage('payment_due', 'de', { orderId: 12 }).title).toBe('Kauf Nr. 12');
    expect(renderMessage('payment_due', 'de', {}).title).toBe('Ihr Kauf');
  });

  it('is a real translation in every language, not a copy of another', () => {
    for (const kind of MESSAGE_KINDS) {
      const subjects = LOCALES.map((locale) => renderMessage(kind, locale, FULL).subject);
      expect(new Set(subjects).size, kind).toBe(LOCALES.length);
    }
  });

  it.each(LOCALES)("quotes the operator's reason in the seller's auction_canceled in %s", (locale) => {
    const reason = 'Das Fahrzeug wurde bereits anderweitig verkauft';
    const { subject } = renderMessage('auction_canceled', locale, { title: TITLE, reason });
    expect(subject).toContain(reason);
    // Dealers get the message without a reason: no "Reason:" label then.
    const dealer = renderMessage('auction_canceled', locale, { title: TITLE }).subject;
    expect(subject.startsWith(dealer)).toBe(true);
    expect(subject.length).toBeGreaterThan(dealer.length + reason.length);
  });

  it('quotes question and answer texts as given, without interpolating or escaping them', () => {
    const text = '<b>Ölwechsel</b> & {{amount}} $t(title.vehicle) "ja"?';
    const asked = renderMessage('question_asked', 'de', { title: TITLE, text, amount: AMOUNT });
    expect(asked.subject).toBe(`Ein Händler fragt: „${text}“`);
    const answered = renderMessage('question_answered', 'en', { title: TITLE, text: 'Yes, in 2024.' });
    expect(answered.subject).toBe('The seller has answered your question: “Yes, in 2024.”');
    expect(renderMessage('question_answered', 'pl', { text: '   ' }).subject).toBe('Sprzedawca odpowiedział na Twoje pytanie.');
  });

  it('falls back to German for nothing: each locale renders its own words', () => {
    expect(renderMessage('won', 'nl', FULL).subject).toContain('Gefeliciteerd');
    expect(renderMessage('won', 'sv', FULL).subject).toContain('Grattis');
    expect(renderMessage('won', 'da', FULL).subject).toContain('Tillykke');
    expect(renderMessage('won', 'pl', FULL).subject).toContain('Gratulacje');
    expect(renderMessage('won', 'es', FULL).subject).toContain('Enhorabuena');
    expect(renderMessage('won', 'cs', FULL).subject).toContain('Gratulujeme');
  });
});

describe('mails of the message kinds', () => {
  const NEW_KINDS: readonly MailKind[] = [
    'outbid',
    'won',
    'lost',
    'renegotiation_turn',
    'counter_offer',
    'late_offer_received',
    'late_offer_declined',
    'order_created',
    'payment_due',
    'payment_overdue',
    'ad_published',
    'failed_auction_reminder',
  ];
  // Optional mails and the reminder carry the e-mail settings link; binding ones (won, turns, payments) never do.
  const WITH_SETTINGS_LINK = new Set<MailKind>(['outbid', 'lost', 'late_offer_declined', 'ad_published', 'failed_auction_reminder']);
  const THREAD = 'https://campermarkt24.de/a/messages/auction-7';
  const SETTINGS = 'https://campermarkt24.de/account/email-settings?e=YQ&h=ff';
  const VALUES = { title: TITLE, amount: formatEuro(AMOUNT), deadline: formatDateTime(DEADLINE), orderId: '4711' };

  it.each(LOCALES)('renders every new kind in %s with its values and no leftovers', (locale) => {
    for (const kind of NEW_KINDS) {
      const mail = renderMail(kind, locale, { name: 'Erika', link: THREAD, values: VALUES, footerLink: SETTINGS });
      expect(mail.subject, `${kind}/${locale}`).toContain(TITLE);
      expect(mail.text, `${kind}/${locale}`).not.toMatch(/\{\{|\}\}/);
      expect(mail.html.includes(`href="${escapeHtml(SETTINGS)}"`), `${kind}/${locale}`).toBe(WITH_SETTINGS_LINK.has(kind));
      // Every kind whose texts quote an amount, a deadline or the order shows them as the sender formatted them.
      const source = JSON.stringify(MAIL_RESOURCES[locale].mail[kind as keyof MailTexts]);
      for (const [key, value] of Object.entries(VALUES)) if (source.includes(`{{${key}}}`)) expect(mail.text, `${kind}/${locale} ${key}`).toContain(value);
    }
  });

  it.each(LOCALES)('words every new kind without a title in %s (no empty quotes)', (locale) => {
    for (const kind of NEW_KINDS) {
      const mail = renderMail(kind, locale, { name: 'Erika', values: { ...VALUES, title: '' }, variant: 'untitled' });
      expect(mail.subject.trim(), `${kind}/${locale}`).not.toMatch(/:$/);
      expect(mail.text, `${kind}/${locale}`).not.toMatch(/„“|“”|„”|«»|»«|””/);
    }
  });

  it('says in the outbid mail that the dealer is no longer the highest bidder, with the current bid', () => {
    const de = renderMail('outbid', 'de', { name: 'Erika', link: THREAD, values: VALUES });
    expect(de.subject).toBe(`Sie wurden überboten: ${TITLE}`);
    expect(de.text).toContain(`bei der Auktion für „${TITLE}“ sind Sie nicht mehr Höchstbietender: Das aktuelle Höchstgebot liegt bei 31.500\u00a0€.`);
    const en = renderMail('outbid', 'en', { name: 'Erika', link: THREAD, values: VALUES });
    expect(en.text).toContain(`You are no longer the highest bidder on “${TITLE}”: the current highest bid is 31.500\u00a0€.`);
  });

  it('quotes the deadline of a turn and links the invoice PDF from order_created', () => {
    const turn = renderMail('counter_offer', 'de', { name: 'Erika', link: THREAD, values: VALUES });
    expect(turn.text).toContain('Bitte antworten Sie bis 24.11.2026, 16:00 Uhr (Berliner Zeit).');
    const invoice = 'https://campermarkt24.de/private/order/4711/document/invoice';
    const order = renderMail('order_created', 'de', { name: 'Erika', link: invoice, values: VALUES });
    expect(order.html).toContain(`href="${escapeHtml(invoice)}"`);
    expect(order.text).toContain(`Zur Rechnung:\n${invoice}\n`);
    expect(order.text).toContain('(Kauf Nr. 4711)');
  });

  it('suggests resubmitting with a lower price in the failed-auction reminder', () => {
    const mail = renderMail('failed_auction_reminder', 'de', { name: 'Erika', link: 'https://campermarkt24.de/a/my-caravans', values: { title: TITLE }, footerLink: SETTINGS });
    expect(mail.text).toContain('niedrigeren Preisvorstellung');
    expect(mail.text).toContain('E-Mail-Einstellungen verwalten:');
    expect(mail.text).toContain('Zu meinen Fahrzeugen:');
  });
});
