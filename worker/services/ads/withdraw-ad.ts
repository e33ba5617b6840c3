/**
 * "Sold or not selling" (POST /private/product/{id}/withdraw): the owner says the vehicle is gone or no longer for
 * sale. Offer collection stops through the auction object's own stop (bids stay in its history; a sale is never
 * undone: a sold ad is refused), the ad leaves the catalogue with the stop's projection, and the reason is kept for
 * the operator console. A repeat while the ad is still withdrawn answers the first answer and changes nothing.
 */
import type { Context } from 'hono';
import { canWithdraw, needsStop, type Withdrawal, type WithdrawalReason } from '../../../domain/ad-withdrawal.ts';
import { isAuctionStatus, type AuctionStatus } from '../../../domain/auction-status.ts';
import type { Actor } from '../../../domain/auction/types.ts';
import { findWithdrawal, saveWithdrawal } from '../../db/repositories/ad-withdrawals.ts';
import { currentAuctionId } from '../../db/repositories/auctions.ts';
import { findProductSummary } from '../../db/repositories/products.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { answerRoom } from '../../lib/auction-answer.ts';
import { auctionRoom } from '../auctions/rooms.ts';

export interface WithdrawRequest {
  reason: WithdrawalReason;
  note?: string | undefined;
}

export interface WithdrawAnswer {
  status: AuctionStatus;
  withdrawal: Withdrawal;
  /** True when the ad was already withdrawn: nothing changed. */
  repeated: boolean;
}

/** The ad's status as the auction object knows it (the truth for trading), else as D1 has it. */
async function currentStatus(c: Context<AppEnv>, productId: number, stored: string, customerId: number) {
  const auctionId = await currentAuctionId(c.env.DB, productId);
  const view = auctionId === null ? null : await auctionRoom(c.env, auctionId).snapshot(auctionId, customerId);
  const status = view?.status ?? stored;
  return { auctionId, status: isAuctionStatus(status) ? status : null };
}

export async function withdrawAd(c: Context<AppEnv>, actor: Actor, productId: number, input: WithdrawRequest): Promise<WithdrawAnswer> {
  const db = c.get('db');
  const product = await findProductSummary(db, productId);
  // Someone else's ad answers like one that does not exist.
  if (!product || product.customerId !== actor.customerId) throw new ApiError(404, 'product_not_found');
  const { auctionId, status } = await currentStatus(c, productId, product.status, actor.customerId);
  const earlier = await findWithdrawal(db, productId);
  if (earlier && status !== null && !needsStop(status) && canWithdraw(status)) return { status, withdrawal: earlier, repeated: true };
  if (status === null || !canWithdraw(status)) throw new ApiError(409, 'wrong_status');

  let after: AuctionStatus = status;
  if (auctionId !== null && needsStop(status)) {
    const stopped = await auctionRoom(c.env, auctionId).run(auctionId, actor, { type: 'stop' });
    // A refusal (e.g. the auction was sold a moment ago) is answered as the stop call answers it; nothing is recorded.
    if (!stopped.ok) answerRoom(c, stopped);
    else after = stopped.snapshot.status;
  }
  const at = Date.now();
  const note = input.note?.trim() || null;
  await saveWithdrawal(db, { productId, customerId: actor.customerId, reason: input.reason, note, statusBefore: status, auctionId, at });
  return { status: after, withdrawal: { reason: input.reason, note, at: new Date(at).toISOString(), statusBefore: status }, repeated: false };
}
