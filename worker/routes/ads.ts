/**
 * The seller's ad editor calls (spec 001 section 7, "Ads"): empty templates, create, get, update, tracking and
 * the referral report. Each editing call exists as /public/... (anonymous prospects, by the visitor cookie) and
 * /private/... (signed in); both check that the caller owns the ad (services/ads/ad-access.ts).
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { and, eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { HOME_COUNTRY } from '../../domain/catalog-filters.ts';
import { groupAttributes } from '../../domain/product.ts';
import { insertAd, trackAd, VinTakenError } from '../db/repositories/ads.ts';
import { userActionLogs } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { REFERRAL_COOKIE } from '../middleware/visitor.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { assertEditing, editableAd, sellerFor, sellerOfVisitor } from '../services/ads/ad-access.ts';
import { recordFlags, sellerFlags } from '../services/ads/ad-state.ts';
import { editorProductOf, loadEditorProduct, ownerValues } from '../services/ads/editor-product.ts';
import { loadProductRecord } from '../db/repositories/product-detail.ts';
import { assertVehicleFree, checkedChanges, checkedDamages, saveDamages, saveValues, storageOf, vehicleTakenError } from '../services/ads/save-ad.ts';

export const adRoutes = new Hono<AppEnv>();

const factory = createFactory<AppEnv>();

/** The editing calls exist under both scopes: /public/... for prospects, /private/... (signed in) for customers. */
export const SCOPES = ['public', 'private'] as const;

const productType = z.enum(['motorhome', 'trailer'], 'validation.required');
const groupSchema = z.optional(z.record(z.string().check(z.maxLength(64, 'validation.invalid')), z.unknown()));
const groupsSchema = z.object({ datetimes: groupSchema, ints: groupSchema, decimals: groupSchema, selects: groupSchema, others: groupSchema });
const damageSchema = z.object({
  id: z.nullable(z.number().check(z.int('validation.invalid'), z.positive('validation.invalid'))),
  attributes: z.record(z.string().check(z.maxLength(64, 'validation.invalid')), z.unknown()),
});

const createBody = z.object({
  productType,
  saleTiming: z.optional(z.enum(['now', 'later'], 'validation.invalid')),
  attributes: z.optional(groupsSchema),
});
const updateBody = z.object({
  attributes: z.optional(groupsSchema),
  damages: z.optional(z.array(damageSchema).check(z.maxLength(30, 'validation.max'))),
});

adRoutes.get('/public/product/get/empty', validate('query', z.object({ type: z.optional(productType) })), (c) => {
  const kind = c.req.valid('query').type ?? 'motorhome';
  return c.json({
    entityId: null,
    productType: kind,
    status: 'editing',
    attributes: groupAttributes(ATTRIBUTE_CATALOG, { product_type: kind }),
    gallery: [],
    damages: [],
    documents: [],
  });
});

adRoutes.get('/public/product/damage/get/empty', (c) =>
  c.json({ id: null, sortOrder: 0, attributes: { damage_location: '', damage_type: '', damage_description: '' }, images: [] }),
);

const create = factory.createHandlers(
  validate('json', createBody), async (c) => {
  const body = c.req.valid('json');
  await limitClient(c, ABUSE_LIMITS.adCreate);
  const country = HOME_COUNTRY[c.get('locale')];
  // Checked before a prospect exists, so a refused body (or a vehicle listed already) leaves nothing behind.
  const { changes, after } = checkedChanges(body.productType, body.attributes ?? {}, {}, country);
  const storage = storageOf(body.productType, changes, after);
  await assertVehicleFree(c.get('db'), storage.vinKey, (await sellerOfVisitor(c))?.customerId ?? null);
  const seller = await sellerFor(c);
  let id: number;
  try {
    id = await insertAd(c.get('db'), {
      customerId: seller.customerId,
      productType: body.productType,
      country,
      saleTiming: body.saleTiming ?? null,
      columns: storage.columns,
      values: storage.upserts,
      vinKey: storage.vinKey ?? null,
      logged: storage.logged,
      origin: { source: 'editor', actorCustomerId: seller.customerId },
    });
  } catch (error) {
    if (error instanceof VinTakenError) return vehicleTakenError(c.get('db'), error, seller.customerId);
    throw error;
  }
  return c.json(await loadEditorProduct(c.get('db'), id, await sellerFlags(c, seller)), 201);
});

