/** Operator calls: merchant review (accept, reject, block) and syncing the attribute catalogue after a deploy. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { syncAttributeCatalog } from '../db/repositories/attributes.ts';
import { findMerchantById, updateMerchant } from '../db/repositories/merchants.ts';
import { updateCustomer } from '../db/repositories/customers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { revokeBiddingClaims } from '../services/auctions/eligibility.ts';
import { mailCustomer } from '../services/auth/mailer.ts';
import { recordRequestEvent } from '../services/security-events.ts';

export const adminRoutes = new Hono<AppEnv>();


adminRoutes.put('/admin/api/merchants/:id/review', validate('param', idParam), validate('json', z.object({ accepted: z.boolean('validation.required_boolean') })), async (c) => {
  const found = await findMerchantById(c.get('db'), c.req.valid('param').id);
  if (!found) throw new ApiError(404, 'not_found');
  const { accepted } = c.req.valid('json');
  await updateMerchant(c.get('db'), found.merchant.id, { accepted });
  await recordRequestEvent(c, {
    type: 'merchant_reviewed',
    outcome: 'success',
    subjectCustomerId: found.customer.id,
    details: { merchantId: found.merchant.id, accepted, previous: found.merchant.accepted },
  });
  await revokeBiddingClaims(c.env, found.customer.id, { suspend: !accepted });
  if (accepted && found.merchant.accepted !== true) await mailCustomer(c, found.customer, 'merchant_accepted', { route: 'catalog' });
  return c.json({ merchantId: found.merchant.id, accepted });
});

adminRoutes.put('/admin/api/merchants/:id/block', validate('param', idParam), validate('json', z.object({ blocked: z.boolean('validation.required_boolean') })), async (c) => {
  const found = await findMerchantById(c.get('db'), c.req.valid('param').id);
  if (!found) throw new ApiError(404, 'not_found');
  const { blocked } = c.req.valid('json');
  await updateCustomer(c.get('db'), found.customer.id, { merchantBlocked: blocked });
  await recordRequestEvent(c, {
    type: blocked ? 'merchant_blocked' : 'merchant_unblocked',
    outcome: 'success',
    subjectCustomerId: found.customer.id,
    details: { merchantId: found.merchant.id, previous: found.customer.merchantBlocked },
  });
  // Their tokens stop counting in every auction at once, and their agents stop bidding.
  await revokeBiddingClaims(c.env, found.customer.id, { suspend: blocked });
  return c.json({ merchantId: found.merchant.id, blocked });
});

adminRoutes.post('/admin/api/attributes/sync', async (c) => c.json({ synced: await syncAttributeCatalog(c.get('db')) }));
