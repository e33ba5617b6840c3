/** Renders a notification message's title and subject in the reader's language from the server-only 'messages' namespace. */
import type { i18n } from 'i18next';
import { createServerI18n } from '../lib/server-i18n.ts';
import { formatDateTime, formatEuro } from '../../domain/format.ts';
import type { Locale } from '../../domain/locales.ts';
import type { MessageKind, MessageParams } from '../../domain/messages/kinds.ts';
import cs from './i18n/cs.json';
import da from './i18n/da.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import nl from './i18n/nl.json';
import pl from './i18n/pl.json';
import sv from './i18n/sv.json';

/** German is the source language; typing the others against it makes a missing key a compile error. */
export type MessageTexts = typeof de;

export const MESSAGE_RESOURCES: Record<Locale, { messages: MessageTexts }> = {
  de: { messages: de },
  en: { messages: en },
  nl: { messages: nl },
  sv: { messages: sv },
  da: { messages: da },
  pl: { messages: pl },
  es: { messages: es },
  cs: { messages: cs },
};

// A kind added to MESSAGE_KINDS without a German subject fails to compile here (the other languages follow German).
const GERMAN_SUBJECTS: Record<MessageKind, string> = de.subject;
void GERMAN_SUBJECTS;

type Topic = 'vehicle' | 'own_vehicle' | 'account' | 'order';

/**
 * What the thread heading names when there is no vehicle title to quote: the seller's own vehicle, a vehicle a dealer
 * bids on (or either side, for operator notices), the account, or the purchase.
 */
const TOPIC: Record<MessageKind, Topic> = {
  bid_placed: 'vehicle',
  highest_bidder: 'vehicle',
  bid_agent_active: 'vehicle',
  outbid: 'vehicle',
  won: 'vehicle',
  lost: 'vehicle',
  renegotiation_waiting: 'vehicle',
  renegotiation_turn: 'own_vehicle',
  counter_offer: 'vehicle',
  late_offer_waiting: 'vehicle',
  late_offer_declined: 'vehicle',
  offer_lapsed: 'vehicle',
  bid_received: 'own_vehicle',
  sold: 'own_vehicle',
  late_offer_received: 'own_vehicle',
  auction_failed: 'own_vehicle',
  ad_published: 'own_vehicle',
  auction_restarted: 'own_vehicle',
  auction_paused: 'vehicle',
  auction_resumed: 'vehicle',
  auction_canceled: 'vehicle',
  account_submitted: 'account',
  account_activated: 'account',
  account_rejected: 'account',
  ad_under_review: 'own_vehicle',
  ad_sent_back: 'own_vehicle',
  order_created: 'order',
  payment_due: 'order',
  payment_overdue: 'order',
  cancellation_approved: 'order',
  cancellation_rejected: 'order',
  question_asked: 'own_vehicle',
  question_waiting: 'vehicle',
  question_answered: 'vehicle',
  valuation_received: 'own_vehicle',
  valuation_ready: 'own_vehicle',
};

let instance: i18n | undefined;

// A separate instance keeps these texts out of the client bundles and apart from the mail texts.
function messageI18n(): i18n {
  instance ??= createServerI18n(MESSAGE_RESOURCES, 'messages');
  return instance;
}

export interface RenderedMessage {
  /** The thread's heading: the vehicle, the account or the purchase. */
  title: string;
  /** One or two sentences about what happened. */
  subject: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The values a message's texts interpolate, formatted for display; absent params are absent here too. */
function valuesOf(params: MessageParams): Record<string, string> {
  const values: Record<string, string> = {};
  const title = params.title?.trim();
  if (title) values.title = title;
  if (typeof params.amount === 'number' && Number.isFinite(params.amount)) values.amount = formatEuro(params.amount);
  if (typeof params.deadline === 'number' && Number.isFinite(params.deadline)) values.deadline = formatDateTime(params.deadline);
  if (typeof params.orderId === 'number' && Number.isFinite(params.orderId)) values.orderId = String(params.orderId);
  const reason = params.reason?.trim();
  if (reason) values.reason = reason;
  const text = params.text?.trim();
  if (text) values.text = text;
  return values;
}

/** The placeholders a text uses that have no value: such a text falls back to its `_plain` wording. */
function lacksValues(text: string | undefined, values: Record<string, string>): boolean {
  return text !== undefined && [...text.matchAll(PLACEHOLDER)].some((match) => !(match[1] as string in values));
}

export function renderMessage(kind: MessageKind, locale: Locale, params: MessageParams): RenderedMessage {
  const i18n = messageI18n();
  const texts: Record<string, Record<string, string> | string> = MESSAGE_RESOURCES[locale].messages;
  const values = valuesOf(params);
  // Values go through `replace` so none can be read as an i18next option; i18next does not interpolate inside values.
  const t = (key: string): string => i18n.t(key, { lng: locale, replace: values });
  const text = (group: string, key: string): string | undefined => {
    const section = texts[group];
    return typeof section === 'object' ? section[key] : undefined;
  };

  const topic = TOPIC[kind];
  // Payment reminders live in the auction's thread, so a known vehicle title wins over the purchase number there too.
  let title: string;
  if (values.title && topic !== 'account') title = values.title;
  else if (topic === 'order') title = t(values.orderId ? 'title.order' : 'title.order_plain');
  else title = t(`title.${topic}`);

  const parts = [t(lacksValues(text('subject', kind), values) ? `subject.${kind}_plain` : `subject.${kind}`)];
  if (values.deadline && text('deadline', kind) !== undefined) parts.push(t(`deadline.${kind}`));
  if (values.reason) parts.push(t('reason'));
  return { title, subject: parts.join(' ') };
}
