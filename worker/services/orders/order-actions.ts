/**
 * What buyers and operators do with an order: request a cancellation (buyer), approve it with a reversal invoice or
 * reject it, and book the payment (operator). The domain decides the transition; the update is conditional on the
 * status read, so two decisions at once never both apply.
 */
import { documentYear, type OrderCommand, transitionOrder } from '../../../domain/auction/settlement.ts';
import type { Database } from '../../db/client.ts';
import { cancelWithReversal, findOrderById, type OrderRow, updateOrderStatus } from '../../db/repositories/orders.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ensureOrderDocuments } from './documents.ts';

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

/** Approval cancels the order and issues the reversal invoice (number and PDF); rejection makes it due again. */
export async function decideCancellation(db: Database, media: R2Bucket, order: OrderRow, approve: boolean, now: number): Promise<OrderRow> {
  const step = decide(order, { type: approve ? 'approve_cancellation' : 'reject_cancellation' });
  const changed = step.issueReversal
    ? await cancelWithReversal(db, order.id, documentYear(now), now)
    : await updateOrderStatus(db, order.id, order.status, { status: step.status, decidedAt: new Date(now) });
  if (!changed) throw new ApiError(409, 'order_wrong_status');
  const updated = await reloaded(db, order.id);
  if (step.issueReversal) await ensureOrderDocuments(media, db, updated);
  return updated;
}
