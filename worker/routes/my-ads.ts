/**
 * The seller's ad lists (spec: GET /private/customer/products/get, GET /public/customer/ads-in-editing-for-uuid)
 * and the onboarding stepper that decides where a returning seller lands.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { onboardingStatus, showsValuationContext } from '../../domain/ad-editor/onboarding.ts';
import { hasAdsBeyondEditing, listCustomerAds } from '../db/repositories/ads.ts';
import type { AppEnv } from '../env.ts';
import { pageNumber, positiveId, storeCode } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { editableAd, sellerOfVisitor } from '../services/ads/ad-access.ts';
import { sellerFacts, sellerFlags } from '../services/ads/ad-state.ts';
import { loadEditorProduct } from '../services/ads/editor-product.ts';
import { myAdCards } from '../services/ads/my-ads.ts';
import { stepperValuation } from '../services/valuation/valuations.ts';

export const myAdRoutes = new Hono<AppEnv>();

const LIST_STATUSES = ['editing', 'under_review', 'published', 'running', 'hotbidding', 'ended', 'sold', 'failed_na', 'inactive',
  'acpt_late_offer', 'recd_late_offer', 'declined_late_offer', 'renegotiation', 'anr_offer_above_targetprice'] as const;

const listQuery = z.object({
  page: z._default(pageNumber, 1),
  itemsPerPage: z._default(z.coerce.number().check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(50, 'validation.invalid')), 10),
  status: z.optional(z.enum(LIST_STATUSES, 'validation.invalid')),
  storeCode,
});

myAdRoutes.get('/private/customer/products/get', validate('query', listQuery), async (c) => {
  const query = c.req.valid('query');
  const customerId = signedInCustomerId(c);
  const db = c.get('db');
  const { rows, total } = await listCustomerAds(db, customerId, {
    page: query.page,
    perPage: query.itemsPerPage,
    ...(query.status ? { statuses: [query.status] } : {}),
  });
  const seller = await sellerFacts(c, { customerId, signedIn: true });
  const products = await myAdCards(db, rows, seller.flags, seller.tax);
  return c.json({ products, total, pages: Math.max(1, Math.ceil(total / query.itemsPerPage)), page: query.page });
});

/** The caller's ads in editing (page 1, 10 items): the signed-in customer's, else this browser's prospect's. */
myAdRoutes.get('/public/customer/ads-in-editing-for-uuid', async (c) => {
  const seller = await sellerOfVisitor(c);
  if (!seller) return c.json({ products: [], total: 0, isEditing: false });
  const db = c.get('db');
  const { rows, total } = await listCustomerAds(db, seller.customerId, { page: 1, perPage: 10, statuses: ['editing'] });
  const facts = await sellerFacts(c, seller);
  const products = await myAdCards(db, rows, facts.flags, facts.tax);
  return c.json({ products, total, isEditing: total > 0 });
});

const stepperQuery = z.object({
  entityId: z.optional(positiveId),
  createNew: z._default(z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0', ''], error: 'validation.invalid' }), false),
});

/**
 * Where a seller lands who starts to sell: their valuation whose vehicle is still in editing (VMM: its data becomes
 * the ad; with entityId only that vehicle's), else a given ad of theirs, else their newest ad in editing, else
 * "my ads" when all their ads left editing, else a new ad.
 */
myAdRoutes.get('/public/product/onboarding-stepper', validate('query', stepperQuery), async (c) => {
  const { entityId, createNew } = c.req.valid('query');
  const db = c.get('db');
  const seller = await sellerOfVisitor(c);
  let editingAdId: number | null = null;
  if (entityId !== undefined) {
    const { ad } = await editableAd(c, entityId);
    if (ad.status === 'editing') editingAdId = ad.id;
  } else if (seller) {
    editingAdId = (await listCustomerAds(db, seller.customerId, { page: 1, perPage: 1, statuses: ['editing'] })).rows[0]?.id ?? null;
  }
  const hasOtherAds = seller ? await hasAdsBeyondEditing(db, seller.customerId) : false;
  const valuation = seller ? await stepperValuation(c, seller.customerId, entityId) : null;
  const status = onboardingStatus({ valuation: valuation ? { status: valuation.status, productEditing: true } : null, editingAdId, hasOtherAds, createNew });
  const vmm = showsValuationContext(status) ? valuation : null;
  const productId = vmm ? vmm.productId : status === 'PRODUCT_IN_EDITING' ? editingAdId : null;
  const product = productId !== null && seller ? await loadEditorProduct(db, productId, await sellerFlags(c, seller)) : null;
  return c.json({ status, product, showVmmContext: showsValuationContext(status), vmm: vmm?.vmm ?? null });
});
