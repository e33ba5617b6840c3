/**
 * What a notification message is about (its kind), the values its texts may quote, which kinds also go out by e-mail
 * or web push, and the shapes the notification calls answer with.
 */
import type { CtaCode } from './cta.ts';

export const MESSAGE_KINDS = [
  // Dealer side of an auction.
  'bid_placed',
  'highest_bidder',
  'bid_agent_active',
  'outbid',
  'won',
  'lost',
  'renegotiation_waiting',
  'renegotiation_turn',
  'counter_offer',
  'late_offer_waiting',
  'late_offer_declined',
  'offer_lapsed',
  // Seller side of an auction.
  'bid_received',
  'sold',
  'late_offer_received',
  'auction_failed',
  'ad_published',
  'auction_restarted',
  // Both sides, from the operator.
  'auction_paused',
  'auction_resumed',
  'auction_canceled',
  // Account and ad review.
  'account_submitted',
  'account_activated',
  'account_rejected',
  'ad_under_review',
  'ad_sent_back',
  // Orders.
  'order_created',
  'payment_due',
  'payment_overdue',
  'cancellation_approved',
  'cancellation_rejected',
  // Questions to the seller.
  'question_asked',
  'question_waiting',
  'question_answered',
  // The free valuation.
  'valuation_received',
  'valuation_ready',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Notices that never count as unread or as read-me (spec: "bid received" and "bid agent now active"). */
export const QUIET_KINDS: readonly MessageKind[] = ['bid_placed', 'bid_received', 'bid_agent_active'];

export function isQuietKind(kind: string): boolean {
  return (QUIET_KINDS as readonly string[]).includes(kind);
}

/** The values a message's texts and its call to action may use. Everything here is meant for the recipient. */
export interface MessageParams {
  /** The vehicle's title (make and model) when the message is about an ad. */
  title?: string;
  amount?: number;
  /** Epoch ms: the end of a renegotiation turn, a payment due date. */
  deadline?: number;
  orderId?: number;
  questionId?: number;
  /** An operator's or reviewer's reason, written for this recipient. */
  reason?: string;
  /** A question's or answer's text (shown escaped). */
  text?: string;
  /** The valuation a message is about (its owner opens the report by id). */
  valuationId?: number;
}

/** One message as the delivery service stores it: `sourceKey` is unique per recipient, which makes delivery exactly once. */
export interface MessageDraft {
  customerId: number;
  sourceKey: string;
  groupKey: string;
  auctionId: number | null;
  productId: number | null;
  kind: MessageKind;
  cta: CtaCode;
  params: MessageParams;
}

/** Group keys (the thread's slug): one per auction, one per ad before it has one, one per account topic. */
export const groupKeys = {
  auction: (auctionId: number) => `auction-${auctionId}`,
  ad: (productId: number) => `ad-${productId}`,
  account: (customerId: number) => `account-${customerId}`,
  order: (orderId: number) => `order-${orderId}`,
};

/** A group key as the slug route and the calls accept it. */
export const GROUP_KEY_PATTERN = /^(auction|ad|account|order)-[1-9][0-9]{0,15}$/;

/**
 * Kinds that also go out by e-mail, with how long delivery waits (outbid mails wait so that a bidding war collapses
 * into one mail) and whether the customer's NOTIFICATION_EMAILS setting may switch them off. Binding matters (won,
 * order, payment, turns with a deadline) always go out.
 */
export const MESSAGE_MAILS: Partial<Record<MessageKind, { delayMs: number; optional: boolean }>> = {
  outbid: { delayMs: 5 * 60_000, optional: true },
  lost: { delayMs: 0, optional: true },
  won: { delayMs: 0, optional: false },
  renegotiation_turn: { delayMs: 0, optional: false },
  counter_offer: { delayMs: 0, optional: false },
  late_offer_received: { delayMs: 0, optional: false },
  late_offer_declined: { delayMs: 0, optional: true },
  order_created: { delayMs: 0, optional: false },
  payment_due: { delayMs: 0, optional: false },
  payment_overdue: { delayMs: 0, optional: false },
  ad_published: { delayMs: 0, optional: true },
};

/** Kinds a dealer's browser may be woken for by web push (when they allowed it). */
export const PUSH_KINDS: readonly MessageKind[] = ['outbid', 'renegotiation_turn', 'counter_offer'];

/** One message as the notification calls answer it: an allow-list, rendered in the reader's language. */
export interface NotificationMessage {
  messageId: number;
  groupKey: string;
  auctionId: number | null;
  productId: number | null;
  kind: MessageKind;
  callToActionTypeCode: CtaCode;
  callToActionResponseTypeCode: string | null;
  title: string;
  subject: string;
  read: boolean;
  createdAt: string;
  /** What the call-to-action buttons need (amounts, deadline, order, question). */
  action: Pick<MessageParams, 'amount' | 'deadline' | 'orderId' | 'questionId' | 'valuationId'>;
}

/** GET /private/notifications/pages/get: subjects (latest per group) or, with groupKey, that group's messages. */
export interface NotificationsPage {
  notifications: NotificationMessage[];
  /** Unread messages, quiet kinds excluded. */
  unRead: number;
  /** Groups whose latest message is an open action not yet answered. */
  openCtas: number;
  /** Groups with an unread message that is not a quiet notice: the header badge. */
  openReadMes: number;
  /** Subjects (without groupKey) or messages in the group (with it). */
  total: number;
  page: number;
  pageSize: number;
}

/** One event on the live stream (GET /notifications/get-sse): a new message, or a reload cue. */
export interface LiveNotification {
  message: { callToActionTypeCode: string; auctionId: number | null; messageId: number | null; groupKey?: string };
}
