/**
 * The cron job behind the payment messages: the buyer of an unpaid order is told 3 days before the commission is due
 * (payment_due) and once it is overdue (payment_overdue), each exactly once, by message and e-mail.
 */
import { groupKeys, type MessageDraft } from '../../../domain/messages/kinds.ts';
import { duePaymentReminders, paymentSourceKey, type DuePaymentReminder } from '../../db/repositories/message-reminders.ts';
import type { Bindings } from '../../env.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { deliverMessages } from './deliver.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** payment_due goes out this long before the due date. */
export const PAYMENT_DUE_NOTICE_MS = 3 * DAY_MS;

/**
 * Orders overdue for longer are not announced any more: the first run after a deploy does not mail every old debt,
 * and it bounds the rows each run looks at. Older debts are the operators' business (the admin order list).
 */
export const PAYMENT_OVERDUE_WINDOW_MS = 30 * DAY_MS;

/** Orders per run at most; the job runs every minute. */
export const PAYMENT_REMINDERS_PER_RUN = 50;

export interface PaymentReminderRun {
  /** Orders found due in this run (at most the batch). */
  due: number;
  /** Messages created now (an order another run announced first is not counted). */
  delivered: number;
}

function draftOf(order: DuePaymentReminder): MessageDraft {
  return {
    customerId: order.buyerId,
    sourceKey: paymentSourceKey(order.orderId, order.kind),
    groupKey: groupKeys.auction(order.auctionId),
    auctionId: order.auctionId,
    productId: order.productId,
    kind: order.kind,
    cta: 'buyer_pay_provision_to_operator',
    params: { title: vehicleTitle(order), amount: order.amount, deadline: order.paymentDueAt, orderId: order.orderId },
  };
}

/** One run: every due order of the batch gets its message; the source key keeps overlapping runs from doubling it. */
export async function remindPayments(env: Bindings, now: number = Date.now(), options: { batch?: number } = {}): Promise<PaymentReminderRun> {
  const orders = await duePaymentReminders(env.DB, now, {
    aheadMs: PAYMENT_DUE_NOTICE_MS,
    windowMs: PAYMENT_OVERDUE_WINDOW_MS,
    batch: options.batch ?? PAYMENT_REMINDERS_PER_RUN,
  });
  if (orders.length === 0) return { due: 0, delivered: 0 };
  const inserted = await deliverMessages(env, orders.map(draftOf), now);
  return { due: orders.length, delivered: inserted.length };
}
