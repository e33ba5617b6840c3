/**
 * The content service's calls for the dealers' notices (spec 000 section 7), answered from D1 in its shape: the terms
 * in force as a single item (`GET /api/agb`) and the merchant notification popups that have started
 * (`GET /api/merchant-notification-popups`), each in the asked locale with German as the fallback. Texts are plain
 * paragraphs (no HTML is interpreted anywhere they are shown).
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { LOCALES } from '../../domain/locales.ts';
import { currentTerms, listPopups } from '../db/repositories/notices.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';

export const contentNoticeRoutes = new Hono<AppEnv>();

/** What the storefront sends: the locale, `populate`, and the store code the locale middleware reads; nothing else. */
const noticeQuery = z.strictObject(
  {
    locale: z.optional(z.enum(LOCALES, 'validation.invalid')),
    populate: z.optional(z.enum(['*', 'deep'], 'validation.invalid')),
    storeCode: z.optional(z.string().check(z.maxLength(5, 'validation.invalid'))),
  },
  { error: 'validation.invalid' },
);

contentNoticeRoutes.get('/api/agb', validate('query', noticeQuery), async (c) => {
  const terms = await currentTerms(c.get('db'), c.req.valid('query').locale ?? c.get('locale'));
  if (!terms) throw new ApiError(404, 'not_found');
  const { id, ...attributes } = terms;
  return c.json({ data: { id, attributes }, meta: {} });
});

contentNoticeRoutes.get('/api/merchant-notification-popups', validate('query', noticeQuery), async (c) => {
  const popups = await listPopups(c.get('db'), c.req.valid('query').locale ?? c.get('locale'));
  return c.json({
    data: popups.map(({ id, ...attributes }) => ({ id, attributes })),
    meta: { pagination: { page: 1, pageSize: popups.length, pageCount: 1, total: popups.length } },
  });
});
