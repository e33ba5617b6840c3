/** The dashboard's measure of the 24-hour promise: the share of review decisions taken within 24 hours of submission over the last 30 days. */
import { REVIEW_PROMISE_HOURS } from './review-age.ts';

export const PROMISE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** One decision: when the item was submitted for review and when an operator decided it (epoch ms). */
export interface ReviewDecision {
  submittedAt: number;
  decidedAt: number;
}

export interface PromiseShare {
  decided: number;
  /** Decided within REVIEW_PROMISE_HOURS of submission. */
  kept: number;
  /** kept / decided, from 0 to 1; null when nothing was decided (no share to show, not 100 %). */
  share: number | null;
}

/** The first instant of the window whose decisions count at `now`. */
export function promiseWindowStart(now: number): number {
  return now - PROMISE_WINDOW_DAYS * DAY_MS;
}

/** The longest time from submission to decision that keeps the promise (D1 counts with the same bound). */
export const PROMISE_MS = REVIEW_PROMISE_HOURS * 3_600_000;

export function keptPromise(decision: ReviewDecision): boolean {
  return decision.decidedAt - decision.submittedAt <= PROMISE_MS;
}

/** The share from counts (D1 counts the window's decisions; `keptPromise` is the rule it counts by). */
export function promiseShare(decided: number, kept: number): PromiseShare {
  return { decided, kept, share: decided === 0 ? null : kept / decided };
}
