/** The mail port: what the app sends and the one method every delivery adapter implements. */
import type { Locale } from '../../domain/locales.ts';

export type MailKind =
  | 'verify_email'
  | 'passwordless'
  | 'account_exists'
  | 'merchant_received'
  | 'merchant_accepted'
  | 'merchant_rejected'
  | 'password_changed'
  | 'account_deleted'
  | 'saved_search_matches'
  | 'share_with_owner'
  | 'auction_paused'
  | 'auction_resumed'
  | 'auction_canceled'
  | 'ad_submitted'
  | 'ad_sent_back'
  | 'ad_edit_rejected'
  | 'complete_ad_reminder'
  | 'ad_continue_owner'
  | 'outbid'
  | 'won'
  | 'lost'
  | 'renegotiation_turn'
  | 'counter_offer'
  | 'late_offer_received'
  | 'late_offer_declined'
  | 'order_created'
  | 'payment_due'
  | 'payment_overdue'
  | 'ad_published'
  | 'failed_auction_reminder'
  | 'valuation_received'
  | 'valuation_ready'
  | 'valuation_email_used'
  | 'valuation_report_reminder'
  | 'newsletter_confirm'
  | 'review_escalation';

export const MAIL_KINDS: readonly MailKind[] = [
  'verify_email',
  'passwordless',
  'account_exists',
  'merchant_received',
  'merchant_accepted',
  'merchant_rejected',
  'password_changed',
  'account_deleted',
  'saved_search_matches',
  'share_with_owner',
  'auction_paused',
  'auction_resumed',
  'auction_canceled',
  'ad_submitted',
  'ad_sent_back',
  'ad_edit_rejected',
  'complete_ad_reminder',
  'ad_continue_owner',
  'outbid',
  'won',
  'lost',
  'renegotiation_turn',
  'counter_offer',
  'late_offer_received',
  'late_offer_declined',
  'order_created',
  'payment_due',
  'payment_overdue',
  'ad_published',
  'failed_auction_reminder',
  'valuation_received',
  'valuation_ready',
  'valuation_email_used',
  'valuation_report_reminder',
  'newsletter_confirm',
  'review_escalation',
];

export interface MailMessage {
  to: string;
  locale: Locale;
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** A provider refused or failed a message; carries the HTTP status and the provider's own words, never credentials. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';

  constructor(
    readonly status: number,
    readonly providerMessage: string,
    readonly providerCode?: string,
  ) {
    super(`Mail delivery failed (${status}${providerCode ? ` ${providerCode}` : ''}): ${providerMessage}`);
  }
}

/** The chosen adapter lacks a key or binding; raised at construction so misconfiguration surfaces early. */
export class MailConfigurationError extends Error {
  override readonly name = 'MailConfigurationError';
}
