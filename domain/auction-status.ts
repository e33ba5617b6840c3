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
