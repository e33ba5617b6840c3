/** Sends e-mails to a customer in the customer's language, with links built from the route table. */
import type { Context } from 'hono';
import { isLocale, type Locale } from '../../../domain/locales.ts';
import type { RouteName, RouteParams } from '../../../domain/routes.ts';
import type { CustomerRow } from '../../db/repositories/customers.ts';
import type { AppEnv } from '../../env.ts';
import { emailLink } from '../../lib/links.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailKind } from '../../mail/mail.ts';
import { sendMail } from '../../mail/send.ts';

export function recipientLocale(customer: Pick<CustomerRow, 'languageSetting'>, fallback: Locale): Locale {
  return isLocale(customer.languageSetting) ? customer.languageSetting : fallback;
}

export async function mailCustomer(
  c: Context<AppEnv>,
  customer: Pick<CustomerRow, 'email' | 'name' | 'languageSetting'>,
  kind: MailKind,
  /** `fragment` carries link tokens (never `query`: see emailLink). */
  link?: { route: RouteName; query?: Record<string, string>; params?: RouteParams; fragment?: Record<string, string> },
  values?: Record<string, string>,
): Promise<void> {
  const locale = recipientLocale(customer, c.get('locale'));
  await sendMail(createMailTransport(c.env), {
    to: customer.email,
    locale,
    kind,
    name: customer.name,
    ...(link ? { link: emailLink(c, link.route, locale, link.query, link.params, link.fragment) } : {}),
    ...(values ? { values } : {}),
  });
}
