/** The valuation mails (received, ready, e-mail already used, report reminder), each linking to the report by its key. */
import { eq } from 'drizzle-orm';
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { formatEuro } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import { createDb } from '../../db/client.ts';
import { findCustomerByEmail } from '../../db/repositories/customers.ts';
import { products } from '../../db/schema.ts';
import type { Bindings } from '../../env.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailTransport } from '../../mail/mail.ts';
import { sendMail } from '../../mail/send.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { openText, SEAL_LABELS } from '../../lib/sealed.ts';
import { emailSettingsLink, isDeliverableAddress, sellerLocale, titleParams, vehicleTitle } from '../ads/ad-mails.ts';
import { authSecret } from '../auth/secret.ts';

export type ValuationMailKind = 'valuation_received' | 'valuation_ready' | 'valuation_email_used' | 'valuation_report_reminder';

/** The parts of a valuation row a mail needs. */
export interface ValuationMailTarget {
  id: number;
  email: string | null;
  name: string | null;
  locale: string;
  productId: number;
  reportKeySealed: string | null;
}

export interface ValuationMailOptions {
  /** Links as the request would build them; defaults to PUBLIC_ORIGIN and LOCALE_HOSTS (scheduledLinkContext). */
  links?: UrlContext;
  /** Defaults to the configured transport (createMailTransport). */
  transport?: MailTransport;
  /** The vehicle's title; read from the product when not given. */
  title?: string;
  /** The clock for the reminder's signed settings link; defaults to now. */
  now?: Date;
  /** The confirmed range the ready mail quotes (whole euros). */
  range?: { low: number; high: number };
}

/** The report page for a key, on the funnel of the vehicle's type, in the valuation's language. */
export function reportLink(links: UrlContext, locale: Locale, productType: 'motorhome' | 'trailer', key: string): string {
  return productType === 'motorhome'
    ? absoluteUrl(links, 'valuation-motorhome-report', locale, { rest: key })
    : absoluteUrl(links, 'valuation-trailer-report', locale, { slug: key });
}

/** The report key from its sealed form; null when there is none or it does not open (another secret, tampering). */
export async function openReportKey(env: Bindings, sealed: string | null): Promise<string | null> {
  return sealed ? openText(authSecret(env), SEAL_LABELS.valuationReportKey, sealed) : null;
}

/**
 * The signed e-mail settings link for the reminder's footer, only when an account holds the address: the settings
 * page opens for account holders only, and an anonymous seller's address may have none (the footer text then only
 * says how many reminders there are).
 */
async function settingsLink(env: Bindings, links: UrlContext, locale: Locale, email: string, now: Date): Promise<string | undefined> {
  const holder = await findCustomerByEmail(createDb(env.DB), email);
  return holder ? emailSettingsLink(env, links, locale, holder.email, now) : undefined;
}

/**
 * Sends one valuation mail to the valuation's address in its language, with the report link. False, and nothing sent,
 * when the address cannot be mailed, the vehicle is gone, or the report key does not open; a transport failure throws
 * (the reminder job releases its claim on it).
 */
export async function sendValuationMail(
  env: Bindings,
  kind: ValuationMailKind,
  valuation: ValuationMailTarget,
  options: ValuationMailOptions = {},
): Promise<boolean> {
  if (!valuation.email || !isDeliverableAddress(valuation.email)) return false;
  const product = await createDb(env.DB)
    .select({ productType: products.productType, make: products.make, model: products.model })
    .from(products)
    .where(eq(products.id, valuation.productId))
    .get();
  const key = await openReportKey(env, valuation.reportKeySealed);
  if (!product || !key) return false;
  const locale = sellerLocale(valuation.locale);
  const links = options.links ?? scheduledLinkContext(env);
  const footerLink = kind === 'valuation_report_reminder' ? await settingsLink(env, links, locale, valuation.email, options.now ?? new Date()) : undefined;
  const title = titleParams(options.title ?? vehicleTitle(product));
  const range: Record<string, string> = options.range ? { range: `${formatEuro(options.range.low)} – ${formatEuro(options.range.high)}` } : {};
  await sendMail(options.transport ?? createMailTransport(env), {
    to: valuation.email,
    locale,
    kind,
    name: valuation.name ?? '',
    ...title,
    values: { ...title.values, ...range },
    link: reportLink(links, locale, product.productType, key),
    ...(footerLink ? { footerLink } : {}),
  });
  return true;
}
