/** Public catalogue calls: the submitted-ads counter, the listing search with filters, sort and facet counts, and the search box's suggestions. */
import { Hono } from 'hono';
import { type AuctionStatus, LIVE_STATUSES, PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import type { CatalogPage } from '../../domain/catalog.ts';
import { HOME_COUNTRY, maxCatalogPage, parseCatalogFilters } from '../../domain/catalog-filters.ts';
import { MAX_SUGGEST_LENGTH, planSuggestions } from '../../domain/catalog-suggest.ts';
import { TEXT_VOCABULARY } from '../../domain/catalog-text-vocabulary.ts';
import { searchProducts, UnknownPostalCodeError } from '../db/repositories/catalog-search.ts';
import { suggestMakesAndModels } from '../db/repositories/catalog-suggest.ts';
import { countSubmittedProducts, productCardsByIds } from '../db/repositories/products.ts';
import { watchedProductIds } from '../db/repositories/watchlist.ts';
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
  const db = c.get('db');
  const result = await searchProducts(db, filters, statusesFor(filters.status), HOME_COUNTRY[c.get('locale')]).catch((error: unknown) => {
    if (error instanceof UnknownPostalCodeError) throw new ApiError(400, 'validation_failed', { zip: 'validation.zip_code' });
    throw error;
  });
  const { ids, total, facets, textCapped } = result;
  const customerId = c.get('auth')?.customerId;
  const [cards, watched] = await Promise.all([productCardsByIds(db, ids), customerId ? watchedProductIds(db, customerId, ids) : new Set<number>()]);
  const body: CatalogPage = {
    // Signed-in viewers see their watchlist hearts; anonymous answers carry no per-person data.
    products: customerId ? cards.map((card) => ({ ...card, watchlist: watched.has(card.entityId) })) : cards,
    filterAttributes: facets,
    page: filters.page,
    // Never more pages than the parser accepts (MAX_RESULT_DEPTH), so following `pages` cannot end in a 400.
    pages: Math.min(Math.ceil(total / filters.itemsPerPage), maxCatalogPage(filters.itemsPerPage)),
    total,
    ...(textCapped ? { textCapped } : {}),
  };
  return c.json(body);
});

/**
 * Make and model suggestions as the visitor types (`q`, up to 50 characters). Under two letters or digits the answer
 * is an empty list, not an error, so the box can ask from the first key on. Labels are brand and model names, the
 * same in every language; the client words the rest.
 */
catalogRoutes.get('/public/catalog/suggest', async (c) => {
  const q = c.req.query('q');
  if (q === undefined) throw new ApiError(400, 'validation_failed', { q: 'validation.required' });
  if (q.length > MAX_SUGGEST_LENGTH) throw new ApiError(400, 'validation_failed', { q: 'validation.max' });
  const plan = planSuggestions(q, TEXT_VOCABULARY);
  return c.json({ suggestions: plan ? await suggestMakesAndModels(c.get('db'), plan) : [] });
});
