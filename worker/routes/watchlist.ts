/** The signed-in customer's watchlist: toggle a listing (idempotent) and the paged list with status tabs. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isPublic } from '../../domain/auction-status.ts';
import { WATCHLIST_STATUS_FILTERS, type WatchlistPage } from '../../domain/saved-searches.ts';
import type { Database } from '../db/client.ts';
import { findProductSummary, productCardsByIds } from '../db/repositories/products.ts';
import { addToWatchlist, isWatched, removeFromWatchlist, watchlistPage } from '../db/repositories/watchlist.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { cardPageSize, pageNumber, positiveId, storeCode } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { boardRowsChanged } from '../services/dealer-board.ts';

export const watchlistRoutes = new Hono<AppEnv>();

const productParam = z.object({
  productId: positiveId,
});

const listQuery = z.object({
  page: z._default(pageNumber, 1),
  itemsPerPage: cardPageSize,
  status: z.optional(z.enum(WATCHLIST_STATUS_FILTERS, 'validation.invalid')),
  storeCode,
});

/** Only listings in the catalogue can be watched; for anything else the answer says nothing about it. */
async function publicProductOr404(db: Database, productId: number): Promise<void> {
  const product = await findProductSummary(db, productId);
  if (!product || !isPublic(product.status)) throw new ApiError(404, 'product_not_found');
}

watchlistRoutes.put('/private/customer/watchlist/:productId', validate('param', productParam), async (c) => {
  const db = c.get('db');
  const { productId } = c.req.valid('param');
  await publicProductOr404(db, productId);
  const customerId = signedInCustomerId(c);
  await addToWatchlist(db, customerId, productId);
  // An open board (another tab, the phone) gains the row.
  await boardRowsChanged(c.env, customerId);
  return c.json({ watchlist: true });
});

watchlistRoutes.delete('/private/customer/watchlist/:productId', validate('param', productParam), async (c) => {
  const db = c.get('db');
  const { productId } = c.req.valid('param');
  const customerId = signedInCustomerId(c);
  // A listing that left the catalogue can still be removed by whoever watches it; others learn nothing about it.
  if (!(await isWatched(db, customerId, productId))) {
    await publicProductOr404(db, productId);
  }
  await removeFromWatchlist(db, customerId, productId);
  await boardRowsChanged(c.env, customerId);
  return c.json({ watchlist: false });
});

watchlistRoutes.get('/private/customer/watchlist/get', validate('query', listQuery), async (c) => {
  const db = c.get('db');
  const { page, itemsPerPage, status = 'all' } = c.req.valid('query');
  const { ids, counts, total } = await watchlistPage(db, signedInCustomerId(c), status, page, itemsPerPage);
  const body: WatchlistPage = {
    // Every card here is watched: the heart shows filled.
    products: (await productCardsByIds(db, ids)).map((card) => ({ ...card, watchlist: true })),
    page,
    pages: Math.ceil(total / itemsPerPage),
    total,
    filters: { status: counts },
  };
  return c.json(body);
});
