/** The HTTP status of each auction rejection: 403 wrong role, 422 wrong amount, 409 wrong state, 429 too fast. */
import type { RejectionCode } from './types.ts';

/** claims_stale: the access token's bidding claims were invalidated and could not be renewed (sign in again). */
export type AuctionErrorCode = RejectionCode | 'not_found' | 'rate_limited' | 'claims_stale';

const STATUS: Record<AuctionErrorCode, 401 | 403 | 404 | 409 | 422 | 429> = {
  own_auction: 403,
  merchant_not_accepted: 403,
  merchant_blocked: 403,
  email_not_verified: 403,
  terms_not_accepted: 403,
  not_seller: 403,
  not_operator: 403,
  bid_too_low: 422,
  bid_too_high: 422,
  agent_limit_too_low: 422,
  late_offer_too_low: 422,
  counter_offer_invalid: 422,
  price_reduction_too_small: 422,
  no_bid_possible: 409,
  offer_unavailable: 409,
  archived_bid_expired: 409,
  already_highest_bidder: 409,
  agent_needs_start_bid: 409,
  no_agent: 409,
  late_offer_pending: 409,
  not_your_turn: 409,
  wrong_status: 409,
  auction_paused: 409,
  auction_not_started: 409,
  not_found: 404,
  rate_limited: 429,
  claims_stale: 401,
};

export function auctionErrorStatus(code: AuctionErrorCode): 401 | 403 | 404 | 409 | 422 | 429 {
  return STATUS[code];
}

export const AUCTION_ERROR_CODES = Object.keys(STATUS) as AuctionErrorCode[];
