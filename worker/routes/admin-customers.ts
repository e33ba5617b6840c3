/** Operator view of customers: search, detail with ads, bids and orders, deactivate and reactivate, resend verification, clear sign-in delays, security events. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CUSTOMER_QUERY_MAX } from '../../domain/operations/customer-search.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam, pageNumber } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { clearSignInDelays, deactivateCustomer, reactivateCustomer, resendVerification } from '../services/operations/customer-admin.ts';
import { customerDetail, customerSearchPage } from '../services/operations/customer-admin-view.ts';

export const adminCustomersRoutes = new Hono<AppEnv>();

const searchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(CUSTOMER_QUERY_MAX, 'validation.max'))),
  page: z._default(pageNumber, 1),
});

const reasonBody = z.object({ reason: z.string('validation.required').check(z.maxLength(1000, 'validation.max')) });

adminCustomersRoutes.get('/admin/api/customers', validate('query', searchQuery), async (c) => {
  const { q, page } = c.req.valid('query');
  return c.json(await customerSearchPage(c.get('db'), q, page));
});

adminCustomersRoutes.get('/admin/api/customers/:id', validate('param', idParam), async (c) => c.json(await customerDetail(c.get('db'), c.req.valid('param').id)));

adminCustomersRoutes.post('/admin/api/customers/:id/deactivate', validate('param', idParam), validate('json', reasonBody), async (c) => {
  const reason = c.req.valid('json').reason.trim();
  if (reason === '') throw new ApiError(400, 'reason_required', { reason: 'validation.required' });
  return c.json(await deactivateCustomer(c, c.req.valid('param').id, reason));
});

adminCustomersRoutes.post('/admin/api/customers/:id/reactivate', validate('param', idParam), async (c) => c.json(await reactivateCustomer(c, c.req.valid('param').id)));

adminCustomersRoutes.post('/admin/api/customers/:id/resend-verification', validate('param', idParam), async (c) => c.json(await resendVerification(c, c.req.valid('param').id)));

adminCustomersRoutes.post('/admin/api/customers/:id/clear-sign-in-delays', validate('param', idParam), async (c) => c.json(await clearSignInDelays(c, c.req.valid('param').id)));
