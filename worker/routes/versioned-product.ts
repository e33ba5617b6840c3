/**
 * Versioned product calls: a published ad is changed through a separate copy (attributes and gallery) that
 * an operator applies later, so the live auction never shows half-edited data. Owner (or operator) only.
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { checkProductValues, flattenGroups, NOT_EDITABLE_IN_VERSION } from '../../domain/attribute-values.ts';
import type { ProductKind } from '../../domain/attributes.ts';
import { type AttributeValue, type GalleryItem, groupAttributes } from '../../domain/product.ts';
import { applyValueChanges, reorderedGallery } from '../../domain/product-version.ts';
import { findProductVersion, saveProductVersion } from '../db/repositories/product-versions.ts';
import { findProductSummary } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { getProductDetail } from '../services/product-detail.ts';

export const versionedProductRoutes = new Hono<AppEnv>();

const groupSchema = z.optional(z.record(z.string(), z.unknown()));
const updateBody = z.object({
  revision: z.number().check(z.int('validation.invalid'), z.nonnegative('validation.invalid')),
  attributes: z.optional(
    z.object({ datetimes: groupSchema, ints: groupSchema, decimals: groupSchema, selects: groupSchema, others: groupSchema }),
  ),
  gallery: z.optional(
    z.array(z.object({ value: z.string(), position: z.number().check(z.int('validation.invalid'), z.nonnegative('validation.invalid')) })).check(z.maxLength(40, 'validation.invalid')),
  ),
});

/** The ad's owner or an operator, on a published ad; everyone else learns nothing about it. */
async function editableProduct(c: Context<AppEnv>, id: number) {
  const db = c.get('db');
  const auth = c.get('auth');
  const product = await findProductSummary(db, id);
  const allowed = product && auth && (product.customerId === auth.customerId || c.get('operator'));
  if (!product || !allowed) throw new ApiError(404, 'product_not_found');
  if (product.status === 'editing') throw new ApiError(409, 'not_published');
  return product;
}

/** The copy as stored, or, before the first change, the published ad itself (revision 0). */
async function currentCopy(c: Context<AppEnv>, id: number) {
  const version = await findProductVersion(c.get('db'), id);
  const detail = await getProductDetail(c.get('db'), id, c.get('viewer'), c.get('operator'));
  if (!detail) throw new ApiError(404, 'product_not_found');
  const published = { attributes: flattenGroups(detail.attributes) as Record<string, AttributeValue>, gallery: detail.gallery };
  return { version, published, kind: detail.productType };
}

function answer(id: number, kind: ProductKind, revision: number, copy: { attributes: Record<string, AttributeValue>; gallery: GalleryItem[] }, updatedAt: Date | null) {
  return {
    entityId: id,
    productType: kind,
    revision,
    pending: revision > 0,
    attributes: groupAttributes(ATTRIBUTE_CATALOG, copy.attributes),
    gallery: copy.gallery,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

versionedProductRoutes.get('/private/versioned/product/get/:id', validate('param', idParam), async (c) => {
  const { id } = c.req.valid('param');
  await editableProduct(c, id);
  const { version, published, kind } = await currentCopy(c, id);
  return c.json(version ? answer(id, kind, version.revision, version, version.updatedAt) : answer(id, kind, 0, published, null));
});

versionedProductRoutes.put('/private/versioned/product/update/:id', validate('param', idParam), validate('json', updateBody), async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  await editableProduct(c, id);
  const { version, published, kind } = await currentCopy(c, id);
  // The change must build on the revision the client read; the save below re-checks it atomically.
  if ((version?.revision ?? 0) !== body.revision) throw new ApiError(409, 'version_conflict');
  const base = version ?? published;
  const checked = checkProductValues(ATTRIBUTE_CATALOG, kind, flattenGroups(body.attributes ?? {}), NOT_EDITABLE_IN_VERSION);
  if (!checked.ok) throw new ApiError(400, 'validation_failed', checked.fields);
  const attributes = applyValueChanges(base.attributes, checked.values);
  const gallery = body.gallery ? reorderedGallery(body.gallery, published.gallery) : base.gallery;
  if (!gallery) throw new ApiError(400, 'validation_failed', { gallery: 'validation.invalid' });
  const saved = await saveProductVersion(c.get('db'), id, body.revision, { attributes, gallery });
  if (!saved) throw new ApiError(409, 'version_conflict');
  return c.json(answer(id, kind, saved.revision, saved, saved.updatedAt));
});
