/** Public catalogue calls the storefront shell needs: submitted-ads counter and the listing search. */
import { Hono } from 'hono';
import { z } from 'zod';
import { AUCTION_STATUSES, PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import type { CatalogPage } from '../../domain/catalog.ts';
import { countSubmittedProducts, listProductCards } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';

export const catalogRoutes = new Hono<AppEnv>();

catalogRoutes.get('/public/product/submitted-count', async (c) => {
  return c.json({ count: await countSubmittedProducts(c.get('db')) });
});

const publicStatus = z.enum(AUCTION_STATUSES).refine((status) => PUBLIC_STATUSES.includes(status), 'validation.invalid');

const searchQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(60).default(24),
  status: publicStatus.optional(),
});

catalogRoutes.get('/public/catalog/search', validate('query', searchQuery), async (c) => {
  const { page, itemsPerPage, status } = c.req.valid('query');
  const statuses = status === 'running' ? ['running', 'hotbidding'] as const : status ? [status] : PUBLIC_STATUSES;
  const { products, total } = await listProductCards(c.get('db'), statuses, page, itemsPerPage);
  const body: CatalogPage = { products, filterAttributes: [], page, pages: Math.ceil(total / itemsPerPage), total };
  return c.json(body);
});
