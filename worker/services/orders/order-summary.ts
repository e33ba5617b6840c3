/** An order as the API answers it: figures, status, dates and the links of the documents it has. */
import { orderDocumentPath, type OrderSummary } from '../../../domain/purchases.ts';
import type { OrderRow } from '../../db/repositories/orders.ts';
import { documentsOf } from './documents.ts';

export function orderSummary(order: OrderRow): OrderSummary {
  return {
    orderId: order.id,
    status: order.status,
    invoiceNumber: order.invoiceNumber,
    reversalNumber: order.reversalNumber,
    hammerPrice: order.hammerPrice,
    vatReportable: order.vatReportable,
    commissionNet: order.commissionNet,
    commissionVat: order.commissionVat,
    commissionGross: order.commissionNet + order.commissionVat,
    soldAt: order.createdAt.toISOString(),
    paymentDueAt: order.paymentDueAt.toISOString(),
    cancellationReason: order.cancellationReason,
    documents: documentsOf(order).map((document) => ({ document, url: orderDocumentPath(order.id, document) })),
  };
}
