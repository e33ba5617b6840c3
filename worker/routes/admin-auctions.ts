/** Operator view of auctions: search, bid history and event log, pause, resume and cancel with a reason. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { AUCTION_STATUSES } from '../../domain/auction-status.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { pageNumber, positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { auctionDetail, auctionList } from '../services/operations/auction-admin.ts';
import { holdAuction } from '../services/operations/auction-admin-actions.ts';

export const adminAuctionsRoutes = new Hono<AppEnv>();

const AUCTIONS = '/admin/api/auctions';
/** The reason's maximum length in characters (it is quoted in the mails to seller and bidders). */
export const HOLD_REASON_MAX = 500;

const auctionParam = z.object({ id: positiveId });
const listQuery = z.object({
  q: z.optional(z.string('validation.invalid').check(z.trim(), z.maxLength(100, 'validation.max'))),
  status: z.optional(z.enum([...AUCTION_STATUSES, 'paused'], 'validation.invalid')),
  page: z._default(pageNumber, 1),
});
// A missing or empty reason gets its own code (reasonOf); only the type and a generous bound are checked here.
const reasonBody = z.object({ reason: z._default(z.string('validation.invalid').check(z.maxLength(HOLD_REASON_MAX * 4, 'validation.max')), '') });

/** The reason, trimmed: 400 `reason_required` when empty, 400 `validation_failed` beyond the maximum length. */
function reasonOf(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed) throw new ApiError(400, 'reason_required', { reason: 'validation.required' });
  if ([...trimmed].length > HOLD_REASON_MAX) throw new ApiError(400, 'validation_failed', { reason: 'validation.max' });
  return trimmed;
}

adminAuctionsRoutes.get(AUCTIONS, validate('query', listQuery), async (c) => {
  const { q, status, page } = c.req.valid('query');
  return c.json(await auctionList(c.env.DB, { q: q || null, status: status ?? null, page }));
});

adminAuctionsRoutes.get(`${AUCTIONS}/:id`, validate('param', auctionParam), async (c) => c.json(await auctionDetail(c.env, c.req.valid('param').id)));

adminAuctionsRoutes.post(`${AUCTIONS}/:id/pause`, validate('param', auctionParam), validate('json', reasonBody), async (c) =>
  c.json(await holdAuction(c, c.req.valid('param').id, 'pause', reasonOf(c.req.valid('json').reason))),
);

adminAuctionsRoutes.post(`${AUCTIONS}/:id/resume`, validate('param', auctionParam), async (c) => c.json(await holdAuction(c, c.req.valid('param').id, 'resume', null)));

adminAuctionsRoutes.post(`${AUCTIONS}/:id/cancel`, validate('param', auctionParam), validate('json', reasonBody), async (c) =>
  c.json(await holdAuction(c, c.req.valid('param').id, 'cancel', reasonOf(c.req.valid('json').reason))),
);
