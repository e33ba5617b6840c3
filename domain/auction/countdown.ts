/**
 * The auction countdown against the server's clock: the clock offset of the spec (local time minus server time plus
 * half the round trip) and the remaining time as the box shows it (hh:mm:ss below a day, days beside it above).
 */
import type { AuctionStatus } from '../auction-status.ts';
import { LATE_THRESHOLD_MS } from './rules.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How much the local clock runs ahead of the server's: offset = local − (server + round trip / 2). */
export function clockOffset(sample: { sentAt: number; receivedAt: number; serverTime: number }): number {
  const roundTrip = Math.max(0, sample.receivedAt - sample.sentAt);
  return Math.round(sample.receivedAt - (sample.serverTime + roundTrip / 2));
}

export interface Remaining {
  /** Whole days left (only above 24 hours). */
  days: number;
  /** The part under a day as hh:mm:ss. */
  clock: string;
  /** Milliseconds left, never negative. */
  ms: number;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Time left until `end` at server time `now`; seconds round up so 00:00:00 means the end has come. */
export function remaining(end: number, now: number): Remaining {
  const ms = Math.max(0, end - now);
  const total = Math.ceil(ms / SECOND);
  const days = Math.floor(total / (DAY / SECOND));
  const rest = total - days * (DAY / SECOND);
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest % 3600) / 60);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(rest % 60)}`, ms };
}

/** How the countdown looks: the hotbid phase is marked, the last seconds (bids extend the end) even more. */
export type CountdownPhase = 'normal' | 'hotbid' | 'final';

export function countdownPhase(status: AuctionStatus, msLeft: number): CountdownPhase {
  if (status !== 'hotbidding' && status !== 'running') return 'normal';
  if (msLeft <= LATE_THRESHOLD_MS) return 'final';
  return status === 'hotbidding' ? 'hotbid' : 'normal';
}
