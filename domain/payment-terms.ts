/**
 * The one payment rule: the dealer pays the commission invoice within PAYMENT_TERM_DAYS days of the sale, which is
 * also the invoice date. The order's due date, the invoice PDF and every text that names the term take it from here.
 */

/** Days from the sale (= invoice date) until the commission is due. The spec leaves it open; 14 is the rule. */
export const PAYMENT_TERM_DAYS = 14;

const DAY_MS = 86_400_000;

/** When the commission for a sale at `soldAt` (epoch ms) is due: exactly PAYMENT_TERM_DAYS × 24 h later. */
export function paymentDueAt(soldAt: number): number {
  return soldAt + PAYMENT_TERM_DAYS * DAY_MS;
}
