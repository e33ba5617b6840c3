/** Operator calls: merchant review (accept, reject, block) and syncing the attribute catalogue after a deploy. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { syncAttributeCatalog } from '../db/repositories/attributes.ts';
import type { AppEnv } from '../env.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { setDealerBlocked, setDealerReview } from '../services/operations/dealer-review.ts';

export const adminRoutes = new Hono<AppEnv>();

// The older review calls share the console's service: conditional writes, audit entries, revoked claims, mails.
adminRoutes.put('/admin/api/merchants/:id/review', validate('param', idParam), validate('json', z.object({ accepted: z.boolean('validation.required_boolean') })), async (c) => {
  const { id } = c.req.valid('param');
  const { accepted } = c.req.valid('json');
  await setDealerReview(c, id, accepted);
  return c.json({ merchantId: id, accepted });
});

adminRoutes.put('/admin/api/merchants/:id/block', validate('param', idParam), validate('json', z.object({ blocked: z.boolean('validation.required_boolean') })), async (c) => {
  const { id } = c.req.valid('param');
  const { blocked } = c.req.valid('json');
  await setDealerBlocked(c, id, blocked);
  return c.json({ merchantId: id, blocked });
});

adminRoutes.post('/admin/api/attributes/sync', async (c) => c.json({ synced: await syncAttributeCatalog(c.get('db')) }));
