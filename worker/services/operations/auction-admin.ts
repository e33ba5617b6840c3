/**
 * The operator console's auction screens: the search list (from D1) and the detail, whose figures, bids and event log
 * come from the auction object itself (the truth for bidding; D1 is only its projection) with the product, seller
 * and bidders' companies from D1. Every answer is built field by field.
 */
import type { AuctionEvent } from '../../../domain/auction/types.ts';
import { findWithdrawalIn } from '../../db/repositories/ad-withdrawals.ts';
import { ADMIN_PAGE_SIZE, companiesOf, findAuctionProduct, searchAuctions, type AuctionSearch } from '../../db/repositories/auction-admin.ts';
import type { Bindings } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { auctionRoom } from '../auctions/rooms.ts';

const titleOf = (row: { make: string; model: string }) => `${row.make} ${row.model}`.trim();

export async function auctionList(db: D1Database, search: AuctionSearch) {
  const { rows, total } = await searchAuctions(db, search);
  return {
    items: rows.map((row) => ({
      auctionId: row.auctionId,
      productId: row.productId,
      title: titleOf(row),
      internalNumber: row.internalNumber,
      status: row.status,
      round: row.round,
      startsAt: row.startsAt,
      endingAt: row.endingAt,
      highestBid: row.highestBid,
      bidCount: row.bidCount,
      paused: row.paused,
    })),
    total,
    page: search.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** The fields an event's summary may show an operator (never anything a future event field might add unlisted). */
const SUMMARY_FIELDS = ['customerId', 'amount', 'kind', 'status', 'endingAt', 'via', 'turn', 'offer', 'counter', 'deadline', 'aboveTarget', 'round', 'startsAt', 'reason', 'pausedMs'] as const;

export function eventSummary(event: AuctionEvent): Record<string, string | number | boolean | null> {
  const summary: Record<string, string | number | boolean | null> = {};
  const fields = event as unknown as Record<string, unknown>;
  for (const key of SUMMARY_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) summary[key] = value;
  }
  return summary;
}

export async function auctionDetail(env: Bindings, auctionId: number) {
  const product = await findAuctionProduct(env.DB, auctionId);
  const view = product ? await auctionRoom(env, auctionId).operatorView(auctionId) : null;
  if (!product || !view) throw new ApiError(404, 'not_found');
  const bids = view.bids.flatMap((event) => (event.type === 'bid_placed' ? [event] : []));
  const [companies, withdrawal] = await Promise.all([companiesOf(env.DB, bids.map((event) => event.customerId)), findWithdrawalIn(env.DB, product.productId)]);
  const { snapshot } = view;
  return {
    auction: {
      auctionId: snapshot.auctionId,
      round: snapshot.round,
      status: snapshot.status,
      startsAt: snapshot.startsAt,
      endingAt: snapshot.endingAt,
      scheduledEndAt: view.scheduledEndAt,
      highestBid: snapshot.highestBid,
      bidCount: snapshot.bidCount,
      minNextBid: snapshot.minNextBid,
      buyNowPrice: snapshot.buyNowPrice,
      minimumPrice: view.minimumPrice,
      paused: snapshot.paused,
      pause: view.pause ? { since: view.pause.since, reason: view.pause.reason, reopensAt: view.pause.until ?? null } : null,
      participants: view.participants.length,
    },
    product: {
      productId: product.productId,
      title: titleOf(product),
      internalNumber: product.internalNumber,
      status: product.productStatus,
      deleted: product.deletedAt !== null,
      seller: { customerId: product.sellerId, name: product.sellerName, email: product.sellerEmail },
      // The seller's "sold or not selling" answer, so the operator knows why offer collection stopped.
      withdrawal,
    },
    // Newest first, as operators read a history.
    bids: bids.reverse().map((event) => ({
      seq: event.seq,
      amount: event.amount,
      kind: event.kind,
      customerId: event.customerId,
      company: companies.get(event.customerId) ?? null,
      at: event.at,
    })),
    events: view.events.map((event) => ({ seq: event.seq, type: event.type, at: event.at, summary: eventSummary(event) })),
  };
}
