/** The operators' valuation queue: valuations under review (oldest first), one with its automatic estimate, and the confirmation that sends the report. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { consoleLanguage } from '../../domain/operations/ad-review-values.ts';
import type { AppEnv } from '../env.ts';
import { pageNumber, positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { confirmValuation } from '../services/valuation/confirm-valuation.ts';
import { valuationQueue, valuationReviewDetail } from '../services/valuation/valuation-queue.ts';

export const adminValuationsRoutes = new Hono<AppEnv>();

const BASE = '/admin/api/valuations';
export const VALUATION_NOTE_MAX = 2000;
/** The form's ceiling for any price, as the valuation's desired price. */
export const VALUATION_PRICE_MAX = 1_000_000;

const idParam = z.object({ id: positiveId });
const listQuery = z.object({ page: z._default(pageNumber, 1) });
const price = z.number('validation.integer').check(z.int('validation.integer'), z.positive('validation.min_value'), z.lte(VALUATION_PRICE_MAX, 'validation.max_value'));
const confirmBody = z.object({
  low: price,
  high: price,
  note: z.optional(z.nullable(z.string('validation.invalid').check(z.trim(), z.maxLength(VALUATION_NOTE_MAX, 'validation.max')))),
  /** The version the operator read: the valuation's updatedAt as the detail answered it. */
  updatedAt: z.string('validation.required').check(z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.max')),
});

adminValuationsRoutes.get(BASE, validate('query', listQuery), async (c) => c.json(await valuationQueue(c.get('db'), c.req.valid('query').page, Date.now())));

adminValuationsRoutes.get(`${BASE}/:id`, validate('param', idParam), async (c) =>
  c.json(await valuationReviewDetail(c.get('db'), c.req.valid('param').id, Date.now(), consoleLanguage(c.get('locale')))),
);

adminValuationsRoutes.post(`${BASE}/:id/confirm`, validate('param', idParam), validate('json', confirmBody), async (c) => {
  const body = c.req.valid('json');
  return c.json(await confirmValuation(c, c.req.valid('param').id, { low: body.low, high: body.high, note: body.note || null, updatedAt: body.updatedAt }));
});
