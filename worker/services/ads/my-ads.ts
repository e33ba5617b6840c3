/**
 * A seller's ads as "my vehicles" and the dealer's "my ads" show them: status, how far an ad in editing is and
 * where it continues, the current auction's figures and, once sold, the order with the buyer who picks it up.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isAuctionStatus, type AuctionStatus } from '../../../domain/auction-status.ts';
import { mediaPath } from '../../../domain/catalog.ts';
import { resumeStep } from '../../../domain/ad-editor/progression.ts';
import { readinessMap } from '../../../domain/ad-editor/readiness.ts';
import type { MyAd } from '../../../domain/ad-editor/my-ad.ts';
import { showsNetPrice } from '../../../domain/pricing.ts';
import { ANONYMOUS } from '../../../domain/viewer.ts';
import type { Database } from '../../db/client.ts';
import { withdrawalsOf } from '../../db/repositories/ad-withdrawals.ts';
import type { AdRow } from '../../db/repositories/ads.ts';
import { coverPhotoKey, loadProductRecord } from '../../db/repositories/product-detail.ts';
import { customers, merchants, products } from '../../db/schema.ts';
import { orders } from '../../db/schema-auctions.ts';
import { auctions } from '../../db/schema-listings.ts';
import { buildProductDetail } from '../product-detail.ts';
import { readinessOf, type SellerFlags, toReadyToSubmit } from './editor-product.ts';

async function editingProgress(db: Database, ad: AdRow, flags: SellerFlags) {
  const record = await loadProductRecord(db, ad.id, null);
  if (!record) return { readyToSubmitForReview: null, resumeStep: null };
  const sets = readinessOf(buildProductDetail(record, ANONYMOUS, true));
  return { readyToSubmitForReview: toReadyToSubmit(sets), resumeStep: resumeStep(ad.productType, readinessMap(sets), flags) };
}

export type { MyAd };

/** The seller's tax facts, for the net/gross rule of their amounts (the same for all their ads). */
export interface SellerTax {
  vatRegNo: string | null;
  country: string | null;
}

/** The cards of a page of ads: one batch for covers, auctions and orders, plus the progress of ads in editing. */
export async function myAdCards(db: Database, rows: readonly AdRow[], flags: SellerFlags, seller: SellerTax): Promise<MyAd[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [covers, rounds, sales] = await db.batch([
    db.select({ id: products.id, key: coverPhotoKey(products.id) }).from(products).where(inArray(products.id, ids)),
    db.select().from(auctions).where(inArray(auctions.productId, ids)).orderBy(desc(auctions.round), desc(auctions.id)),
    db
      .select({
        order: orders,
        company: merchants.company,
        contactName: merchants.contactName,
        contactSurname: merchants.contactSurname,
        phone: merchants.contactPhone,
        showContact: merchants.showContact,
        name: customers.name,
        surname: customers.surname,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.buyerId))
      .leftJoin(merchants, eq(merchants.customerId, orders.buyerId))
      .where(and(inArray(orders.productId, ids), inArray(orders.status, ['pending', 'paid', 'cancellation_requested_by_dealer'])))
      .orderBy(desc(orders.id)),
  ]);
  const cover = new Map(covers.map((row) => [row.id, row.key]));
  const withdrawals = await withdrawalsOf(db, ids);
  return Promise.all(
    rows.map(async (ad): Promise<MyAd> => {
      const auction = rounds.find((round) => round.productId === ad.id) ?? null;
      const sale = sales.find((row) => row.order.productId === ad.id) ?? null;
      const status: AuctionStatus = isAuctionStatus(ad.status) ? ad.status : 'inactive';
      const progress = ad.status === 'editing' ? await editingProgress(db, ad, flags) : { readyToSubmitForReview: null, resumeStep: null };
      const key = cover.get(ad.id) ?? null;
      return {
        entityId: ad.id,
        productType: ad.productType,
        title: `${ad.make} ${ad.model}`.trim(),
        status,
        image: key ? mediaPath(key) : null,
        createdAt: ad.createdAt.toISOString(),
        updatedAt: ad.updatedAt?.toISOString() ?? null,
        submittedAt: ad.submittedAt?.toISOString() ?? null,
        minimumPrice: ad.minimumPrice,
        buyNowPrice: ad.buyNowPrice,
        vatReportable: ad.vatReportable,
        netPrices: ad.vatReportable && showsNetPrice({ vatRegNo: seller.vatRegNo, country: seller.country ?? ad.country }),
        ...progress,
        reviewNote: ad.status === 'editing' ? ad.reviewNote : null,
        withdrawal: withdrawals.get(ad.id) ?? null,
        auction: auction && {
          auctionId: auction.id,
          status: isAuctionStatus(auction.status) ? auction.status : status,
          startsAt: auction.startsAt?.toISOString() ?? null,
          endingAt: (auction.endingAt ?? ad.endingAt)?.toISOString() ?? null,
          highestBid: ad.highestBid,
          bidCount: ad.bidCount,
        },
        // The seller learns who bought once there is a sale: the dealer collects the vehicle.
        order: sale && {
          orderId: sale.order.id,
          status: sale.order.status,
          hammerPrice: sale.order.hammerPrice,
          soldAt: sale.order.createdAt.toISOString(),
          // The dealer's contact person and phone only where the dealer shows them (their toggle); the company always.
          buyer:
            sale.showContact === false
              ? { company: sale.company ?? `${sale.name} ${sale.surname}`.trim(), contactShown: false, contactName: null, phone: null }
              : {
                  company: sale.company ?? `${sale.name} ${sale.surname}`.trim(),
                  contactShown: true,
                  contactName: `${sale.contactName ?? sale.name} ${sale.contactSurname ?? sale.surname}`.trim(),
                  phone: sale.phone,
                },
        },
      };
    }),
  );
}
