/**
 * Mails of the operators' ad review to the seller, in the seller's language, quoting the operator's reason as plain
 * text; handed to the mail queue, so the operator's request never waits for the transport.
 */
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import type { Database } from '../../db/client.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import type { Bindings } from '../../env.ts';
import { enqueueMails } from '../../queues/mail-queue.ts';
import { continueLink, isDeliverableAddress, sellerLocale, titleParams } from '../ads/ad-mails.ts';

interface ReviewMail {
  sellerId: number;
  productId: number;
  title: string;
  reason: string;
}

/** Queues one review mail; false, and nothing queued, when the seller is gone or has no deliverable address. */
async function sendReviewMail(env: Bindings, db: Database, links: UrlContext, kind: 'ad_sent_back' | 'ad_edit_rejected', mail: ReviewMail): Promise<boolean> {
  const seller = await findCustomerById(db, mail.sellerId);
  if (!seller || seller.deletedAt || !isDeliverableAddress(seller.email)) return false;
  const locale = sellerLocale(seller.languageSetting);
  const title = titleParams(mail.title);
  const input = {
    to: seller.email,
    locale,
    kind,
    name: seller.name,
    ...title,
    // The layout escapes every value; the reason is the operator's text, never markup.
    values: { ...title.values, reason: mail.reason },
    link: kind === 'ad_sent_back' ? continueLink(links, locale, mail.productId) : absoluteUrl(links, 'account-my-vehicles', locale),
  };
  await enqueueMails(env, [{ kind: 'mail', key: `${kind}:${mail.productId}:${crypto.randomUUID()}`, input }]);
  return true;
}

/** The ad went back to editing: what to change, and a button to continue editing it. */
export function sendAdSentBackMail(env: Bindings, db: Database, links: UrlContext, mail: ReviewMail): Promise<boolean> {
  return sendReviewMail(env, db, links, 'ad_sent_back', mail);
}

/** The changes to a published ad were not applied: why, and a button to the seller's vehicles. */
export function sendAdEditRejectedMail(env: Bindings, db: Database, links: UrlContext, mail: ReviewMail): Promise<boolean> {
  return sendReviewMail(env, db, links, 'ad_edit_rejected', mail);
}
