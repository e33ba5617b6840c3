/**
 * Orders: the buyer's cancellation request, the documents (invoice, contract, reversal invoice) for those allowed to
 * see them, and the operator's decisions (approve or reject a cancellation, book the payment).
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { CANCELLATION_REASON_MAX } from '../../domain/auction/settlement.ts';
import { ORDER_DOCUMENTS, type OrderDocument } from '../../domain/purchases.ts';
import { findOrderById, type OrderRow } from '../db/repositories/orders.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { positiveId } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { orderDocument } from '../services/orders/documents.ts';
import { auditActor } from '../services/operations/audit.ts';
import { decideCancellationRequest } from '../services/operations/review-queues.ts';
import { markOrderPaid } from '../services/operations/order-admin.ts';
import { requestCancellation } from '../services/orders/order-actions.ts';
import { orderSummary } from '../services/orders/order-summary.ts';
import { recordRequestEvent } from '../services/security-events.ts';
import { notifyCancellationDecided } from '../services/messages/account-deliveries.ts';
import { productTitle } from '../db/repositories/product-titles.ts';

export const orderRoutes = new Hono<AppEnv>();

const orderParam = z.object({ orderId: positiveId });
const documentParam = z.object({ orderId: positiveId, document: z.enum(ORDER_DOCUMENTS, 'validation.invalid') });
// The domain checks the length in characters; this bound only keeps absurd bodies out.
const reasonBody = z.object({ reason: z.string('validation.required').check(z.maxLength(CANCELLATION_REASON_MAX * 4, 'purchases.cancel.reasonLength')) });
const decisionBody = z.object({ approve: z.boolean('validation.required_boolean') });

async function orderOr404(c: Context<AppEnv>, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(c.get('db'), orderId);
  if (!order) throw new ApiError(404, 'not_found');
  return order;
}

/** Who may download what: the buyer everything, the seller the contract, operators everything; others learn nothing. */
function maySee(c: Context<AppEnv>, order: OrderRow, document: OrderDocument): boolean {
  if (c.get('operator')) return true;
  const me = signedInCustomerId(c);
  return order.buyerId === me || (order.sellerId === me && document === 'contract');
}

orderRoutes.post('/private/order/:orderId/cancellation-request', validate('param', orderParam), validate('json', reasonBody), async (c) => {
  const order = await orderOr404(c, c.req.valid('param').orderId);
  if (order.buyerId !== signedInCustomerId(c)) throw new ApiError(404, 'not_found');
  const updated = await requestCancellation(c.get('db'), order, c.req.valid('json').reason, Date.now());
  return c.json({ order: orderSummary(updated) });
});

orderRoutes.get('/private/order/:orderId/document/:document', validate('param', documentParam), async (c) => {
  const { orderId, document } = c.req.valid('param');
  const order = await orderOr404(c, orderId);
  const found = maySee(c, order, document) ? await orderDocument(c.env.MEDIA, c.get('db'), order, document) : null;
  if (!found) throw new ApiError(404, 'not_found');
  return new Response(found.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

orderRoutes.post('/admin/api/orders/:orderId/cancellation', validate('param', orderParam), validate('json', decisionBody), async (c) => {
  const approve = c.req.valid('json').approve;
  // Conditional on the order still awaiting a decision, with the audit entry in the same batch (one operator wins).
  const updated = await decideCancellationRequest(c.get('db'), c.env.MEDIA, auditActor(c), c.req.valid('param').orderId, approve, Date.now());
  await recordRequestEvent(c, { type: 'order_cancellation_decided', outcome: 'success', subjectCustomerId: updated.buyerId, details: { orderId: updated.id, approve } });
  await notifyCancellationDecided(c.env, updated, approve, await productTitle(c.env.DB, updated.productId));
  return c.json({ order: orderSummary(updated) });
});

/** Booking a payment: only a pending order, audited with it; a second operator gets 409 already_handled. */
orderRoutes.post('/admin/api/orders/:orderId/paid', validate('param', orderParam), async (c) => {
  const order = await orderOr404(c, c.req.valid('param').orderId);
  const paid = await markOrderPaid(c, order);
  await recordRequestEvent(c, { type: 'order_marked_paid', outcome: 'success', subjectCustomerId: order.buyerId, details: { orderId: order.id } });
  return c.json({ order: orderSummary(paid) });
});
