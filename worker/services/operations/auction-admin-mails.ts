/**
 * Mails of the operator's pause, resumption and cancellation of an auction to its seller and to every merchant taking
 * part, each in their own language. The operator's reason is quoted as plain text (the layout escapes every value).
 * A failed mail is logged and never undoes the command, which the auction object has already applied.
 */
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { findCustomersByIds } from '../../db/repositories/customers.ts';
import type { Bindings } from '../../env.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import { sendMail } from '../../mail/send.ts';
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

/**
 * Sends at most this many mails at once: the platform allows six open outbound connections per request, and an
 * auction with a thousand participants must not hold the request for a thousand sequential sends.
 */
const PARALLEL_SENDS = 6;

/** Sends the mail to the seller and each participant once; returns how many were sent. */
export async function sendAuctionHoldMails(env: Bindings, db: Database, links: UrlContext, recipients: AuctionHoldRecipients, mail: AuctionHoldMail): Promise<number> {
  const transport = createMailTransport(env);
  // One read for every recipient (a deleted account is not among them), not one per recipient.
  const customers = (await findCustomersByIds(db, [recipients.sellerId, ...recipients.participants])).filter((customer) => isDeliverableAddress(customer.email));
  let sent = 0;
  let next = 0;
  const sendNext = async (): Promise<void> => {
    for (let customer = customers[next++]; customer; customer = customers[next++]) {
      try {
        const locale = sellerLocale(customer.languageSetting);
        await sendMail(transport, {
          to: customer.email,
          locale,
          kind: mail.kind,
          name: customer.name,
          values: values(mail, recipients.title),
          // Bidding reopens later than now: the mail says when instead of "from now on".
          ...(mail.kind === 'auction_resumed' && mail.reopensAt !== null ? { variant: 'later' as const } : {}),
          link: absoluteUrl(links, 'catalog-product-id', locale, { id: String(recipients.productId) }),
        });
        sent += 1;
      } catch (error) {
        console.error(JSON.stringify({ job: 'auction-hold-mail', kind: mail.kind, customerId: customer.id, error: String(error) }));
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SENDS }, sendNext));
  return sent;
}
