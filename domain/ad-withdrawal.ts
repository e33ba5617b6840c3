/**
 * "Sold or not selling": the seller tells us the vehicle is gone (sold elsewhere) or no longer for sale. The ad then
 * leaves the catalogue and its offer collection stops as the seller's stop does (domain/auction/rounds.ts).
 */
import type { AuctionStatus } from './auction-status.ts';
import { RESUBMITTABLE, STOPPABLE } from './auction/rounds.ts';

export const WITHDRAWAL_REASONS = ['sold_elsewhere', 'not_selling'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** The seller's optional words for the operator, in characters. */
export const WITHDRAWAL_NOTE_MAX = 500;

/**
 * Where the dialog is offered: wherever the seller may stop offer collection, or the ad is already offline after a
 * round. Not for a sale (binding), an auction whose end is being settled (ended), or an ad not yet published (editing,
 * under review: the seller deletes it instead).
 */
export const WITHDRAWABLE: readonly AuctionStatus[] = [...new Set([...STOPPABLE, ...RESUBMITTABLE])];

export function canWithdraw(status: AuctionStatus): boolean {
  return WITHDRAWABLE.includes(status);
}

/** Whether the auction's offer collection must be stopped first (something is open or pending there). */
export function needsStop(status: AuctionStatus): boolean {
  return STOPPABLE.includes(status);
}

/** What the seller told us, as the seller's list and the operator console show it. */
export interface Withdrawal {
  reason: WithdrawalReason;
  note: string | null;
  /** ISO time of the withdrawal. */
  at: string;
  /** The ad's status when the seller withdrew it (what was stopped). */
  statusBefore: AuctionStatus;
}
