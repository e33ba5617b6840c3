/**
 * What buyers and operators do with an order: request a cancellation (buyer) and book the payment (operator). The
 * domain decides the transition; the update is conditional on the status read, so two changes at once never both
 * apply. The operator's decision on a cancellation request is worker/services/operations/review-queues.ts.
 */
import { type OrderCommand, transitionOrder } from '../../../domain/auction/settlement.ts';
import type { Database } from '../../db/client.ts';
import { findOrderById, type OrderRow, updateOrderStatus } from '../../db/repositories/orders.ts';
import { ApiError } from '../../lib/api-error.ts';

function decide(order: OrderRow, command: OrderCommand) {
  const step = transitionOrder(order.status, command);
  if (!step.ok) throw step.code === 'validation_failed' ? new ApiError(400, step.code, step.fields) : new ApiError(409, step.code);
  return step;
}

async function reloaded(db: Database, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new ApiError(404, 'not_found');
  return order;
}

export async function requestCancellation(db: Database, order: OrderRow, reason: string, now: number): Promise<OrderRow> {
  const step = decide(order, { type: 'request_cancellation', reason });
  const changed = await updateOrderStatus(db, order.id, order.status, {
    status: step.status,
    cancellationReason: step.reason ?? null,
    cancellationRequestedAt: new Date(now),
  });
  if (!changed) throw new ApiError(409, 'order_wrong_status');
  return reloaded(db, order.id);
}

export async function markPaid(db: Database, order: OrderRow): Promise<OrderRow> {
  const step = decide(order, { type: 'mark_paid' });
  if (!(await updateOrderStatus(db, order.id, order.status, { status: step.status }))) throw new ApiError(409, 'order_wrong_status');
  return reloaded(db, order.id);
}
