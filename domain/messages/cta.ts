/**
 * Message call-to-action codes (spec 000, "Message call-to-action codes") and their classes: waiting, ignored as open
 * actions, and open actions (every other code); plus the codes that make the client reload the customer.
 */

/** Not under the user's control: they wait for someone else. */
export const WAITING_CTAS = [
  'wait_until_operator_has_reviewed_your_account_submission',
  'wait_until_operator_has_reviewed_ad_submission',
  'user_waiting_for_owner_to_answer_question',
  'read_me',
  'accept_offer_from_highest_bidder__sent',
  'highest_bidder_waiting_for_owner_to_accept_offer_or_send_counteroffer_or_decline',
  'merchant_waiting_for_owner_to_accept_late_offer_or_send_counteroffer_or_decline',
  'owner_waiting_for_buyer_to_accept_counteroffer',
] as const;

/** Actions the user may take, but that never count as open ones (the badge would otherwise never go down). */
export const IGNORED_CTAS = [
  'bid_again_or_decline_or_submit_reminder',
  'buyer_pay_provision_to_operator',
  'submit_ad_with_reduced_price_or_decline_to_submit_again',
  'owner_waiting_for_buyer_to_pick_up_vehicle',
] as const;

/** Open actions: the user is expected to do something here. */
export const OPEN_CTAS = [
  'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline',
  'highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline',
  'owner_accept_late_offer_or_send_counteroffer_or_decline',
  'owner_answer_question',
  'owner_edit_ad_and_submit_again',
  'merchant_reviewed_and_ready_for_auction',
  'email_verified_profile_completed',
  'email_verified_profile_as_merchant_completed',
] as const;

export type CtaCode = (typeof WAITING_CTAS)[number] | (typeof IGNORED_CTAS)[number] | (typeof OPEN_CTAS)[number];

export const CTA_CODES: readonly CtaCode[] = [...WAITING_CTAS, ...IGNORED_CTAS, ...OPEN_CTAS];

/** How the user answered a call to action (callToActionResponseTypeCode); null while unanswered. */
export const CTA_RESPONSES = ['accepted', 'countered', 'declined', 'answered', 'resubmitted', 'paid', 'lapsed'] as const;
export type CtaResponse = (typeof CTA_RESPONSES)[number];

/** The live stream's own codes: they reload screens and never become messages on the board. */
export const LIVE_RELOAD_CODES = ['broadcast_auction_update', 'ad_edited'] as const;
export type LiveReloadCode = (typeof LIVE_RELOAD_CODES)[number];

/** Offer events that reload the seller's and the highest bidder's lists when they arrive live. */
export const OFFER_RELOAD_CODES: readonly CtaCode[] = [
  'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline',
  'highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline',
];

/** Codes after which the client reloads the customer (their profile or merchant state changed). */
export const CUSTOMER_RELOAD_CODES: readonly CtaCode[] = [
  'email_verified_profile_completed',
  'email_verified_profile_as_merchant_completed',
  'merchant_reviewed_and_ready_for_auction',
];

export type CtaClass = 'waiting' | 'ignored' | 'open';

const WAITING: ReadonlySet<string> = new Set(WAITING_CTAS);
const IGNORED: ReadonlySet<string> = new Set(IGNORED_CTAS);

export function ctaClass(code: string): CtaClass {
  if (WAITING.has(code)) return 'waiting';
  if (IGNORED.has(code)) return 'ignored';
  return 'open';
}

export function isCtaCode(code: string): code is CtaCode {
  return (CTA_CODES as readonly string[]).includes(code);
}

/** An open action the user has not answered yet. */
export function isOpenAction(code: string, response: string | null): boolean {
  return response === null && ctaClass(code) === 'open';
}

export function reloadsCustomer(code: string): boolean {
  return (CUSTOMER_RELOAD_CODES as readonly string[]).includes(code);
}
