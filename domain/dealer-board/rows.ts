/**
 * The dealer's board for the auction window: which auctions it lists (ending from the start of today, Berlin time, to
 * 24 hours ahead), the dealer's standing on each row, the filters and the order. Shared by the worker and the client.
 */
import type { AuctionSnapshot } from '../auction/view.ts';
import { isLive } from '../auction-status.ts';
import { berlinInstant, berlinWallClock } from '../berlin-time.ts';
import type { MarketPrice } from '../market-price.ts';
import type { PriceRule } from '../pricing.ts';

/** How far ahead the board looks (the longest an auction runs). */
export const BOARD_HORIZON_MS = 24 * 60 * 60_000;
/** "Ending soon": the filter's window. */
export const ENDING_SOON_MS = 15 * 60_000;
/** Rows a board shows at most (nearest end first); far more than a dealer follows in one day. */
export const MAX_BOARD_ROWS = 100;
/** Saved searches a board looks through (the newest first). */
export const MAX_BOARD_SEARCHES = 20;
/** Matches one saved search adds at most. */
export const MAX_MATCHES_PER_SEARCH = 30;

/** Why an auction is on the board (a row may have several reasons). */
export const BOARD_REASONS = ['watching', 'bidding', 'agent', 'search'] as const;
export type BoardReason = (typeof BOARD_REASONS)[number];

export const BOARD_FILTERS = ['all', 'mine', 'leading', 'outbid', 'ending_soon'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

export type Standing = 'won' | 'leading' | 'outbid' | 'not_bidding';

/** One row as the board's call answers it: the vehicle, why it is listed and the auction as this dealer sees it. */
export interface BoardRow {
  auctionId: number;
  productId: number;
  title: string;
  year: number;
  mileage: number | null;
  image: string | null;
  rule: PriceRule;
  reasons: BoardReason[];
  watching: boolean;
  snapshot: AuctionSnapshot;
  /** What comparable sales support for this vehicle (domain/market-price.ts); null when it could not be computed. */
  marketPrice: MarketPrice | null;
}

export interface BoardAnswer {
  rows: BoardRow[];
  serverTime: number;
}

/** The instants a board covers at `now`: auctions ending in [from, to). */
export function boardWindow(now: number): { from: number; to: number } {
  const today = berlinWallClock(now);
  return { from: berlinInstant({ year: today.year, month: today.month, day: today.day, hour: 0, minute: 0 }), to: now + BOARD_HORIZON_MS };
}

/** The dealer's standing on a row, from their own context. */
export function standingOf(snapshot: AuctionSnapshot): Standing {
  const { context } = snapshot;
  if (context.state === 'won') return 'won';
  if (context.holdingHighestBid) return 'leading';
  if (context.maxBid !== null || context.agentMax !== null || context.state === 'overbid') return 'outbid';
  return 'not_bidding';
}

/** The dealer's agent still bids for them (a live auction and a limit set). */
export function agentActive(snapshot: AuctionSnapshot): boolean {
  return snapshot.context.agentMax !== null && isLive(snapshot.status);
}

/** Whether the dealer has bid or holds an agent on the row. */
export function takesPart(snapshot: AuctionSnapshot): boolean {
  return snapshot.context.maxBid !== null || snapshot.context.agentMax !== null || snapshot.context.state !== null;
}

export function matchesFilter(row: Pick<BoardRow, 'snapshot'>, filter: BoardFilter, now: number): boolean {
  const { snapshot } = row;
  switch (filter) {
    case 'all':
      return true;
    case 'mine':
      return takesPart(snapshot);
    case 'leading':
      return standingOf(snapshot) === 'leading';
    case 'outbid':
      return standingOf(snapshot) === 'outbid';
    case 'ending_soon':
      return isLive(snapshot.status) && snapshot.endingAt !== null && snapshot.endingAt - now <= ENDING_SOON_MS;
  }
}

/** Nearest end first (the hotbid extension counts, as the snapshot carries it); rows without an end last. */
export function compareRows(a: Pick<BoardRow, 'snapshot'>, b: Pick<BoardRow, 'snapshot'>): number {
  const endA = a.snapshot.endingAt ?? Number.MAX_SAFE_INTEGER;
  const endB = b.snapshot.endingAt ?? Number.MAX_SAFE_INTEGER;
  return endA - endB || a.snapshot.auctionId - b.snapshot.auctionId;
}

/** The row just turned outbid: what the board announces (and may sound or vibrate for). */
export function turnedOutbid(before: AuctionSnapshot, after: AuctionSnapshot): boolean {
  return after.seq > before.seq && standingOf(before) !== 'outbid' && standingOf(after) === 'outbid';
}

export function isBoardFilter(value: unknown): value is BoardFilter {
  return typeof value === 'string' && (BOARD_FILTERS as readonly string[]).includes(value);
}
