/** Public catalogue calls: the submitted-ads counter and the listing search with filters, sort and facet counts. */
import { Hono } from 'hono';
import { type AuctionStatus, LIVE_STATUSES, PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import type { CatalogPage } from '../../domain/catalog.ts';
import { parseCatalogFilters } from '../../domain/catalog-filters.ts';
import { searchProducts } from '../db/repositories/catalog-search.ts';
import { countSubmittedProducts, productCardsByIds } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

export const catalogRoutes = new Hono<AppEnv>();

catalogRoutes.get('/public/product/submitted-count', async (c) => {
  return c.json({ count: await countSubmittedProducts(c.get('db')) });
});

/** "running" means every auction dealers can bid in now, the final phase included. */
function statusesFor(status: AuctionStatus | undefined): readonly AuctionStatus[] {
  if (!status) return PUBLIC_STATUSES;
  if (status === 'running') return LIVE_STATUSES;
  if (!PUBLIC_STATUSES.includes(status)) throw new ApiError(400, 'validation_failed', { status: 'validation.invalid' });
  return [status];
}

catalogRoutes.get('/public/catalog/search', async (c) => {
  const parsed = parseCatalogFilters(new URL(c.req.url).searchParams);
  if (!parsed.ok) throw new ApiError(400, 'validation_failed', parsed.fields);
  const filters = parsed.filters;
  // Distance bands need postal-code centroids, which are not loaded yet; refuse rather than ignore the filter.
  if (filters.distance) throw new ApiError(422, 'filter_unavailable', { distance: 'validation.invalid' });
  const db = c.get('db');
  const { ids, total, facets } = await searchProducts(db, filters, statusesFor(filters.status));
  const body: CatalogPage = {
    products: await productCardsByIds(db, ids),
    filterAttributes: facets,
    page: filters.page,
    pages: Math.ceil(total / filters.itemsPerPage),
    total,
  };
  return c.json(body);
});
