/** The seller-side ad mails (submitted for review, continue your ad) and the link and address rules they share with the reminder job. */
import { and, eq, isNull } from 'drizzle-orm';
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locales.ts';
import type { Database } from '../../db/client.ts';
import { findCustomerByEmail, findCustomerById } from '../../db/repositories/customers.ts';
import { products } from '../../db/schema.ts';
import type { Bindings } from '../../env.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailTransport } from '../../mail/mail.ts';
import { sendMail } from '../../mail/send.ts';
// The settings-link format (e, x, h) has exactly one implementation, next to the route that checks it.
import { automationLink } from '../../lib/email-automation-link.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { isPlaceholderEmail } from './ad-access.ts';
import { authSecret } from '../auth/secret.ts';


/** What the senders take besides the ids: a request's link context, a transport, the clock; all default for cron use. */
export interface AdMailOptions {
  /** Links as the request would build them; defaults to PUBLIC_ORIGIN and LOCALE_HOSTS (see scheduledLinkContext). */
  links?: UrlContext;
  /** Defaults to the configured transport (createMailTransport). */
  transport?: MailTransport;
}


/** An address a mail can reach: anything but a prospect's placeholder (verified or not does not matter here). */
export function isDeliverableAddress(email: string): boolean {
  const address = email.trim().toLowerCase();
  return address.includes('@') && !isPlaceholderEmail(address);
}

/** The vehicle's title as the storefront shows it; empty while the editor has neither make nor model. */
export function vehicleTitle(ad: { make: string; model: string }): string {
  return `${ad.make} ${ad.model}`.trim();
}

/** The title values of a mail, with the 'untitled' wording when there is no title to quote. */
export function titleParams(title: string): { values: { title: string }; variant?: 'untitled' } {
  return title ? { values: { title } } : { values: { title }, variant: 'untitled' };
}

/** The seller's language for mails; an unknown stored value falls back to German. */
export function sellerLocale(languageSetting: string): Locale {
  return isLocale(languageSetting) ? languageSetting : DEFAULT_LOCALE;
}

/** The e-mail settings page with a signed link (e, x, h) for this address, valid 30 days from `now`. */
export async function emailSettingsLink(env: Bindings, links: UrlContext, locale: Locale, email: string, now: Date): Promise<string> {
  const query = await automationLink(authSecret(env), email, now.getTime());
  return `${absoluteUrl(links, 'account-email-settings', locale)}?${new URLSearchParams(query).toString()}`;
}

/** The editor's continue link for an ad. */
export function continueLink(links: UrlContext, locale: Locale, productId: number): string {
  return absoluteUrl(links, 'ad-continue-id', locale, { id: String(productId) });
}

async function liveAd(db: Database, productId: number) {
  return db
    .select({ id: products.id, customerId: products.customerId, make: products.make, model: products.model })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .get();
}

/**
 * Confirms to the seller that the ad went to review (call it after the status change). False, and nothing sent,
 * when the ad or its owner is gone or the owner has no deliverable address yet.
 */
export async function sendAdSubmittedMail(env: Bindings, db: Database, productId: number, options: AdMailOptions = {}): Promise<boolean> {
  const ad = await liveAd(db, productId);
  const owner = ad ? await findCustomerById(db, ad.customerId) : undefined;
  if (!ad || !owner || !isDeliverableAddress(owner.email)) return false;
  const locale = sellerLocale(owner.languageSetting);
  const links = options.links ?? scheduledLinkContext(env);
  await sendMail(options.transport ?? createMailTransport(env), {
    to: owner.email,
    locale,
    kind: 'ad_submitted',
    name: owner.name,
    ...titleParams(vehicleTitle(ad)),
    link: absoluteUrl(links, 'account-my-vehicles', locale),
  });
  return true;
}

/**
 * Tells the account holder of `email` that someone started the ad `productId` with their address and could not be
 * signed in: sign in on the same device to continue. It names the vehicle's title and nothing else about the ad,
 * since whoever typed the address may not be the holder. False, and nothing sent, without such an account or ad.
 * Strangers can trigger it, so the calling route limits it per client and per address first (abuse-limits).
 */
export async function sendAdContinueOwnerMail(
  env: Bindings,
  db: Database,
  input: { productId: number; email: string },
  options: AdMailOptions = {},
): Promise<boolean> {
  const ad = await liveAd(db, input.productId);
  const holder = ad ? await findCustomerByEmail(db, input.email.trim().toLowerCase()) : undefined;
  if (!ad || !holder || !isDeliverableAddress(holder.email)) return false;
  const locale = sellerLocale(holder.languageSetting);
  const links = options.links ?? scheduledLinkContext(env);
  await sendMail(options.transport ?? createMailTransport(env), {
    to: holder.email,
    locale,
    kind: 'ad_continue_owner',
    name: holder.name,
    ...titleParams(vehicleTitle(ad)),
    link: continueLink(links, locale, ad.id),
  });
  return true;
}
