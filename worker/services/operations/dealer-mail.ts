/** Mails about a dealer's review, in the language the dealer chose for notifications at registration, through the mail queue. */
import type { Context } from 'hono';
import { isLocale } from '../../../domain/locales.ts';
import type { RouteName } from '../../../domain/routes.ts';
import type { CustomerRow, MerchantRow } from '../../db/repositories/customers.ts';
import type { AppEnv } from '../../env.ts';
import { emailLink } from '../../lib/links.ts';
import type { MailKind } from '../../mail/mail.ts';
import { enqueueMails } from '../../queues/mail-queue.ts';
import { recipientLocale } from '../auth/mailer.ts';

export async function mailDealer(
  c: Context<AppEnv>,
  found: { merchant: Pick<MerchantRow, 'notificationLocale'>; customer: Pick<CustomerRow, 'email' | 'name' | 'languageSetting'> },
  kind: MailKind,
  link: { route: RouteName },
  values?: Record<string, string>,
): Promise<void> {
  const { merchant, customer } = found;
  const locale = isLocale(merchant.notificationLocale) ? merchant.notificationLocale : recipientLocale(customer, c.get('locale'));
  const input = { to: customer.email, locale, kind, name: customer.name, link: emailLink(c, link.route, locale), ...(values ? { values } : {}) };
  await enqueueMails(c.env, [{ kind: 'mail', key: `${kind}:${crypto.randomUUID()}`, input }]);
}