const get = factory.createHandlers(
  validate('param', idParam), async (c) => {
  const { actor, record } = await editableAd(c, c.req.valid('param').id);
  return c.json(editorProductOf(record, await recordFlags(c.get('db'), actor, record)));
});

const update = factory.createHandlers(
  validate('param', idParam), validate('json', updateBody), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  // Three round trips: the ad with its owner, the change, the ad as it is now.
  const { ad, actor, record } = await editableAd(c, c.req.valid('param').id);
  assertEditing(ad);
  // Both parts are checked before either is written, so a refused change stores nothing.
  const damages = body.damages ? checkedDamages(body.damages, new Set(record.damages.map((damage) => damage.id))) : null;
  const values = body.attributes ? checkedChanges(ad.productType, body.attributes, ownerValues(record), ad.country) : null;
  if (values && Object.keys(values.changes).length) await saveValues(db, ad, values.changes, values.after, { source: 'editor', actorCustomerId: actor.customerId });
  if (damages) {
    const removedKeys = await saveDamages(db, ad.id, damages);
    // Photos of removed damages are no longer referenced; deleting them may finish after the answer.
    if (removedKeys.length) c.executionCtx.waitUntil(c.env.MEDIA.delete(removedKeys));
  }
  const saved = await loadProductRecord(db, ad.id, null);
  if (!saved) throw new ApiError(404, 'product_not_found');
  return c.json(editorProductOf(saved, await recordFlags(db, actor, saved)));
});

for (const scope of SCOPES) {
  adRoutes.post(`/${scope}/product/create`, ...create);
  adRoutes.get(`/${scope}/product/get/:id`, ...get);
  adRoutes.put(`/${scope}/product/update/:id`, ...update);
}

const trackBody = z.object({
  source: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(64, 'validation.max')),
  source_url: z.optional(z.nullable(z.string().check(z.maxLength(500, 'validation.max')))),
  funnel: z.optional(z.nullable(z.string().check(z.maxLength(64, 'validation.max')))),
});

/** Where an ad came from (spec: after creation the ad is tracked with source, source_url and funnel). */
adRoutes.put('/public/product/track/:id', validate('param', idParam), validate('json', trackBody), async (c) => {
  const body = c.req.valid('json');
  const { ad } = await editableAd(c, c.req.valid('param').id);
  // Only the path of the source URL is kept: query strings may carry tokens (docs/decisions.md, Logs and stored URLs).
  const sourceUrl = body.source_url ? safeUrlPath(body.source_url) : null;
  await trackAd(c.get('db'), ad.id, { source: body.source, sourceUrl, funnel: body.funnel ?? null });
  return c.json({ tracked: true });
});

function safeUrlPath(raw: string): string | null {
  try {
    const url = new URL(raw, 'https://campermarkt24.invalid');
    return url.pathname.slice(0, 300);
  } catch {
    return null;
  }
}

/**
 * The referral call after a submission (spec: with the tap_rc cookie; the client ignores errors). It records the
 * conversion once per ad in the user-action log (`referral_conversion`) and says exactly that: `{ recorded: true }`.
 * Nothing is sent to the affiliate programme from here; there is no adapter for it yet, so the answer claims no report.
 */
adRoutes.put(
  '/private/product/tapfiliate/:id',
  validate('param', idParam),
  validate('query', z.object({ referral_code: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,64}$/, 'validation.invalid'))) })),
  async (c) => {
    const { ad, actor } = await editableAd(c, c.req.valid('param').id);
    const code = c.req.valid('query').referral_code || getCookie(c, REFERRAL_COOKIE);
    if (!code) throw new ApiError(400, 'validation_failed', { referral_code: 'validation.required' });
    if (ad.status === 'editing') throw new ApiError(409, 'ad_not_submitted');
    const db = c.get('db');
    const known = await db
      .select({ id: userActionLogs.id })
      .from(userActionLogs)
      .where(and(eq(userActionLogs.action, 'referral_conversion'), eq(userActionLogs.productEntityId, ad.id)))
      .get();
    if (!known) {
      await db.insert(userActionLogs).values({ action: 'referral_conversion', context: code, customerId: actor.customerId, uuid: c.get('visitorId'), productEntityId: ad.id });
    }
    return c.json({ recorded: true });
  },
);
