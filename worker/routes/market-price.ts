/**
 * GET /private/product/{id}/market-price: the range comparable sales support for one vehicle, with the comparables'
 * key data (never an identity). For approved dealers on a listing they can see, and for the vehicle's seller.
 * GET /public/product/{id}/market-price: the same for the ad's seller only, also while they are this browser's
 * anonymous prospect (the editor's price step, before the minimum price is set); the editor's own access rule.
 */
import { type Context, Hono } from 'hono';
import { MIN_COMPARABLES, marketPriceAudience } from '../../domain/market-price.ts';
import { findProductSummary } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { editableAd } from '../services/ads/ad-access.ts';
import { canView } from '../services/product-detail.ts';
import { marketPriceReports } from '../services/market-price.ts';

export const marketPriceRoutes = new Hono<AppEnv>();

marketPriceRoutes.get('/private/product/:id/market-price', validate('param', idParam), async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const viewer = c.get('viewer');
  const product = await findProductSummary(db, id);
  // What the caller may not see as a listing does not exist for them (operators use the console, not this call).
  if (!product || !canView(product.status, product.customerId, viewer, false)) throw new ApiError(404, 'product_not_found');
  if (!marketPriceAudience(viewer, product.customerId)) throw new ApiError(403, 'market_price_forbidden');
  return answer(c, id);
});

marketPriceRoutes.get('/public/product/:id/market-price', validate('param', idParam), async (c) => {
  const { id } = c.req.valid('param');
  // 401 for anonymous callers who do not own it, 404 for signed-in ones (as the editor answers).
  await editableAd(c, id);
  return answer(c, id);
});

/** The allow-listed answer: the range, the key data, the threshold and how fresh it is. */
async function answer(c: Context<AppEnv>, id: number) {
  const entry = (await marketPriceReports(c.get('db'), [id])).get(id);
  if (!entry) throw new ApiError(404, 'product_not_found');
  c.header('Cache-Control', 'private, no-store');
  return c.json({
    marketPrice: entry.report.price,
    comparables: entry.report.comparables,
    minComparables: MIN_COMPARABLES,
    computedAt: new Date(entry.computedAt).toISOString(),
  });
}
