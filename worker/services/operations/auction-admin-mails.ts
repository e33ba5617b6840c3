/**
 * Mails of the operator's pause, resumption and cancellation of an auction to its seller and to every merchant taking
 * part, each in their own language. The operator's reason is quoted as plain text (the layout escapes every value).
 * They are handed to the mail queue, one message per recipient: the operator's request never waits for a transport,
 * and a failed send is retried there without undoing the command, which the auction object has already applied.
 */
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { findCustomersByIds } from '../../db/repositories/customers.ts';
import type { MailMessage } from '../../queues/mail-queue.ts';
import { isDeliverableAddress, sellerLocale } from '../ads/ad-mails.ts';

export type AuctionHoldMail =
  | { kind: 'auction_paused'; reason: string }
  | { kind: 'auction_resumed'; endingAt: number | null; reopensAt: number | null }
  | { kind: 'auction_canceled'; reason: string };

export interface AuctionHoldRecipients {
  productId: number;
  title: string;
  sellerId: number;
  participants: readonly number[];
}

function values(mail: AuctionHoldMail, title: string): Record<string, string> {
  switch (mail.kind) {
    case 'auction_resumed':
      return {
        title,
        endingAt: mail.endingAt === null ? '' : formatDateTime(mail.endingAt),
        reopensAt: mail.reopensAt === null ? '' : formatDateTime(mail.reopensAt),
      };
    default:
      return { title, reason: mail.reason };
  }
}

/** The mail to the seller and each participant, once each; `key` names the operator's action (its request id). */
export async function auctionHoldMails(db: Database, links: UrlContext, recipients: AuctionHoldRecipients, mail: AuctionHoldMail, key: string): Promise<MailMessage[]> {
  // One read for every recipient (a deleted account is not among them), not one per recipient.
  const customers = (await findCustomersByIds(db, [recipients.sellerId, ...recipients.participants])).filter((customer) => isDeliverableAddress(customer.email));
  return customers.map((customer): MailMessage => {
    const locale = sellerLocale(customer.languageSetting);
    return {
      kind: 'mail',
      key: `auction-hold:${key}:${customer.id}`,
      input: {
        to: customer.email,
        locale,
        kind: mail.kind,
        name: customer.name,
        values: values(mail, recipients.title),
        // Bidding reopens later than now: the mail says when instead of "from now on".
        ...(mail.kind === 'auction_resumed' && mail.reopensAt !== null ? { variant: 'later' as const } : {}),
        link: absoluteUrl(links, 'catalog-product-id', locale, { id: String(recipients.productId) }),
      },
    };
  });
}
