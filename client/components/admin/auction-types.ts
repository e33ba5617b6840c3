/** The shapes of the console's auction answers (worker/services/operations/auction-admin.ts). */
import type { Withdrawal } from '../../../domain/ad-withdrawal.ts';

export interface AuctionListItem {
  auctionId: number;
  productId: number;
  title: string;
  internalNumber: string | null;
  status: string;
  round: number;
  startsAt: number | null;
  endingAt: number | null;
  highestBid: number | null;
  bidCount: number;
  paused: boolean;
}

export interface AuctionListPage {
  items: AuctionListItem[];
  total: number;
  page: number;
  pages: number;
}

export interface AuctionDetail {
  auction: {
    auctionId: number;
    round: number;
    status: string;
    startsAt: number | null;
    endingAt: number | null;
    scheduledEndAt: number | null;
    highestBid: number | null;
    bidCount: number;
    minNextBid: number;
    buyNowPrice: number | null;
    minimumPrice: number;
    paused: boolean;
    /** `reopensAt`: resumed, bidding reopens then (the round keeps at most 24 hours of bidding). */
    pause: { since: number; reason: string; reopensAt: number | null } | null;
    participants: number;
  };
  product: { productId: number; title: string; internalNumber: string | null; status: string; deleted: boolean; seller: { customerId: number; name: string; email: string }; withdrawal: Withdrawal | null };
  bids: { seq: number; amount: number; kind: string; customerId: number; company: string | null; at: number }[];
  events: { seq: number; type: string; at: number; summary: Record<string, string | number | boolean | null> }[];
}

/** Statuses an operator may pause or cancel in (the auction's end still lies ahead). */
export const OPEN_STATUSES = ['published', 'running', 'hotbidding'];
