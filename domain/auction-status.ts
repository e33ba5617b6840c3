/** Auction and listing statuses of the spec, with the groups the storefront filters by. */

export const AUCTION_STATUSES = [
  'editing',
  'under_review',
  'published',
  'running',
  'hotbidding',
  'ended',
  'sold',
  'failed_na',
  'inactive',
  'acpt_late_offer',
  'recd_late_offer',
  'declined_late_offer',
  'renegotiation',
  'anr_offer_above_targetprice',
] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** Statuses a listing is visible in the public catalogue with. */
export const PUBLIC_STATUSES: readonly AuctionStatus[] = [
  'published',
  'running',
  'hotbidding',
  'ended',
  'sold',
  'acpt_late_offer',
  'recd_late_offer',
  'declined_late_offer',
  'renegotiation',
  'anr_offer_above_targetprice',
];

/** Statuses in which dealers can currently bid. */
export const LIVE_STATUSES: readonly AuctionStatus[] = ['running', 'hotbidding'];

export function isAuctionStatus(value: unknown): value is AuctionStatus {
  return typeof value === 'string' && (AUCTION_STATUSES as readonly string[]).includes(value);
}

/** The catalogue lists the listing (anyone may see it). */
export function isPublic(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}

/** Dealers can bid now (the final phase included). */
export function isLive(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** The auction is running or about to start: its end still lies ahead. */
export function isOpen(status: string): boolean {
  return isLive(status) || status === 'published';
}

/** The auction round is over (whatever came of it); ads still being written or reviewed have not started one. */
export function hasEnded(status: string): boolean {
  return !isOpen(status) && status !== 'editing' && status !== 'under_review';
}

/**
 * A bid in the last 30 seconds moves the end (domain/auction/rules.ts LATE_THRESHOLD_MS); a read model learns the new
 * end with the bid's projection, so it waits this long past the end it knows before it calls the round over.
 */
export const ENDED_GRACE_MS = 30_000;

/**
 * The status a card shows: a live round whose end lies behind it is `ended` (the spec's status for an auction that is
 * over, its outcome not yet known to this read). The auction object decides the outcome at its end, so only read
 * models that trail it (the catalogue's rows until the end's projection arrives) can still say "running" then.
 */
export function shownStatus(status: AuctionStatus, endingAt: number | null, now: number): AuctionStatus {
  return isLive(status) && endingAt !== null && endingAt + ENDED_GRACE_MS <= now ? 'ended' : status;
}
