/** Operator view of orders: search, overdue payments, the detail and its documents (booking a payment: orders.ts). */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../db/schema-auctions.ts';
import { ORDER_DOCUMENTS } from '../../domain/purchases.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { pageNumber, positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { orderDocument } from '../services/orders/documents.ts';
import { orderDetail, orderList, orderOr404 } from '../services/operations/order-admin.ts';

export const adminOrdersRoutes = new Hono<AppEnv>();

const ORDERS = '/admin/api/orders';

const orderParam = z.object({ orderId: positiveId });
const documentParam = z.object({ orderId: positiveId, document: z.enum(ORDER_DOCUMENTS, 'validation.invalid') });
const listQuery = z.object({
  status: z.optional(z.enum(ORDER_STATUSES, 'validation.invalid')),
  overdue: z.optional(z.enum(['1', '0', 'true', 'false'], 'validation.invalid')),
  q: z.optional(z.string('validation.invalid').check(z.trim(), z.maxLength(100, 'validation.max'))),
  page: z._default(pageNumber, 1),
});

adminOrdersRoutes.get(ORDERS, validate('query', listQuery), async (c) => {
  const { status, overdue, q, page } = c.req.valid('query');
  return c.json(await orderList(c.env.DB, { status: status ?? null, overdue: overdue === '1' || overdue === 'true', q: q || null, page, now: Date.now() }));
});

adminOrdersRoutes.get(`${ORDERS}/:orderId`, validate('param', orderParam), async (c) => c.json(await orderDetail(c, c.req.valid('param').orderId, Date.now())));

/** The stored PDF, as the buyer's private download streams it: never inline, never cached. */
adminOrdersRoutes.get(`${ORDERS}/:orderId/document/:document`, validate('param', documentParam), async (c) => {
  const { orderId, document } = c.req.valid('param');
  const found = await orderDocument(c.env.MEDIA, c.get('db'), await orderOr404(c, orderId), document);
  if (!found) throw new ApiError(404, 'not_found');
  return new Response(found.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
