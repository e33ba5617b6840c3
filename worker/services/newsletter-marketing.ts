/**
 * The newsletter's hand-over to the marketing service (worker/marketing), at least once: a confirmation or an
 * unsubscription marks the row in D1 (the outbox), a queue message asks for the hand-over, the consumer tells the
 * service what the row says now and clears the marker. A lost message is sent again by the cron sweep, a failed
 * hand-over is retried by the queue; telling the service twice is harmless. What leaves: e-mail, locale, consent
 * time and our unsubscribe link, nothing else.
 */
import { absoluteUrl } from '../../domain/alternates.ts';
import { isLocale } from '../../domain/locales.ts';
import { createDb } from '../db/client.ts';
import { clearMarketingPending, findMarketingState, stalePendingAddresses, touchPending, unsubscribeAddress } from '../db/repositories/newsletter-marketing.ts';
import type { Bindings } from '../env.ts';
import { timingSafeEqual } from '../lib/crypto.ts';
import { derivedMac, KEY_LABELS } from '../lib/derived-keys.ts';
import { scheduledLinkContext } from '../lib/links.ts';
import { createMarketingList } from '../marketing/create-marketing.ts';
import { enqueueMails } from '../queues/mail-queue.ts';
import { authSecret } from './auth/secret.ts';

/** A hand-over older than this without an answer is asked for again by the sweep. */
export const MARKETING_RESEND_AFTER_MS = 10 * 60_000;
const SWEEP_BATCH = 100;

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The unsubscribe token: the address and an HMAC of it under a key for this purpose only. It does not expire, as the
 * newsletters that carry it may be read years later; it only ever unsubscribes that one address.
 */
export async function unsubscribeToken(env: Bindings, email: string): Promise<string> {
  return `${toBase64Url(email)}.${await derivedMac(authSecret(env), KEY_LABELS.newsletterUnsubscribe, email)}`;
}

/** The address of a genuine token, else null. */
export async function readUnsubscribeToken(env: Bindings, token: string): Promise<string | null> {
  const [encoded, mac, ...rest] = token.split('.');
  if (!encoded || !mac || rest.length > 0) return null;
  const email = fromBase64Url(encoded);
  if (!email) return null;
  return timingSafeEqual(await derivedMac(authSecret(env), KEY_LABELS.newsletterUnsubscribe, email), mac) ? email : null;
}

/** The unsubscribe link in the subscriber's language: the newsletter page, token in the fragment (never in a log). */
export async function unsubscribeLink(env: Bindings, email: string, locale: string): Promise<string> {
  const url = absoluteUrl(scheduledLinkContext(env), 'newsletter-confirm', isLocale(locale) ? locale : 'de');
  return `${url}#${new URLSearchParams({ unsubscribe: await unsubscribeToken(env, email) }).toString()}`;
}

/**
 * Asks the queue for the hand-over. Should the queue refuse, the marked row stays and the sweep asks again: the
 * caller's confirmation or unsubscription is never undone by it.
 */
export async function handOverToMarketing(env: Bindings, email: string): Promise<void> {
  try {
    await enqueueMails(env, [{ kind: 'marketing', email }]);
  } catch (error) {
    console.error(JSON.stringify({ job: 'marketing-handover', error: String(error) }));
  }
}

/** Unsubscribes the address of a genuine token and hands that over; false for a token that is not ours. */
export async function unsubscribeNewsletter(env: Bindings, token: string, now = Date.now()): Promise<boolean> {
  const email = await readUnsubscribeToken(env, token);
  if (!email) return false;
  if (await unsubscribeAddress(createDb(env.DB), email, new Date(now))) await handOverToMarketing(env, email);
  return true;
}

export type SyncOutcome = 'in_step' | 'subscribed' | 'unsubscribed' | 'not_configured';

/**
 * Tells the marketing service what the row says now (the queue consumer's step). Throws when the service refused,
 * so the queue retries; without a configured service the marker stays for when one is.
 */
export async function syncMarketing(env: Bindings, email: string): Promise<SyncOutcome> {
  const db = createDb(env.DB);
  const state = await findMarketingState(db, email);
  if (!state?.marketingPending) return 'in_step';
  const list = createMarketingList(env);
  if (!list) return 'not_configured';
  let outcome: SyncOutcome;
  if (state.confirmedAt) {
    await list.subscribe({ email: state.email, locale: state.locale, consentedAt: state.confirmedAt.getTime(), unsubscribeUrl: await unsubscribeLink(env, state.email, state.locale) });
    outcome = 'subscribed';
  } else {
    await list.unsubscribe(state.email);
    outcome = 'unsubscribed';
  }
  await clearMarketingPending(db, state);
  return outcome;
}

/** The cron's part: hand-overs waiting longer than they should are queued again (nothing when no service is set). */
export async function resendStaleHandOvers(env: Bindings, now: number): Promise<number> {
  if (!createMarketingList(env)) return 0;
  const db = createDb(env.DB);
  const emails = await stalePendingAddresses(db, new Date(now - MARKETING_RESEND_AFTER_MS), SWEEP_BATCH);
  if (emails.length === 0) return 0;
  await enqueueMails(env, emails.map((email) => ({ kind: 'marketing' as const, email })));
  await touchPending(db, emails, new Date(now));
  return emails.length;
}
