/**
 * Ownership checks used by the ad editor: whether the caller owns a product and the owner's segmentation.
 * The owner's identity stays hidden (sellers are anonymous to bidders until a sale).
 */
import { type Context, Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { customers, products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';

export const ownerRoutes = new Hono<AppEnv>();


async function owner(c: Context<AppEnv>, productId: number) {
  const row = await c
    .get('db')
    .select({ customerId: customers.id, segmentation: customers.segmentation, visitorUuid: customers.visitorUuid })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customerId))
    .where(eq(products.id, productId))
    .get();
  if (!row) throw new ApiError(404, 'not_found');
  const viewerId = c.get('auth')?.customerId;
  const isOwner = viewerId === row.customerId || (row.segmentation === 'prospect' && row.visitorUuid === c.get('visitorId'));
  return { ...row, isOwner };
}

ownerRoutes.get('/public/customer/get-owner/:id', validate('param', idParam), async (c) => {
  const found = await owner(c, c.req.valid('param').id);
  return c.json({ isOwner: found.isOwner, segmentation: found.segmentation, customerId: found.isOwner ? found.customerId : null });
});

ownerRoutes.get(
  '/public/customer/get-owner-segmentation/:entityId',
  validate('param', z.object({ entityId: idParam.shape.id })),
  async (c) => {
    const found = await owner(c, c.req.valid('param').entityId);
    return c.json({ segmentation: found.segmentation, isOwner: found.isOwner });
  },
);
