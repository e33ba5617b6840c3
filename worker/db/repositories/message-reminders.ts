/**
 * What the scheduled reminders look for: unpaid orders whose payment is (over)due and not yet announced, and failed
 * auction rounds whose seller has a reminder stage due; plus the claims that make each failed-auction stage go once.
 */
import type { Database } from '../client.ts';
import { failedAuctionReminders } from '../schema-messages.ts';
import { and, eq, inArray } from 'drizzle-orm';

export interface DuePaymentReminder {
  orderId: number;
  auctionId: number;
  productId: number;
  buyerId: number;
  /** The commission invoice's gross total in euros. */
  amount: number;
  paymentDueAt: number;
  make: string;
  model: string;
  kind: 'payment_due' | 'payment_overdue';
}

/** The source key of a payment message: one per order and kind, whichever run notices it first. */
export const paymentSourceKey = (orderId: number, kind: DuePaymentReminder['kind']) => `order:${orderId}:${kind}`;

/** ?1 now, ?2 ahead, ?3 window, ?4 batch (see duePaymentReminders); walks orders_status_due. */
export const DUE_PAYMENTS_SQL = `SELECT * FROM (
   SELECT o.id AS orderId, o.auction_id AS auctionId, o.product_id AS productId, o.buyer_id AS buyerId,
     o.commission_net + o.commission_vat AS amount, o.payment_due_at AS paymentDueAt, p.make, p.model,
     CASE WHEN o.payment_due_at < ?1 THEN 'payment_overdue' ELSE 'payment_due' END AS kind
   FROM orders o JOIN products p ON p.id = o.product_id
   WHERE o.status = 'pending' AND o.payment_due_at > ?1 - ?3 AND o.payment_due_at <= ?1 + ?2
 ) AS due
 WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.customer_id = due.buyerId AND m.source_key = 'order:' || due.orderId || ':' || due.kind)
 ORDER BY due.paymentDueAt, due.orderId
 LIMIT ?4`;

/**
 * Pending orders whose payment falls due within `aheadMs` (payment_due) or lapsed within `windowMs` (payment_overdue)
 * and whose buyer has no such message yet, soonest due first.
 */
export async function duePaymentReminders(d1: D1Database, now: number, options: { aheadMs: number; windowMs: number; batch: number }): Promise<DuePaymentReminder[]> {
  const { results } = await d1.prepare(DUE_PAYMENTS_SQL).bind(now, options.aheadMs, options.windowMs, options.batch).all<DuePaymentReminder>();
  return results;
}

/** Round statuses that ended without a sale and wait for the seller (a pending late offer does not: it may still sell). */
export const FAILED_ROUND_STATUSES = ['failed_na', 'acpt_late_offer', 'declined_late_offer'] as const;

export interface DueFailedAuction {
  auctionId: number;
  round: number;
  productId: number;
  make: string;
  model: string;
  email: string;
  name: string;
  languageSetting: string;
  stage: number;
}

/**
 * Failed rounds that ended between `oldest` and `newest` (epoch ms), with the highest stage due (stage 2 once
 * `secondAt` has passed, else 1) not yet settled, whose seller has an open account, a real address and did not switch
 * FAILED_AUCTION_REMINDER off; freshest first. A resubmitted round is 'published' again, so it is not found.
 */
export async function dueFailedAuctions(
  d1: D1Database,
  window: { newest: number; oldest: number; secondAt: number },
  placeholderDomain: string,
  batch: number,
): Promise<DueFailedAuction[]> {
  // The products index (status, ending_at) finds the few candidates; the auction row confirms the round.
  const statuses = FAILED_ROUND_STATUSES.map((_, index) => `?${index + 6}`).join(', ');
  const { results } = await d1
    .prepare(
      `SELECT * FROM (
         SELECT a.id AS auctionId, a.round, p.id AS productId, p.make, p.model, c.email, c.name, c.language_setting AS languageSetting,
           CASE WHEN a.ending_at <= ?3 THEN 2 ELSE 1 END AS stage, a.ending_at AS endingAt
         FROM products p
           JOIN auctions a ON a.product_id = p.id AND a.status = p.status
           JOIN customers c ON c.id = p.customer_id
         WHERE p.status IN (${statuses}) AND p.ending_at BETWEEN ?2 AND ?1 AND a.ending_at BETWEEN ?2 AND ?1
           AND p.deleted_at IS NULL AND c.deleted_at IS NULL AND c.deactivated_at IS NULL AND c.email NOT LIKE ?4
           AND NOT EXISTS (SELECT 1 FROM email_automation_settings s
                           WHERE s.customer_id = c.id AND s.type = 'FAILED_AUCTION_REMINDER' AND s.enabled = 0)
       ) AS due
       WHERE NOT EXISTS (SELECT 1 FROM failed_auction_reminders r
                         WHERE r.auction_id = due.auctionId AND r.round = due.round AND r.stage >= due.stage)
       ORDER BY due.endingAt DESC
       LIMIT ?5`,
    )
    .bind(window.newest, window.oldest, window.secondAt, `%${placeholderDomain}`, batch, ...FAILED_ROUND_STATUSES)
    .all<DueFailedAuction>();
  return results;
}

/**
 * Claims the due stage and settles the lower ones as skipped, in one statement, so of overlapping runs exactly one
 * inserts the due stage. Returns the stages this run inserted when it won the due one, else null.
 */
export async function claimFailedAuctionStage(db: Database, auction: { auctionId: number; round: number }, stage: number, now: Date): Promise<number[] | null> {
  const rows = Array.from({ length: stage }, (_, index) => ({ auctionId: auction.auctionId, round: auction.round, stage: index + 1, sentAt: now }));
  const inserted = await db.insert(failedAuctionReminders).values(rows).onConflictDoNothing().returning({ stage: failedAuctionReminders.stage }).all();
  const claimed = inserted.map((row) => row.stage);
  return claimed.includes(stage) ? claimed : null;
}

/** Gives claimed stages back after a failed send, so a later run tries again. */
export async function releaseFailedAuctionStages(db: Database, auction: { auctionId: number; round: number }, stages: number[]): Promise<void> {
  await db
    .delete(failedAuctionReminders)
    .where(and(eq(failedAuctionReminders.auctionId, auction.auctionId), eq(failedAuctionReminders.round, auction.round), inArray(failedAuctionReminders.stage, stages)));
}
