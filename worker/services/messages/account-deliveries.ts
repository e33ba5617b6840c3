/**
 * Messages about a customer's account, ads and orders outside the auction object: dealer registration received and
 * reviewed, ad under review and sent back, cancellation decided. Each source key names the event and its time (or
 * decision), so a retried request never gives two messages while a later, new event does.
 */
import { groupKeys, type MessageDraft } from '../../../domain/messages/kinds.ts';
import type { Bindings } from '../../env.ts';
import { deliverMessages } from './deliver.ts';

function accountDraft(customerId: number, sourceKey: string, kind: MessageDraft['kind'], cta: MessageDraft['cta'], params: MessageDraft['params'] = {}): MessageDraft {
  return { customerId, sourceKey, groupKey: groupKeys.account(customerId), auctionId: null, productId: null, kind, cta, params };
}

function adDraft(customerId: number, productId: number, sourceKey: string, kind: MessageDraft['kind'], cta: MessageDraft['cta'], params: MessageDraft['params']): MessageDraft {
  return { customerId, sourceKey, groupKey: groupKeys.ad(productId), auctionId: null, productId, kind, cta, params };
}

/** The dealer completed their registration: they wait for the operator's review (one message per registration). */
export function notifyMerchantSubmitted(env: Bindings, customerId: number): Promise<unknown> {
  return deliverMessages(env, [accountDraft(customerId, 'account:submitted', 'account_submitted', 'wait_until_operator_has_reviewed_your_account_submission')]);
}

/** The operator accepted or rejected the dealer (`at`: the decision's time, so a later new decision is a new message). */
export function notifyMerchantReviewed(env: Bindings, customerId: number, accepted: boolean, reason: string | null, at: number): Promise<unknown> {
  const draft = accepted
    ? accountDraft(customerId, `account:reviewed:${at}`, 'account_activated', 'merchant_reviewed_and_ready_for_auction')
    : accountDraft(customerId, `account:reviewed:${at}`, 'account_rejected', 'read_me', reason ? { reason } : {});
  return deliverMessages(env, [draft]);
}

/** The seller submitted an ad: it waits for the operator's review. */
export function notifyAdSubmitted(env: Bindings, sellerId: number, productId: number, title: string, at: number): Promise<unknown> {
  return deliverMessages(env, [adDraft(sellerId, productId, `ad:${productId}:submitted:${at}`, 'ad_under_review', 'wait_until_operator_has_reviewed_ad_submission', { title })]);
}

/** The operator sent the ad back with a reason: the seller's turn to edit and submit again. */
export function notifyAdSentBack(env: Bindings, sellerId: number, productId: number, title: string, reason: string, at: number): Promise<unknown> {
  return deliverMessages(env, [adDraft(sellerId, productId, `ad:${productId}:sent_back:${at}`, 'ad_sent_back', 'owner_edit_ad_and_submit_again', { title, reason })]);
}

/** The operator decided the buyer's cancellation request. */
export function notifyCancellationDecided(
  env: Bindings,
  order: { id: number; buyerId: number; auctionId: number; productId: number },
  approved: boolean,
  title: string,
): Promise<unknown> {
  const kind = approved ? 'cancellation_approved' : 'cancellation_rejected';
  return deliverMessages(env, [
    {
      customerId: order.buyerId,
      sourceKey: `order:${order.id}:cancellation`,
      groupKey: groupKeys.auction(order.auctionId),
      auctionId: order.auctionId,
      productId: order.productId,
      kind,
      cta: 'read_me',
      params: { title, orderId: order.id },
    },
  ]);
}
