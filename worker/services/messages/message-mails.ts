/** Sends the e-mails of notification messages that are due (the messages table is the outbox). */
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import { MESSAGE_MAILS, type MessageKind } from '../../../domain/messages/kinds.ts';
import {
  claimMessageMail,
  dueMessageMails,
  failExhaustedClaims,
  mergePendingOutbids,
  outbidState,
  releaseMessageMail,
  settleMessageMail,
  type DueMessageMail,
} from '../../db/repositories/message-mails.ts';
import type { Bindings } from '../../env.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import { MAIL_KINDS, type MailKind, type MailTransport } from '../../mail/mail.ts';
import { sendMail, type SendMailInput } from '../../mail/send.ts';
import { emailSettingsLink, isDeliverableAddress, sellerLocale, titleParams } from '../ads/ad-mails.ts';

/** Mails per run at most; the cron runs every minute, so a backlog drains at 72,000 mails a day. */
export const MESSAGE_MAILS_PER_RUN = 50;

/** At most one outbid mail per customer and auction in this time: a bidding war must not send fifty mails. */
export const OUTBID_MAIL_INTERVAL_MS = 30 * 60_000;

/** A failed send is tried again after this, times the attempts so far (1, 2, 3, 4 minutes). */
const RETRY_DELAY_MS = 60_000;

/** D1 binds at most 100 values per statement; more ids than this are left to the next cron run. */
const MAX_IDS = 90;

export interface MessageMailOptions {
  /** Only these messages (the delivery sends what it just created); otherwise every due one, a batch at a time. */
  ids?: readonly number[];
  /** Defaults to the configured transport; tests pass a failing one to see the mail put back. */
  transport?: MailTransport;
  /** Defaults to the scheduled link context (PUBLIC_ORIGIN, LOCALE_HOSTS). */
  links?: UrlContext;
  batch?: number;
}

export interface MessageMailRun {
  /** Due mails found in this run. */
  due: number;
  sent: number;
  /** Outbid mails covered by another one (sent now or lately). */
  merged: number;
  /** Settled without a mail: closed account, no address, opted out, or an outbid mail made moot. */
  skipped: number;
  /** Claimed by another run first. */
  taken: number;
  /** Sending failed: put back for a later run (or settled as failed after the last attempt). */
  failed: number;
}

type Outcome = 'sent' | 'merged' | 'skipped' | 'taken' | 'failed';

const isMailKind = (kind: string): kind is MailKind & MessageKind => (MAIL_KINDS as readonly string[]).includes(kind) && kind in MESSAGE_MAILS;

/** A claimed mail goes to nobody: closed account, placeholder address, or an optional kind the customer switched off. */
function goesToNobody(mail: DueMessageMail, kind: MessageKind): boolean {
  return mail.closed || !isDeliverableAddress(mail.email) || (MESSAGE_MAILS[kind]?.optional === true && mail.optedOut);
}

/** The invoice PDF of an order, on the host of the recipient's language (the buyer's session opens it). */
function invoiceUrl(threadLink: string, orderId: number): string {
  return `${new URL(threadLink).origin}/private/order/${orderId}/document/invoice`;
}

/** The mail for one message: recipient, language, quoted values, the button link and (optional kinds) the settings link. */
export async function messageMailInput(env: Bindings, links: UrlContext, mail: DueMessageMail, kind: MailKind & MessageKind, amount: number | undefined, now: number): Promise<SendMailInput> {
  const locale: Locale = sellerLocale(mail.languageSetting);
  const { params } = mail;
  const title = titleParams(params.title?.trim() ?? '');
  const values: Record<string, string> = { ...title.values };
  if (amount !== undefined) values.amount = formatEuro(amount);
  if (params.deadline !== undefined) values.deadline = formatDateTime(params.deadline);
  if (params.orderId !== undefined) values.orderId = String(params.orderId);
  if (params.reason) values.reason = params.reason;
  let link = absoluteUrl(links, 'account-messages-thread-slug', locale, { slug: mail.groupKey });
  if (kind === 'order_created' && params.orderId !== undefined) {
    values.invoiceUrl = invoiceUrl(link, params.orderId);
    link = values.invoiceUrl;
  }
  // Optional mails say where they are switched off; binding ones (won, orders, turns) cannot be.
  const footerLink = MESSAGE_MAILS[kind]?.optional ? await emailSettingsLink(env, links, locale, mail.email, new Date(now)) : undefined;
  return { to: mail.email, locale, kind, name: mail.name, values, link, footerLink, ...(title.variant ? { variant: title.variant } : {}) };
}

