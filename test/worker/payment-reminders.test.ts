/** The payment reminder job against real D1: payment_due 3 days ahead and payment_overdue after, each once; paid orders get nothing. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { paymentDueAt } from '../../domain/payment-terms.ts';
import { remindPayments } from '../../worker/services/messages/payment-reminders.ts';
import { createCustomer } from './accounts-helpers.ts';
import { createMerchant, sell, soldListing } from './order-fixtures.ts';
import { eventually } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each test sells in its own 100-day slice of the far future: the job looks 30 days back, so runs never meet. */
let slice = 0;
function clock(): number {
  slice += 1;
  return Date.UTC(2102, 0, 5) + slice * 100 * DAY;
}

interface PaymentMessage {
  kind: string;
  sourceKey: string;
  groupKey: string;
  cta: string;
  params: string;
  mailState: string | null;
}

async function paymentMessages(customerId: number): Promise<PaymentMessage[]> {
  const rows = await env.DB.prepare(
    `SELECT kind, source_key AS sourceKey, group_key AS groupKey, cta, params, mail_state AS mailState
     FROM messages WHERE customer_id = ? AND kind IN ('payment_due', 'payment_overdue') ORDER BY id`,
  )
    .bind(customerId)
    .all<PaymentMessage>();
  return rows.results;
}

async function mailKinds(to: string): Promise<string[]> {
  // The buyer's language goes with the kind: these buyers write Polish.
  const rows = await env.DB.prepare("SELECT kind, locale FROM mail_outbox WHERE recipient = ? AND kind LIKE 'payment_%' ORDER BY id").bind(to).all<{ kind: string; locale: string }>();
  return rows.results.map((row) => `${row.kind}:${row.locale}`);
}

async function order(soldAt: number) {
  const seller = await createCustomer();
  const buyer = await createMerchant({ language: 'pl' });
  const productId = await soldListing(seller.id);
  const made = await sell({ productId, buyerId: buyer.id, sellerId: seller.id, soldAt, amount: 40_000 });
  return { buyer, productId, ...made };
}

describe('payment reminders', () => {
  it('announces the due payment 3 days ahead and the overdue one after, each once across runs', async () => {
    const t = clock();
    const { buyer, orderId, sale } = await order(t);
    const due = paymentDueAt(t);
    expect(await remindPayments(env, due - 3 * DAY - HOUR)).toEqual({ due: 0, delivered: 0 });

    expect(await remindPayments(env, due - 3 * DAY + HOUR)).toEqual({ due: 1, delivered: 1 });
    expect(await remindPayments(env, due - 2 * DAY)).toEqual({ due: 0, delivered: 0 });
    // The mail goes out through the mail queue.
    const [message] = await eventually(async () => {
      const messages = await paymentMessages(buyer.id);
      expect(messages[0]?.mailState).toBe('sent');
      return messages;
    });
    expect(message).toMatchObject({
      kind: 'payment_due',
      sourceKey: `order:${orderId}:payment_due`,
      groupKey: `auction-${sale.auctionId}`,
      cta: 'buyer_pay_provision_to_operator',
      mailState: 'sent',
    });
    const gross = await env.DB.prepare('SELECT commission_net + commission_vat AS gross FROM orders WHERE id = ?').bind(orderId).first<{ gross: number }>();
    expect(JSON.parse(message?.params ?? '{}')).toEqual({ title: 'Hymer B 678', amount: gross?.gross, deadline: due, orderId });

    await remindPayments(env, due + HOUR);
    await remindPayments(env, due + 2 * HOUR);
    expect((await paymentMessages(buyer.id)).map((entry) => entry.kind)).toEqual(['payment_due', 'payment_overdue']);
    await eventually(async () => expect(await mailKinds(buyer.email)).toEqual(['payment_due:pl', 'payment_overdue:pl']));
  });

  it('creates each message once when runs overlap', async () => {
    const t = clock();
    const { buyer } = await order(t);
    const at = paymentDueAt(t) + HOUR;
    const runs = await Promise.all([remindPayments(env, at), remindPayments(env, at)]);
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(1);
    // Overdue when first noticed: only the overdue message, no late "due soon".
    expect((await paymentMessages(buyer.id)).map((entry) => entry.kind)).toEqual(['payment_overdue']);
    await eventually(async () => expect(await mailKinds(buyer.email)).toEqual(['payment_overdue:pl']));
  });

  it('leaves paid and cancelled orders alone', async () => {
    const t = clock();
    const paid = await order(t);
    const canceled = await order(t);
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(paid.orderId),
      env.DB.prepare("UPDATE orders SET status = 'canceled' WHERE id = ?").bind(canceled.orderId),
    ]);
    const due = paymentDueAt(t);
    expect(await remindPayments(env, due - DAY)).toEqual({ due: 0, delivered: 0 });
    expect(await remindPayments(env, due + DAY)).toEqual({ due: 0, delivered: 0 });
    expect(await paymentMessages(paid.buyer.id)).toEqual([]);
    expect(await paymentMessages(canceled.buyer.id)).toEqual([]);
  });
});
