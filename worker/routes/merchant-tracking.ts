/**
 * The dealer tracking link: the secret's confirmation (which alone sets the merchant cookie), the visitor-id check of
 * an ad, and the console call that issues a dealer's link.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DEFAULT_LOCALE, isLocale } from '../../domain/locales.ts';
import { MERCHANT_LINK_PARAM } from '../../domain/merchant-tracking.ts';
import type { AppEnv } from '../env.ts';
import { emailLink } from '../lib/links.ts';
import { positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { type AbuseLimit, limitClient } from '../services/abuse-limits.ts';
import { confirmMerchantSecret, issueTrackingLink, visitorOwnsAd } from '../services/merchant-tracking.ts';
import { findDealer } from '../services/operations/dealer-review.ts';
import { recordAudit } from '../services/operations/audit.ts';

export const merchantTrackingRoutes = new Hono<AppEnv>();

/**
 * Both public calls answer a lookup by a secret: a visitor lands through a dealer's link a few times at most, so
 * these limits only stop someone probing (kept here beside the calls: each hit is one indexed D1 read).
 */
const LOOKUP_LIMIT: AbuseLimit = { scope: 'merchant-link', windows: [{ limit: 60, windowMs: 60_000 }, { limit: 1_000, windowMs: 86_400_000 }] };

const secretQuery = z.object({ mc: z.string('validation.required').check(z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.max')) });

/** An invalid or unknown secret sets nothing and answers `{ valid: false }`; the dealer is never named to the visitor. */
merchantTrackingRoutes.get('/public/customer/merchant/cookie/get', validate('query', secretQuery), async (c) => {
  await limitClient(c, LOOKUP_LIMIT);
  c.header('Cache-Control', 'no-store');
  return c.json({ valid: await confirmMerchantSecret(c, c.req.valid('query').mc, Date.now()) });
});

const uuidShape = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'validation.invalid'));
const visitorParams = z.object({ entityId: positiveId, cm24: uuidShape });

merchantTrackingRoutes.get('/public/product/can-set-cm24-uuid/:entityId/:cm24', validate('param', visitorParams), async (c) => {
  await limitClient(c, LOOKUP_LIMIT);
  const { entityId, cm24 } = c.req.valid('param');
  c.header('Cache-Control', 'no-store');
  return c.json(await visitorOwnsAd(c.get('db'), entityId, cm24.toLowerCase()));
});

/** Issues a new link (the old one stops working); the answer is the only time the full link is shown. */
merchantTrackingRoutes.post('/admin/api/reviews/dealers/:merchantId/tracking-link', validate('param', z.object({ merchantId: positiveId })), async (c) => {
  const found = await findDealer(c, c.req.valid('param').merchantId);
  const now = Date.now();
  const operatorId = c.get('auth')?.customerId ?? 0;
  const { secret, issuedAt } = await issueTrackingLink(c.get('db'), found.merchant.id, operatorId, now);
  await recordAudit(c, { action: 'merchant.tracking_link_issued', subjectType: 'merchant', subjectId: found.merchant.id }, now);
  // The home page in the dealer's own language, on its country domain; any page works, the client reads ?mc= anywhere.
  const locale = isLocale(found.merchant.notificationLocale) ? found.merchant.notificationLocale : DEFAULT_LOCALE;
  return c.json({ link: emailLink(c, 'index', locale, { [MERCHANT_LINK_PARAM]: secret }), issuedAt }, 201);
});
