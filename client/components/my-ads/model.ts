/** The seller's ad list as GET /private/customer/products/get answers it, its SWR key, and the rules the cards show it by. */
import { canDeleteAd } from '../../../domain/ad-deletion.ts';
import type { MyAd } from '../../../domain/ad-editor/my-ad.ts';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import { RESUBMITTABLE, STOPPABLE } from '../../../domain/auction/rounds.ts';

export type { MyAd } from '../../../domain/ad-editor/my-ad.ts';

export interface MyAdsAnswer {
  products: MyAd[];
  total: number;
  pages: number;
  page: number;
}

export const MY_ADS_PATH = '/private/customer/products/get';
export const MY_ADS_PER_PAGE = 10;

/** One page of the signed-in seller's ads (also the key the server preloads for the first paint). */
export const myAdsKey = (page: number): string => `${MY_ADS_PATH}?page=${page}&itemsPerPage=${MY_ADS_PER_PAGE}`;

/** How complete an ad in editing is: the average of its attribute sets' completion, in whole percent. */
export function completeness(ad: Pick<MyAd, 'readyToSubmitForReview'>): number | null {
  const sets = ad.readyToSubmitForReview?.attributeSets;
  if (!sets || sets.length === 0) return null;
  const sum = sets.reduce((total, set) => total + Math.min(100, Math.max(0, set.requiredPercent)), 0);
  return Math.floor(sum / sets.length);
}

/** Statuses in which a pending offer waits for the seller's answer. */
const AWAITING_SELLER: readonly AuctionStatus[] = ['recd_late_offer', 'anr_offer_above_targetprice', 'renegotiation'];

export function awaitsSeller(status: AuctionStatus): boolean {
  return AWAITING_SELLER.includes(status);
}

/** Whether the seller can do anything with the ad from the list: stop, resubmit, answer an offer or delete. */
export function isManageable(status: AuctionStatus): boolean {
  return canDeleteAd(status) || STOPPABLE.includes(status) || RESUBMITTABLE.includes(status);
}

export type StatusTone = 'info' | 'warning' | 'success' | 'neutral' | 'attention';

/** The colour of a status chip: live and sold green, about to start yellow, an offer to answer purple. */
export function statusTone(status: AuctionStatus): StatusTone {
  if (awaitsSeller(status)) return 'attention';
  switch (status) {
    case 'running':
    case 'hotbidding':
    case 'sold':
      return 'success';
    case 'published':
      return 'warning';
    case 'editing':
    case 'under_review':
      return 'info';
    default:
      return 'neutral';
  }
}

/** Order statuses with a label of their own (purchases.order.status.*). */
const ORDER_STATUSES = ['pending', 'paid', 'canceled', 'cancellation_requested_by_dealer'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
