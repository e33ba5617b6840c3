/** When a round is open for bidding: from its start, which lies at most 24 hours before its scheduled end; never before. */
import { AUCTION_MAX_DURATION_MS } from './schedule.ts';
import type { AuctionState } from './types.ts';

/**
 * The start a round may have with this scheduled end: never more than AUCTION_MAX_DURATION_MS before the end (a
 * schedule or an imported row asking for more starts later), never after it, and 24 hours before it when unknown.
 */
export function boundedStart(startsAt: number | null, scheduledEndAt: number | null): number | null {
  if (scheduledEndAt === null) return startsAt;
  const earliest = scheduledEndAt - AUCTION_MAX_DURATION_MS;
  return Math.min(Math.max(startsAt ?? earliest, earliest), scheduledEndAt);
}

/** The round has not started: it is published ("starts soon"), or its start still lies ahead of `now`. */
export function beforeStart(state: Pick<AuctionState, 'status' | 'startsAt'>, now: number): boolean {
  return state.status === 'published' || (state.startsAt !== null && now < state.startsAt);
}
