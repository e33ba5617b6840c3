/** What an operator sees of one customer: the rows behind the detail view, each list bounded (newest first). */
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { auctionBids, orders } from '../schema-auctions.ts';
import { auctions } from '../schema-listings.ts';
import { customers, merchants, products, securityEvents } from '../schema.ts';

/** Rows per list of the detail view. */
export const DETAIL_LIST_LIMIT = 50;

export async function findCustomerForAdmin(db: Database, customerId: number) {
  return db
    .select({ customer: customers, merchant: merchants })
    .from(customers)
    .leftJoin(merchants, eq(merchants.customerId, customers.id))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .get();
}

/** Ads, bids, orders and security events of the customer, with their counts. */
export async function customerActivity(db: Database, customerId: number) {
  const ownOrders = or(eq(orders.buyerId, customerId), eq(orders.sellerId, customerId));
  const [ads, bids, orderRows, events, adCount, bidCount, buyerCount, sellerCount] = await Promise.all([
    db
      .select({ id: products.id, make: products.make, model: products.model, status: products.status, createdAt: products.createdAt, deletedAt: products.deletedAt })
      .from(products)
      .where(eq(products.customerId, customerId))
      .orderBy(desc(products.id))
      .limit(DETAIL_LIST_LIMIT),
    db
      .select({ auctionId: auctionBids.auctionId, seq: auctionBids.seq, productId: auctions.productId, amount: auctionBids.amount, kind: auctionBids.kind, at: auctionBids.createdAt })
      .from(auctionBids)
      .leftJoin(auctions, eq(auctions.id, auctionBids.auctionId))
      .where(eq(auctionBids.customerId, customerId))
      .orderBy(desc(auctionBids.createdAt))
      .limit(DETAIL_LIST_LIMIT),
    db
      .select({
        id: orders.id,
        invoiceNumber: orders.invoiceNumber,
        status: orders.status,
        amount: orders.hammerPrice,
        productId: orders.productId,
        buyerId: orders.buyerId,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(ownOrders)
      .orderBy(desc(orders.id))
      .limit(DETAIL_LIST_LIMIT),
    db
      .select({ id: securityEvents.id, type: securityEvents.type, outcome: securityEvents.outcome, at: securityEvents.at, actorCustomerId: securityEvents.actorCustomerId, details: securityEvents.details })
      .from(securityEvents)
      .where(or(eq(securityEvents.subjectCustomerId, customerId), eq(securityEvents.actorCustomerId, customerId)))
      .orderBy(desc(securityEvents.id))
      .limit(DETAIL_LIST_LIMIT),
    db.select({ n: count() }).from(products).where(eq(products.customerId, customerId)).get(),
    db.select({ n: count() }).from(auctionBids).where(eq(auctionBids.customerId, customerId)).get(),
    db.select({ n: count() }).from(orders).where(eq(orders.buyerId, customerId)).get(),
    db.select({ n: count() }).from(orders).where(eq(orders.sellerId, customerId)).get(),
  ]);
  return {
    ads,
    bids,
    orders: orderRows,
    events,
    counts: { ads: adCount?.n ?? 0, bids: bidCount?.n ?? 0, ordersAsBuyer: buyerCount?.n ?? 0, ordersAsSeller: sellerCount?.n ?? 0 },
  };
}
