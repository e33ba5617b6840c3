/**
 * The operator console's orders: the filtered list with overdue payments marked, the detail with the documents'
 * console download links, and booking a payment (conditional on the order still being pending, audited in the same
 * transaction: two operators booking at once book it once, the other gets 409 already_handled).
 */
import type { Context } from 'hono';
import { isPaymentOverdue } from '../../../domain/operations/order-overdue.ts';
import type { OrderDocument } from '../../../domain/purchases.ts';
import { findOrderParties, markOrderPaidAudited, ORDER_PAGE_SIZE, searchOrders, type OrderSearch } from '../../db/repositories/order-admin.ts';
import { findOrderById, type OrderRow } from '../../db/repositories/orders.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { auditActor } from './audit.ts';
import { documentsOf } from '../orders/documents.ts';

const iso = (value: number | Date) => new Date(value).toISOString();

export async function orderList(db: D1Database, search: OrderSearch) {
  const { rows, total } = await searchOrders(db, search);
  return {
    items: rows.map((row) => ({
      orderId: row.orderId,
      invoiceNumber: row.invoiceNumber,
      status: row.status,
      product: { id: row.productId, title: `${row.make} ${row.model}`.trim() },
      buyer: { customerId: row.buyerId, company: row.buyerCompany },
      seller: { customerId: row.sellerId },
      hammerPrice: row.hammerPrice,
      commissionNet: row.commissionNet,
      paymentDueAt: iso(row.paymentDueAt),
      overdue: isPaymentOverdue(row, search.now),
      createdAt: iso(row.createdAt),
    })),
    total,
    page: search.page,
    pages: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)),
  };
}

/** Where an operator downloads an order's document. */
export const adminDocumentPath = (orderId: number, document: OrderDocument) => `/admin/api/orders/${orderId}/document/${document}`;

export async function orderOr404(c: Context<AppEnv>, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(c.get('db'), orderId);
  if (!order) throw new ApiError(404, 'not_found');
  return order;
}

export async function orderDetail(c: Context<AppEnv>, orderId: number, now: number) {
  const order = await orderOr404(c, orderId);
  const parties = await findOrderParties(c.env.DB, orderId);
  if (!parties) throw new ApiError(404, 'not_found');
  return {
    orderId: order.id,
    auctionId: order.auctionId,
    round: order.round,
    invoiceNumber: order.invoiceNumber,
    reversalNumber: order.reversalNumber,
    status: order.status,
    via: order.via,
    product: { id: order.productId, title: `${parties.make} ${parties.model}`.trim() },
    buyer: parties.buyer,
    seller: parties.seller,
    hammerPrice: order.hammerPrice,
    vatReportable: order.vatReportable,
    commissionNet: order.commissionNet,
    commissionVat: order.commissionVat,
    commissionGross: order.commissionNet + order.commissionVat,
    paymentDueAt: iso(order.paymentDueAt),
    overdue: isPaymentOverdue({ status: order.status, paymentDueAt: order.paymentDueAt.getTime() }, now),
    cancellationReason: order.cancellationReason,
    cancellationRequestedAt: order.cancellationRequestedAt ? iso(order.cancellationRequestedAt) : null,
    decidedAt: order.decidedAt ? iso(order.decidedAt) : null,
    createdAt: iso(order.createdAt),
    documents: documentsOf(order).map((document) => ({ document, url: adminDocumentPath(order.id, document) })),
  };
}

/** Books the dealer's payment of a pending order; 409 already_handled with the current status otherwise. */
export async function markOrderPaid(c: Context<AppEnv>, order: OrderRow, now = Date.now()): Promise<OrderRow> {
  const actor = auditActor(c);
  const changed = order.status === 'pending' && (await markOrderPaidAudited(c.env.DB, order.id, { actorCustomerId: actor.customerId, requestId: actor.requestId, at: now }));
  const current = await orderOr404(c, order.id);
  if (!changed) throw alreadyHandled({ status: current.status });
  return current;
}
