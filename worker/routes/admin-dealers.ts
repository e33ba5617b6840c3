/** Operator review of dealers: the queue with documents and VAT ID, accept or reject with a reason, block and unblock. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DEALER_REASON_MAX, DEALER_STATES } from '../../domain/operations/dealer-review.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { pageNumber, positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { trackingLinkSummary } from '../services/merchant-tracking.ts';
import { decideDealer, findDealer } from '../services/operations/dealer-review.ts';
import { dealerDetail, dealerList, tradeRegistration } from '../services/operations/dealer-review-read.ts';

export const adminDealersRoutes = new Hono<AppEnv>();

const listQuery = z.object({
  state: z._default(z.enum(DEALER_STATES, 'validation.invalid'), 'in_review'),
  page: z._default(pageNumber, 1),
});
const dealerParam = z.object({ merchantId: positiveId });
const reason = z.string('validation.required').check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(DEALER_REASON_MAX, 'validation.max'));
const rejectBody = z.object({ reason });
const blockBody = z.object({ reason: z.optional(z.string('validation.invalid').check(z.trim(), z.maxLength(DEALER_REASON_MAX, 'validation.max'))) });

const BASE = '/admin/api/reviews/dealers';

adminDealersRoutes.get(BASE, validate('query', listQuery), async (c) => {
  const { state, page } = c.req.valid('query');
  return c.json(await dealerList(c.get('db'), state, page));
});

adminDealersRoutes.get(`${BASE}/:merchantId`, validate('param', dealerParam), async (c) => {
  const found = await findDealer(c, c.req.valid('param').merchantId);
  const [detail, trackingLink] = await Promise.all([dealerDetail(c.env.MEDIA, found), trackingLinkSummary(c.get('db'), found.merchant.id)]);
  return c.json({ ...detail, trackingLink });
});

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

adminDealersRoutes.get(`${BASE}/:merchantId/trade-registration`, validate('param', dealerParam), async (c) => {
  const found = await findDealer(c, c.req.valid('param').merchantId);
  const document = await tradeRegistration(c.env.MEDIA, found);
  if (!document) throw new ApiError(404, 'not_found');
  // Only a sniffed PDF, JPEG or PNG is shown inline; anything else is a download the browser never renders.
  const inline = document.type !== null;
  const name = `trade-registration-${found.merchant.id}.${document.type ? EXTENSIONS[document.type] : 'bin'}`;
  return new Response(document.body, {
    headers: {
      'Content-Type': document.type ?? 'application/octet-stream',
      'Content-Length': String(document.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
      // An uploaded file is never trusted: no scripts, no same-origin access, no type guessing, no caching; only the
      // console on this origin may frame it.
      'Content-Security-Policy': "sandbox; frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});

adminDealersRoutes.post(`${BASE}/:merchantId/accept`, validate('param', dealerParam), async (c) => {
  return c.json(await decideDealer(c, c.req.valid('param').merchantId, 'accept', null));
});

adminDealersRoutes.post(`${BASE}/:merchantId/reject`, validate('param', dealerParam), validate('json', rejectBody), async (c) => {
  return c.json(await decideDealer(c, c.req.valid('param').merchantId, 'reject', c.req.valid('json').reason));
});

adminDealersRoutes.post(`${BASE}/:merchantId/block`, validate('param', dealerParam), validate('json', blockBody), async (c) => {
  return c.json(await decideDealer(c, c.req.valid('param').merchantId, 'block', c.req.valid('json').reason || null));
});

adminDealersRoutes.post(`${BASE}/:merchantId/unblock`, validate('param', dealerParam), async (c) => {
  return c.json(await decideDealer(c, c.req.valid('param').merchantId, 'unblock', null));
});
