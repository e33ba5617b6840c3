/** A seller's ad as "my vehicles" and the dealer's "my ads" receive it (GET /private/customer/products/get). */
import type { Withdrawal } from '../ad-withdrawal.ts';
import type { AuctionStatus } from '../auction-status.ts';
import type { ProductKind } from '../attributes.ts';
import type { EditorStep } from './steps.ts';

export interface MyAd {
  entityId: number;
  productType: ProductKind;
  title: string;
  status: AuctionStatus;
  image: string | null;
  createdAt: string;
  updatedAt: string | null;
  submittedAt: string | null;
  minimumPrice: number | null;
  buyNowPrice: number | null;
  /** The price rule of the seller's amounts (domain/pricing.ts): VAT reportable, and shown net. */
  vatReportable: boolean;
  netPrices: boolean;
  /** Ads in editing only: how far they are and the step they continue at. */
  readyToSubmitForReview: { ready: boolean; attributeSets: { code: string; requiredPercent: number }[] } | null;
  resumeStep: EditorStep | null;
  /** Ads in editing only: why an operator sent the ad back from review, until the seller submits it again. */
  reviewNote: string | null;
  auction: { auctionId: number; status: AuctionStatus; startsAt: string | null; endingAt: string | null; highestBid: number | null; bidCount: number } | null;
  /** The seller's "sold or not selling" answer while it describes the ad (until it is put up again). */
  withdrawal: Withdrawal | null;
  order: { orderId: number; status: string; hammerPrice: number; soldAt: string; buyer: { company: string; contactShown: boolean; contactName: string | null; phone: string | null } } | null;
}
