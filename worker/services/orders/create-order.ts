/**
 * Turns a sale into an order, called by the auction's Durable Object until it succeeds: idempotent per auction round
 * (a repeat returns the stored order and takes no new number), then the invoice and contract PDFs are stored in R2.
 */
import { documentYear, saleFigures } from '../../../domain/auction/settlement.ts';
import { paymentDueAt } from '../../../domain/payment-terms.ts';
import { createDb } from '../../db/client.ts';
import { findOrderBySale, findProductForSale, insertNumberedOrder } from '../../db/repositories/orders.ts';
import { ensureOrderDocuments } from './documents.ts';

export interface SaleInput {
  auctionId: number;
  round: number;
  productId: number;
  buyerId: number;
  sellerId: number;
  /** The hammer price in whole euros, as sold (gross for a VAT-reportable seller). */
  amount: number;
  via: 'auction' | 'buy_now' | 'renegotiation' | 'late_offer';
  /** Epoch ms of the sale: the invoice date; payment is due PAYMENT_TERM_DAYS later (domain/payment-terms.ts). */
  soldAt: number;
}

const positive = (value: number) => Number.isSafeInteger(value) && value > 0;

function checkSale(sale: SaleInput): void {
  const ids = [sale.auctionId, sale.round, sale.productId, sale.buyerId, sale.sellerId, sale.amount];
  if (!ids.every(positive) || !Number.isSafeInteger(sale.soldAt) || sale.buyerId === sale.sellerId) {
    throw new RangeError(`invalid sale ${JSON.stringify(sale)}`);
  }
}

/** What the sale's order says about itself (the buyer's message quotes it). */
export interface CreatedOrder {
  orderId: number;
  invoiceNumber: string;
  /** The commission the buyer pays, VAT included. */
  commissionGross: number;
  /** Epoch ms. */
  paymentDueAt: number;
}

export async function createOrderForSale(env: { DB: D1Database; MEDIA: R2Bucket }, sale: SaleInput): Promise<CreatedOrder> {
  checkSale(sale);
  const db = createDb(env.DB);
  let order = await findOrderBySale(db, sale.auctionId, sale.round);
  if (!order) {
    const product = await findProductForSale(db, sale.productId);
    if (!product) throw new RangeError(`product ${sale.productId} of auction ${sale.auctionId} not found`);
    const figures = saleFigures({ hammerPrice: sale.amount, vatReportable: product.vatReportable });
    await insertNumberedOrder(db, {
      auctionId: sale.auctionId,
      round: sale.round,
      productId: sale.productId,
      buyerId: sale.buyerId,
      sellerId: sale.sellerId,
      via: sale.via,
      hammerPrice: sale.amount,
      vatReportable: product.vatReportable,
      commissionNet: figures.commissionNet,
      commissionVat: figures.commissionVat,
      paymentDueAt: paymentDueAt(sale.soldAt),
      soldAt: sale.soldAt,
      year: documentYear(sale.soldAt),
    });
    order = await findOrderBySale(db, sale.auctionId, sale.round);
    if (!order) throw new Error(`order of auction ${sale.auctionId} round ${sale.round} was not stored`);
  }
  await ensureOrderDocuments(env.MEDIA, db, order);
  return { orderId: order.id, invoiceNumber: order.invoiceNumber, commissionGross: order.commissionNet + order.commissionVat, paymentDueAt: order.paymentDueAt.getTime() };
}
