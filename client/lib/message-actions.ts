/** What a message offers in place (by its call to action) and the icon of its avatar (by its kind). */
import type { NotificationMessage } from '../../domain/messages/kinds.ts';
import type { IconName } from '../components/account/icons.tsx';

/**
 * auction: the live auction decides which form (renegotiation, late-offer answer, resubmit) is still open;
 * answer: the seller answers a dealer's question; pay: the commission invoice; the rest are links.
 */
export type MessageAction =
  | { type: 'auction'; auctionId: number; productId: number; deadline: number | null }
  | { type: 'answer'; questionId: number }
  | { type: 'pay'; orderId: number | null; amount: number | null; deadline: number | null }
  | { type: 'bid'; productId: number }
  | { type: 'edit'; productId: number }
  | { type: 'account' };

const AUCTION_DECISIONS: readonly string[] = [
  'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline',
  'highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline',
  'owner_accept_late_offer_or_send_counteroffer_or_decline',
  'submit_ad_with_reduced_price_or_decline_to_submit_again',
];

const ACCOUNT_CODES: readonly string[] = ['email_verified_profile_completed', 'email_verified_profile_as_merchant_completed', 'merchant_reviewed_and_ready_for_auction'];

/** The action of a message, or null when it has none or was already answered. */
export function messageAction(message: NotificationMessage): MessageAction | null {
  if (message.callToActionResponseTypeCode !== null) return null;
  const code = message.callToActionTypeCode;
  const { auctionId, productId, action } = message;
  if (AUCTION_DECISIONS.includes(code)) {
    return auctionId !== null && productId !== null ? { type: 'auction', auctionId, productId, deadline: action.deadline ?? null } : null;
  }
  switch (code) {
    case 'owner_answer_question':
      return action.questionId !== undefined ? { type: 'answer', questionId: action.questionId } : null;
    case 'buyer_pay_provision_to_operator':
      return { type: 'pay', orderId: action.orderId ?? null, amount: action.orderId !== undefined ? (action.amount ?? null) : null, deadline: action.deadline ?? null };
    case 'bid_again_or_decline_or_submit_reminder':
      return productId !== null ? { type: 'bid', productId } : null;
    case 'owner_edit_ad_and_submit_again':
      return productId !== null ? { type: 'edit', productId } : null;
    default:
      return ACCOUNT_CODES.includes(code) ? { type: 'account' } : null;
  }
}

/**
 * The thread's actions: each message's own, but the live auction's forms only once (with the newest such message),
 * since they show the auction's present state whichever message asked.
 */
export function threadActions(newestFirst: readonly NotificationMessage[]): Map<number, MessageAction> {
  const actions = new Map<number, MessageAction>();
  let auctionShown = false;
  for (const message of newestFirst) {
    const action = messageAction(message);
    if (!action) continue;
    if (action.type === 'auction') {
      if (auctionShown) continue;
      auctionShown = true;
    }
    actions.set(message.messageId, action);
  }
  return actions;
}

const KIND_ICONS: Record<string, IconName> = {
  won: 'check',
  sold: 'check',
  account_activated: 'check',
  lost: 'alert',
  auction_failed: 'alert',
  auction_canceled: 'alert',
  account_rejected: 'alert',
  late_offer_declined: 'alert',
  offer_lapsed: 'alert',
  payment_overdue: 'alert',
  renegotiation_waiting: 'clock',
  renegotiation_turn: 'clock',
  counter_offer: 'clock',
  late_offer_waiting: 'clock',
  late_offer_received: 'clock',
  auction_paused: 'clock',
  account_submitted: 'user',
  ad_under_review: 'ads',
  ad_sent_back: 'ads',
  ad_published: 'ads',
  order_created: 'document',
  payment_due: 'document',
  cancellation_approved: 'document',
  cancellation_rejected: 'document',
  question_asked: 'messages',
  question_waiting: 'messages',
  question_answered: 'messages',
};

/** Bids and the rest of an auction's course show the vehicle. */
export function kindIcon(kind: string): IconName {
  return KIND_ICONS[kind] ?? 'vehicle';
}
