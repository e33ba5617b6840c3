/** Bid increments and the amounts they imply: the smallest step above the price, the guards, the open buy-now price. */
import { isLive } from '../auction-status.ts';
import { AGENT_JUMP_EUR, AGENT_JUMP_FACTOR, MAX_AMOUNT_EUR, MAX_JUMP_EUR, MAX_JUMP_FACTOR } from './rules.ts';

/** [price below, step]: below 1,000 EUR bids rise by 50, below 5,000 by 100, and so on. */
export const INCREMENT_BANDS: readonly (readonly [number, number])[] = [
  [1_000, 50],
  [5_000, 100],
  [15_000, 250],
  [50_000, 500],
  [Number.POSITIVE_INFINITY, 1_000],
];

export function increment(price: number): number {
  for (const [below, step] of INCREMENT_BANDS) if (price < below) return step;
  return 1_000;
}

/** The least a new bid must offer: the start price for the first bid, else the highest bid plus one step. */
export function minNextBid(startPrice: number, highest: number | null): number {
  return highest === null ? startPrice : highest + increment(highest);
}

/** The buy-now price on offer: only while the auction is live and no bid has reached it; otherwise null. */
export function openBuyNowPrice(status: string, buyNowPrice: number | null, highestBid: number | null): number | null {
  return isLive(status) && buyNowPrice !== null && (highestBid === null || highestBid < buyNowPrice) ? buyNowPrice : null;
}

/** Amounts above this for a given minimum are taken for typing errors (bid_too_high). */
export function maxSensibleBid(minimum: number): number {
  return Math.min(MAX_AMOUNT_EUR, Math.max(minimum * MAX_JUMP_FACTOR, minimum + MAX_JUMP_EUR));
}

/** The same guard for a bidding agent's limit, which is meant to lie further ahead. */
export function maxSensibleAgentLimit(minimum: number): number {
  return Math.min(MAX_AMOUNT_EUR, Math.max(minimum * AGENT_JUMP_FACTOR, minimum + AGENT_JUMP_EUR));
}
