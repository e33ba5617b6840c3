/** Attribute definitions of the spec: per entity type and locale, a single attribute, and conditional requirements. */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { ENTITY_TYPES, type EntityType, requiredAttributes } from '../../domain/attributes.ts';
import { isLocale, type Locale } from '../../domain/locales.ts';
import { listAttributes } from '../db/repositories/attributes.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';

export const attributeRoutes = new Hono<AppEnv>();

const SINGLE = ['customer', 'customer_address', 'merchant', 'merchant_address', 'product', 'auction', 'damage'] as const;

function parseEntities(value: string): EntityType[] {
  const parts = value.split(',');
  if (parts.length === 0 || parts.length > ENTITY_TYPES.length || !parts.every((part) => (SINGLE as readonly string[]).includes(part))) {
    throw new ApiError(400, 'validation_failed', { entities: 'validation.invalid' });
  }
  return parts as EntityType[];
}

function parseLocale(value: string): Locale {
  if (!isLocale(value)) throw new ApiError(400, 'validation_failed', { locale: 'validation.invalid' });
  return value;
}

async function answer(c: Context<AppEnv>, entities: EntityType[], locale: Locale) {
  const list = await listAttributes(c.get('db'), entities, locale);
  if (entities.length === 1) return list;
  return Object.fromEntries(entities.map((entity) => [entity, list.filter((attribute) => attribute.entityType === entity)]));
}

attributeRoutes.get('/public/attributes/all/:entities/:locale', async (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(await answer(c, parseEntities(c.req.param('entities')), parseLocale(c.req.param('locale'))));
});

const productBody = z.object({
  attributes: z.record(z.string().max(64), z.union([z.string().max(5000), z.number(), z.null()])).refine((value) => Object.keys(value).length <= 200, 'validation.max'),
});

/** The conditionally required attributes for a product body (recomputed by the server after each change). */
attributeRoutes.post('/public/attributes/all/:entities/:locale', validate('json', productBody), async (c) => {
  const entities = parseEntities(c.req.param('entities'));
  parseLocale(c.req.param('locale'));
  if (!entities.includes('product')) throw new ApiError(400, 'validation_failed', { entities: 'validation.invalid' });
  const values = c.req.valid('json').attributes;
  const kind = values.product_type === 'trailer' ? 'trailer' : values.product_type === 'motorhome' ? 'motorhome' : null;
  if (!kind) throw new ApiError(400, 'validation_failed', { product_type: 'validation.required' });
  return c.json({ productType: kind, required: requiredAttributes(ATTRIBUTE_CATALOG.filter((def) => entities.includes(def.entityType)), kind, values) });
});

attributeRoutes.get('/public/attributes/get/:entity/:locale/:code', async (c) => {
  const [entity] = parseEntities(c.req.param('entity'));
  const code = c.req.param('code');
  if (!/^[a-z0-9_]{1,64}$/.test(code)) throw new ApiError(400, 'validation_failed', { code: 'validation.invalid' });
  const [attribute] = await listAttributes(c.get('db'), [entity as EntityType], parseLocale(c.req.param('locale')), code);
  if (!attribute) throw new ApiError(404, 'not_found');
  return c.json(attribute);
});
