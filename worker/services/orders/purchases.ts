/** The merchant's purchases page: product cards of the auctions they took part in, their standing and their order. */
import { isPublic } from '../../../domain/auction-status.ts';
import type { PurchaseCard, PurchaseFilter, PurchasesPage } from '../../../domain/purchases.ts';
import type { Database } from '../../db/client.ts';
import { findOrdersByIds } from '../../db/repositories/orders.ts';
import { productCardsByIds } from '../../db/repositories/products.ts';
import { purchasesPage } from '../../db/repositories/purchases.ts';
import { watchedProductIds } from '../../db/repositories/watchlist.ts';
import { orderSummary } from './order-summary.ts';

export async function merchantPurchases(db: Database, customerId: number, filter: PurchaseFilter, page: number, perPage: number): Promise<PurchasesPage> {
  const { rows, counts, total } = await purchasesPage(db, customerId, filter, page, perPage);
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const orderIds = rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
  const [cards, orderRows, watched] = await Promise.all([productCardsByIds(db, productIds), findOrdersByIds(db, orderIds), watchedProductIds(db, customerId, productIds)]);
  const cardById = new Map(cards.map((card) => [card.entityId, card]));
  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  const products = rows.flatMap((row): PurchaseCard[] => {
    const card = cardById.get(row.productId);
    if (!card) return [];
    const order = row.orderId === null ? undefined : orderById.get(row.orderId);
    return [
      {
        ...card,
        // Photos of listings that left the catalogue are served to their owner only: show the placeholder instead.
        image: isPublic(card.status) ? card.image : null,
        watchlist: watched.has(row.productId),
        purchase: {
          auctionId: row.auctionId,
          maxBid: row.maxBid,
          agentMax: row.agentMax,
          holding: row.holding,
          state: row.state,
          order: order ? orderSummary(order) : null,
        },
      },
    ];
  });
  return { products, page, pages: Math.ceil(total / perPage), total, filters: { filter: counts } };
}
