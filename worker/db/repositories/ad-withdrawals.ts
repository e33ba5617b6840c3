/** The sellers' "sold or not selling" answers (worker/db/schema-withdrawals.ts): read, write (the latest wins), clear. */
import { eq, inArray } from 'drizzle-orm';
import { isAuctionStatus } from '../../../domain/auction-status.ts';
import type { Withdrawal, WithdrawalReason } from '../../../domain/ad-withdrawal.ts';
import type { Database } from '../client.ts';
import { adWithdrawals } from '../schema-withdrawals.ts';

type Row = typeof adWithdrawals.$inferSelect;

function toWithdrawal(row: Row): Withdrawal {
  return {
    reason: row.reason,
    note: row.note,
    at: row.createdAt.toISOString(),
    statusBefore: isAuctionStatus(row.statusBefore) ? row.statusBefore : 'inactive',
  };
}

export async function findWithdrawal(db: Database, productId: number): Promise<Withdrawal | null> {
  const row = await db.select().from(adWithdrawals).where(eq(adWithdrawals.productId, productId)).get();
  return row ? toWithdrawal(row) : null;
}

/** The withdrawals of a page of ads, by product id. */
export async function withdrawalsOf(db: Database, productIds: readonly number[]): Promise<Map<number, Withdrawal>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(adWithdrawals).where(inArray(adWithdrawals.productId, [...productIds]));
  return new Map(rows.map((row) => [row.productId, toWithdrawal(row)]));
}

export interface WithdrawalInput {
  productId: number;
  customerId: number;
  reason: WithdrawalReason;
  note: string | null;
  statusBefore: string;
  auctionId: number | null;
  at: number;
}

/** Records the answer; a later withdrawal of the same ad (after a resubmission) replaces the earlier one. */
export async function saveWithdrawal(db: Database, input: WithdrawalInput): Promise<void> {
  const values = {
    customerId: input.customerId,
    reason: input.reason,
    note: input.note,
    statusBefore: input.statusBefore,
    auctionId: input.auctionId,
    createdAt: new Date(input.at),
  };
  await db.insert(adWithdrawals).values({ productId: input.productId, ...values }).onConflictDoUpdate({ target: adWithdrawals.productId, set: values });
}

/** The seller put the ad up again: what they said before no longer describes it. */
export async function clearWithdrawal(db: Database, productId: number): Promise<void> {
  await db.delete(adWithdrawals).where(eq(adWithdrawals.productId, productId));
}

/** The same read over the plain D1 binding, for services that work without the drizzle session (the console's auctions). */
export async function findWithdrawalIn(d1: D1Database, productId: number): Promise<Withdrawal | null> {
  const row = await d1
    .prepare('SELECT reason, note, status_before AS statusBefore, created_at AS createdAt FROM ad_withdrawals WHERE product_id = ?')
    .bind(productId)
    .first<{ reason: WithdrawalReason; note: string | null; statusBefore: string; createdAt: number }>();
  if (!row) return null;
  return {
    reason: row.reason,
    note: row.note,
    at: new Date(row.createdAt).toISOString(),
    statusBefore: isAuctionStatus(row.statusBefore) ? row.statusBefore : 'inactive',
  };
}
