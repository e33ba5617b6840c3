/**
 * What a sale settles: the hammer price split into net and VAT, the dealer's commission with its VAT, the invoice and
 * reversal invoice numbers, the payment due date and the order status transitions. Integer euros, epoch ms.
 */
import { commissionNet as commissionOf, grossFromNet, VAT_RATE_PERCENT } from '../commission.ts';
import { TIME_ZONE } from '../format.ts';

export interface SaleFigures {
  hammerGross: number;
  hammerNet: number;
  hammerVat: number;
  commissionNet: number;
  commissionVat: number;
  commissionGross: number;
}

/**
 * The hammer price is the auction's amount as stored: net for a VAT-reportable (commercial) seller, whose buyer
 * pays 19 % VAT on top (domain/pricing.ts shows it the same way); a private seller's price carries no VAT.
 * The commission is computed on the net hammer price and carries 19 % VAT.
 */
export function saleFigures({ hammerPrice, vatReportable }: { hammerPrice: number; vatReportable: boolean }): SaleFigures {
  if (!Number.isSafeInteger(hammerPrice) || hammerPrice <= 0) throw new RangeError('hammer price must be a positive integer of euros');
  const hammerNet = hammerPrice;
  const hammerGross = vatReportable ? grossFromNet(hammerPrice, VAT_RATE_PERCENT) : hammerPrice;
  const net = commissionOf(hammerNet);
  const gross = grossFromNet(net);
  return {
    hammerGross,
    hammerNet,
    hammerVat: hammerGross - hammerNet,
    commissionNet: net,
    commissionVat: gross - net,
    commissionGross: gross,
  };
}

export type NumberSeries = 'invoice' | 'reversal';

const SERIES_PREFIX: Record<NumberSeries, string> = { invoice: 'RE', reversal: 'ST' };

/** Digits of the running number; a year with more documents simply grows the number. */
export const DOCUMENT_NUMBER_DIGITS = 6;

/** "RE-2026-" / "ST-2026-": the part of a document number before the running number. */
export function documentNumberPrefix(series: NumberSeries, year: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError('year must have four digits');
  return `${SERIES_PREFIX[series]}-${year}-`;
}

/** invoiceNumber('invoice', 2026, 123) -> "RE-2026-000123"; the reversal series is "ST-…" (Stornorechnung). */
export function invoiceNumber(series: NumberSeries, year: number, value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError('a document number counts from 1');
  return `${documentNumberPrefix(series, year)}${String(value).padStart(DOCUMENT_NUMBER_DIGITS, '0')}`;
}

/** The key of a gap-free series: each series restarts every calendar year. */
export function seriesKey(series: NumberSeries, year: number): string {
  return `${series}:${year}`;
}

const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' });

/** The calendar year of a moment in Berlin time: the year a document is dated in. */
export function documentYear(at: number): number {
  return Number(yearFormat.format(new Date(at)));
}

/** The payment term lives in one place (domain/payment-terms.ts); re-exported for the settlement's users. */
export { PAYMENT_TERM_DAYS, paymentDueAt } from '../payment-terms.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'canceled', 'cancellation_requested_by_dealer'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CANCELLATION_REASON_MIN = 10;
export const CANCELLATION_REASON_MAX = 1000;

export type ReasonResult = { ok: true; reason: string } | { ok: false; error: 'validation.required' | 'purchases.cancel.reasonLength' };

/** Trimmed, control characters other than line breaks removed; 10 to 1000 characters. */
export function parseCancellationReason(raw: string): ReasonResult {
  const reason = raw.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim();
  const length = [...reason].length;
  if (length === 0) return { ok: false, error: 'validation.required' };
  if (length < CANCELLATION_REASON_MIN || length > CANCELLATION_REASON_MAX) return { ok: false, error: 'purchases.cancel.reasonLength' };
  return { ok: true, reason };
}

/** What may happen to an order; who may do it (buyer or operator) is the caller's check. */
export type OrderCommand =
  | { type: 'mark_paid' }
  | { type: 'request_cancellation'; reason: string }
  | { type: 'approve_cancellation' }
  | { type: 'reject_cancellation' };

export type OrderTransition =
  | { ok: true; status: OrderStatus; reason?: string; issueReversal: boolean }
  | { ok: false; code: 'order_wrong_status' }
  | { ok: false; code: 'validation_failed'; fields: { reason: string } };

const FROM: Record<OrderCommand['type'], { from: OrderStatus; to: OrderStatus }> = {
  // The operator books the dealer's payment.
  mark_paid: { from: 'pending', to: 'paid' },
  // The dealer asks to cancel an unpaid purchase, with a reason.
  request_cancellation: { from: 'pending', to: 'cancellation_requested_by_dealer' },
  // The operator approves (a reversal invoice is issued) or rejects (the order is due again).
  approve_cancellation: { from: 'cancellation_requested_by_dealer', to: 'canceled' },
  reject_cancellation: { from: 'cancellation_requested_by_dealer', to: 'pending' },
};

export function transitionOrder(status: OrderStatus, command: OrderCommand): OrderTransition {
  const rule = FROM[command.type];
  if (status !== rule.from) return { ok: false, code: 'order_wrong_status' };
  if (command.type === 'request_cancellation') {
    const parsed = parseCancellationReason(command.reason);
    if (!parsed.ok) return { ok: false, code: 'validation_failed', fields: { reason: parsed.error } };
    return { ok: true, status: rule.to, reason: parsed.reason, issueReversal: false };
  }
  return { ok: true, status: rule.to, issueReversal: command.type === 'approve_cancellation' };
}
