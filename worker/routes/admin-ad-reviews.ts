/** Operator review of ads: the queue of submitted ads with everything the seller entered, approve (publish and schedule) or send back with a reason; edits to published ads (versioned copies) as a diff, applied or rejected. */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { consoleLanguage } from '../../domain/operations/ad-review-values.ts';
import { documentDownload } from '../services/ads/ad-uploads.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { pageNumber, positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { approveAd, sendBackAd } from '../services/operations/ad-review.ts';
import { applyEdit, editDiff, pendingEdits, rejectEdit } from '../services/operations/ad-review-edits.ts';
import { adReviewDetail, adReviewQueue } from '../services/operations/ad-review-read.ts';

export const adminAdReviewsRoutes = new Hono<AppEnv>();

const ADS = '/admin/api/reviews/ads';
const EDITS = '/admin/api/reviews/edits';
export const REVIEW_REASON_MAX = 2000;

const idParam = z.object({ id: positiveId });
const documentParam = z.object({ id: positiveId, documentId: positiveId });
const productParam = z.object({ productId: positiveId });
const listQuery = z.object({ page: z._default(pageNumber, 1) });
/** The version the operator read: the ad's updatedAt as the detail answered it. */
const updatedAt = z.string('validation.required').check(z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.max'));
const revision = z.number('validation.invalid').check(z.int('validation.invalid'), z.positive('validation.invalid'), z.lte(2_147_483_647, 'validation.invalid'));
// An empty or missing reason is refused by `reasonOf` with its own code; only the type and the length are checked here.
const reason = z._default(z.string('validation.invalid').check(z.maxLength(REVIEW_REASON_MAX * 2, 'validation.max')), '');

/** The reason, trimmed: 400 `reason_required` when empty, 400 `validation_failed` beyond the maximum length. */
function reasonOf(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed) throw new ApiError(400, 'reason_required', { reason: 'validation.required' });
  if (trimmed.length > REVIEW_REASON_MAX) throw new ApiError(400, 'validation_failed', { reason: 'validation.max' });
  return trimmed;
}

const language = (c: Context<AppEnv>) => consoleLanguage(c.get('locale'));

adminAdReviewsRoutes.get(ADS, validate('query', listQuery), async (c) => c.json(await adReviewQueue(c.get('db'), c.req.valid('query').page)));

adminAdReviewsRoutes.get(`${ADS}/:id`, validate('param', idParam), async (c) => c.json(await adReviewDetail(c.get('db'), c.req.valid('param').id, language(c))));

/** The operator's download of an ad's document: never rendered inline, never cached. */
adminAdReviewsRoutes.get(`${ADS}/:id/documents/:documentId`, validate('param', documentParam), async (c) => {
  const { id, documentId } = c.req.valid('param');
  return documentDownload(c.get('db'), c.env.MEDIA, id, documentId);
});

adminAdReviewsRoutes.post(`${ADS}/:id/approve`, validate('param', idParam), validate('json', z.object({ updatedAt })), async (c) =>
  c.json(await approveAd(c, c.req.valid('param').id, c.req.valid('json').updatedAt)),
);

adminAdReviewsRoutes.post(`${ADS}/:id/send-back`, validate('param', idParam), validate('json', z.object({ updatedAt, reason })), async (c) => {
  const body = c.req.valid('json');
  return c.json(await sendBackAd(c, c.req.valid('param').id, body.updatedAt, reasonOf(body.reason)));
});

adminAdReviewsRoutes.get(EDITS, async (c) => c.json(await pendingEdits(c.get('db'))));

adminAdReviewsRoutes.get(`${EDITS}/:productId`, validate('param', productParam), async (c) =>
  c.json(await editDiff(c.get('db'), c.req.valid('param').productId, language(c))),
);

adminAdReviewsRoutes.post(`${EDITS}/:productId/apply`, validate('param', productParam), validate('json', z.object({ revision })), async (c) =>
  c.json(await applyEdit(c, c.req.valid('param').productId, c.req.valid('json').revision)),
);

adminAdReviewsRoutes.post(`${EDITS}/:productId/reject`, validate('param', productParam), validate('json', z.object({ revision, reason })), async (c) => {
  const body = c.req.valid('json');
  return c.json(await rejectEdit(c, c.req.valid('param').productId, body.revision, reasonOf(body.reason)));
});
