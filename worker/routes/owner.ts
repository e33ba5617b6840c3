/**
 * Ownership checks used by the ad editor: whether the caller owns a product and the owner's segmentation.
 * Only the owner (the signed-in customer, or the browser holding an anonymous draft) learns anything: for everyone
 * else a product that exists answers exactly like one that does not, drafts included.
 */
import { type Context, Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { customers, products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';

export const ownerRoutes = new Hono<AppEnv>();

/** The owner's id and segmentation when the caller is the owner, else null (unknown id and someone else's alike). */
async function ownOwner(c: Context<AppEnv>, productId: number): Promise<{ customerId: number; segmentation: string } | null> {
  const row = await c
    .get('db')
    .select({ customerId: customers.id, segmentation: customers.segmentation, visitorUuid: customers.visitorUuid })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customerId))
    .where(eq(products.id, productId))
    .get();
  if (!row) return null;
  const viewerId = c.get('auth')?.customerId;
  const isOwner = viewerId === row.customerId || (row.segmentation === 'prospect' && row.visitorUuid === c.get('visitorId'));
  return isOwner ? { customerId: row.customerId, segmentation: row.segmentation } : null;
}

ownerRoutes.get('/public/customer/get-owner/:id', validate('param', idParam), async (c) => {
  const found = await ownOwner(c, c.req.valid('param').id);
  return c.json({ isOwner: found !== null, segmentation: found?.segmentation ?? null, customerId: found?.customerId ?? null });
});

ownerRoutes.get(
  '/public/customer/get-owner-segmentation/:entityId',
  validate('param', z.object({ entityId: idParam.shape.id })),
  async (c) => {
    const found = await ownOwner(c, c.req.valid('param').entityId);
    return c.json({ segmentation: found?.segmentation ?? null, isOwner: found !== null });
  },
);
