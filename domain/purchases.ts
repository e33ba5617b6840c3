/**
 * The merchant's purchases list: its filter tabs, which listings count as active, the bidder states it labels and the
 * answer shape of GET /private/customer/my-purchases/get, with the order block and its documents.
 */
import type { AuctionStatus } from './auction-status.ts';
import type { OrderStatus } from './auction/settlement.ts';
import { BIDDER_STATES, type BidderState } from './auction/view.ts';
import type { ProductCard } from './catalog.ts';

export const PURCHASE_FILTERS = ['all', 'active', 'won', 'lost'] as const;
export type PurchaseFilter = (typeof PURCHASE_FILTERS)[number];

export function isPurchaseFilter(value: unknown): value is PurchaseFilter {
  return typeof value === 'string' && (PURCHASE_FILTERS as readonly string[]).includes(value);
}

/** The listing can still end in the merchant's favour: bidding, starting, negotiating or collecting late offers. */
export const ACTIVE_PURCHASE_STATUSES: readonly AuctionStatus[] = [
  'running',
  'hotbidding',
  'published',
  'renegotiation',
  'recd_late_offer',
  'anr_offer_above_targetprice',
];

export type { BidderState };

/** A bidder context state as the auction projection stores it in auction_participants.state. */
export function isBidderState(value: unknown): value is BidderState {
  return typeof value === 'string' && (BIDDER_STATES as readonly string[]).includes(value);
}

export const ORDER_DOCUMENTS = ['invoice', 'contract', 'reversal'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

export function isOrderDocument(value: unknown): value is OrderDocument {
  return typeof value === 'string' && (ORDER_DOCUMENTS as readonly string[]).includes(value);
}

/** Where a document is downloaded (the API checks who may). */
export function orderDocumentPath(orderId: number, document: OrderDocument): string {
  return `/private/order/${orderId}/document/${document}`;
}

export interface OrderSummary {
  orderId: number;
  status: OrderStatus;
  invoiceNumber: string;
  reversalNumber: string | null;
  /** As sold: gross (incl. VAT) when the seller is VAT reportable. */
  hammerPrice: number;
  vatReportable: boolean;
  commissionNet: number;
  commissionVat: number;
  commissionGross: number;
  soldAt: string;
  paymentDueAt: string;
  cancellationReason: string | null;
  documents: { document: OrderDocument; url: string }[];
}

export interface Purchase {
  auctionId: number;
  maxBid: number | null;
  agentMax: number | null;
  holding: boolean;
  /** A bidder context state (BIDDER_STATES), or null when the projection has none. */
  state: string | null;
  order: OrderSummary | null;
}

export type PurchaseCard = ProductCard & { purchase: Purchase };

export interface PurchasesPage {
  products: PurchaseCard[];
  page: number;
  pages: number;
  total: number;
  filters: { filter: { value: PurchaseFilter; count: number }[] };
}
