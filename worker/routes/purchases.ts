/** The merchant's purchases list (GET /private/customer/my-purchases/get): tabs all, active, won and lost with counts. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { PURCHASE_FILTERS } from '../../domain/purchases.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { cardPageSize, pageNumber, storeCode } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { merchantPurchases } from '../services/orders/purchases.ts';

export const purchaseRoutes = new Hono<AppEnv>();

const listQuery = z.object({
  page: z._default(pageNumber, 1),
  itemsPerPage: cardPageSize,
  filter: z._default(z.enum(PURCHASE_FILTERS, 'validation.invalid'), 'all'),
  storeCode,
});

purchaseRoutes.get('/private/customer/my-purchases/get', validate('query', listQuery), async (c) => {
  // Only dealers bid and buy; whether their registration is accepted does not matter for what they already did.
  if (!c.get('viewer').customer?.merchant) throw new ApiError(403, 'not_a_merchant');
  const { page, itemsPerPage, filter } = c.req.valid('query');
  return c.json(await merchantPurchases(c.get('db'), signedInCustomerId(c), filter, page, itemsPerPage));
});