/** Claims, checks and sends one mail; `merged` collects the sibling outbid mails a sent outbid mail covers. */
async function send(env: Bindings, transport: () => MailTransport, links: UrlContext, mail: DueMessageMail, now: number, merged: Set<number>): Promise<Outcome> {
  if (!(await claimMessageMail(env.DB, mail.id, now))) return 'taken';
  const settle = async (state: 'sent' | 'skipped' | 'merged'): Promise<Outcome> => {
    await settleMessageMail(env.DB, mail.id, now, state);
    return state;
  };
  if (!isMailKind(mail.kind) || goesToNobody(mail, mail.kind)) return settle('skipped');
  let amount = mail.params.amount;
  if (mail.kind === 'outbid') {
    const state = await outbidState(env.DB, mail, now - OUTBID_MAIL_INTERVAL_MS);
    // Leading again, or won/lost (lost sends its own mail): the outbid news is out of date.
    if (state.moot) return settle('skipped');
    if (state.recentlySent) return settle('merged');
    // The mail speaks for every outbid so far: it quotes the newest highest bid.
    amount = state.latestAmount ?? amount;
  }
  try {
    await sendMail(transport(), await messageMailInput(env, links, mail, mail.kind, amount, now));
  } catch (error) {
    // Unsent is never lost: back to pending, tried again a little later (or failed after the last attempt).
    const state = await releaseMessageMail(env.DB, mail.id, now, now + RETRY_DELAY_MS * (mail.attempts + 1));
    console.error(JSON.stringify({ job: 'message-mails', messageId: mail.id, kind: mail.kind, state, error: String(error) }));
    return 'failed';
  }
  const outcome = await settle('sent');
  if (mail.kind === 'outbid') for (const id of await mergePendingOutbids(env.DB, mail)) merged.add(id);
  return outcome;
}

/**
 * One run of the outbox: claims each due mail (two runs at once never send one twice), sends it in the recipient's
 * language and settles it. A mail that cannot be sent stays in the outbox for a later run.
 */
export async function sendDueMessageMails(env: Bindings, now: number, options: MessageMailOptions = {}): Promise<MessageMailRun> {
  const run: MessageMailRun = { due: 0, sent: 0, merged: 0, skipped: 0, taken: 0, failed: 0 };
  const ids = options.ids ? [...new Set(options.ids)].slice(0, MAX_IDS) : undefined;
  if (!ids) await failExhaustedClaims(env.DB, now);
  const mails = await dueMessageMails(env.DB, now, { ids, batch: options.batch ?? MESSAGE_MAILS_PER_RUN });
  run.due = mails.length;
  if (mails.length === 0) return run;
  // Built on first use: a run that only skips needs no transport.
  let transport = options.transport;
  const lazyTransport = () => (transport ??= createMailTransport(env));
  const links = options.links ?? scheduledLinkContext(env);
  const merged = new Set<number>();
  for (const mail of mails) {
    // Covered by an outbid mail this run just sent: settled already, nothing to claim.
    if (merged.has(mail.id)) continue;
    try {
      run[await send(env, lazyTransport, links, mail, now, merged)] += 1;
    } catch (error) {
      // A database error leaves the claim in place; it goes stale and the mail is taken over by a later run.
      run.failed += 1;
      console.error(JSON.stringify({ job: 'message-mails', messageId: mail.id, error: String(error) }));
    }
  }
  run.merged += merged.size;
  return run;
}
