/**
 * Product detail calls of the spec: the listing (plain and with a price check), an auction round's summary,
 * machine translation of the description and the defects text, and sharing a listing.
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { isEntityId } from '../../domain/ids.ts';
import { findCustomerById } from '../db/repositories/customers.ts';
import { logProductShare, type TranslatedField } from '../db/repositories/product-detail.ts';
import { findProductSummary } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, hitLimit, limitAddress, limitClient, refuse } from '../services/abuse-limits.ts';
import { mailCustomer } from '../services/auth/mailer.ts';
import { getAuctionSummary, getProductDetail, shownPrice } from '../services/product-detail.ts';
import { createTranslator } from '../translate/create-translator.ts';
import { translateProductText } from '../translate/product-translation.ts';
import { TranslationError } from '../translate/translator.ts';

export const productDetailRoutes = new Hono<AppEnv>();

/** Prices the page can show: whole euros, far above any vehicle's price. */
const PRICE = /^\d{1,9}$/;

function parseId(value: string, field: string): number {
  if (!isEntityId(value)) throw new ApiError(400, 'validation_failed', { [field]: 'validation.invalid' });
  return Number(value);
}

/** An absent or empty currentPrice means "I show no price". */
function parseCurrentPrice(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!PRICE.test(value)) throw new ApiError(400, 'validation_failed', { currentPrice: 'validation.invalid' });
  return Number(value);
}

async function productOr404(c: Context<AppEnv>) {
  const id = parseId(c.req.param('id') ?? '', 'id');
  const product = await getProductDetail(c.get('db'), id, c.get('viewer'), c.get('operator'));
  if (!product) throw new ApiError(404, 'product_not_found');
  // The answer depends on who asks (owner, operator, watchlist).
  c.header('Cache-Control', 'private, no-cache');
  return product;
}

productDetailRoutes.get('/public/catalog/get/:id', async (c) => c.json(await productOr404(c)));

productDetailRoutes.get('/public/catalog/checked-get/:id', async (c) => {
  const sent = parseCurrentPrice(c.req.query('currentPrice'));
  const product = await productOr404(c);
  const currentPrice = shownPrice(product);
  return c.json({ product, currentPrice, priceChanged: sent !== currentPrice });
});

productDetailRoutes.get('/public/catalog/auction/get/:auctionId', async (c) => {
  const auctionId = parseId(c.req.param('auctionId'), 'auctionId');
  const summary = await getAuctionSummary(c.get('db'), auctionId, c.get('viewer'), c.get('operator'));
  if (!summary) throw new ApiError(404, 'auction_not_found');
  c.header('Cache-Control', 'private, no-cache');
  return c.json(summary);
});

const TRANSLATED: [string, TranslatedField][] = [
  ['/public/translate/description/:id', 'description'],
  ['/public/translate/defects-description/:id', 'defects_description'],
];

for (const [path, field] of TRANSLATED) {
  productDetailRoutes.get(path, async (c) => {
    const productId = parseId(c.req.param('id') ?? '', 'id');
    const input = { productId, field, locale: c.get('locale'), viewer: c.get('viewer'), operator: c.get('operator') };
    try {
      const answer = await translateProductText(c.get('db'), createTranslator(c.env), input);
      if (!answer) throw new ApiError(404, 'product_not_found');
      return c.json(answer);
    } catch (error) {
      if (!(error instanceof TranslationError)) throw error;
      console.error(JSON.stringify({ requestId: c.get('requestId'), productId, field, error: error.message }));
      throw new ApiError(502, 'translation_failed');
    }
  });
}

const shareBody = z.object({
  // A path on this site (not a protocol-relative URL to another one).
  path: z.string().check(z.maxLength(500, 'validation.max'), z.regex(/^\/(?!\/)[^\s\\]*$/, 'validation.invalid')),
});

/**
 * Sends the listing's owner a link to their listing's page (in the owner's language); the page the visitor was
 * on is logged. Anyone who can see the listing may ask; only its owner is ever mailed, at most a few times a day
 * per listing and per owner address, and each client only so often (services/abuse-limits.ts).
 */
productDetailRoutes.post('/public/product/share-with-owner/:id', validate('json', shareBody), async (c) => {
  const productId = parseId(c.req.param('id'), 'id');
  const db = c.get('db');
  await limitClient(c, ABUSE_LIMITS.shareClient);
  const product = await getProductDetail(db, productId, c.get('viewer'), c.get('operator'));
  if (!product) throw new ApiError(404, 'product_not_found');
  refuse(c, await hitLimit(c, ABUSE_LIMITS.shareListing, String(productId)));
  const summary = await findProductSummary(db, productId);
  const found = summary ? await findCustomerById(db, summary.customerId) : undefined;
  // Deleted (anonymised) owners have no address left to write to.
  const owner = found && !found.deletedAt ? found : undefined;
  if (owner) await limitAddress(c, ABUSE_LIMITS.shareOwner, owner.email);
  const customerId = c.get('viewer').customer?.customerId ?? null;
  await logProductShare(db, { productId, path: c.req.valid('json').path, customerId, uuid: customerId ? null : c.get('visitorId') });
  if (owner) {
    await mailCustomer(c, owner, 'share_with_owner', { route: 'catalog-product-id', params: { id: String(productId) } }, { title: product.title });
  }
  return c.json({ shared: true });
});
