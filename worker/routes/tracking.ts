/** Tracking calls: user-action log, access log and the visitor-id cookie lookup. */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { filterAccessLogCookies, shouldLogUserAction, storableQuery, storableUrl } from '../../domain/tracking.ts';
import { accessLogs, userActionLogs, visitors } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { setVisitorCookie, VISITOR_COOKIE } from '../middleware/visitor.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { merchantTrackingRoutes } from './merchant-tracking.ts';

export const trackingRoutes = new Hono<AppEnv>();

// The dealer tracking link (?mc=) is tracking too; mounted here so its calls sit behind the same middleware.
trackingRoutes.route('/', merchantTrackingRoutes);

const shortText = (max: number) => z.string().max(max, 'validation.max');
const stringMap = z.record(shortText(200), shortText(2000)).refine((map) => Object.keys(map).length <= 50, 'validation.max');
const uuid = z.uuid('validation.invalid');

const userAction = z.object({
  action: shortText(100).min(1, 'validation.required'),
  context: shortText(500).nullish(),
  customer_id: z.number().int().positive().nullish(),
  uuid: uuid.nullish(),
  product_entity_id: z.number().int().positive().nullish(),
});

trackingRoutes.post('/public/user-action-log/collect', validate('json', userAction), async (c) => {
  const body = c.req.valid('json');
  // A claimed customer id only counts when it is the signed-in customer's own.
  const customerId = body.customer_id != null && body.customer_id === c.get('viewer').customer?.customerId ? body.customer_id : null;
  const visitor = body.uuid ?? null;
  if (!shouldLogUserAction({ customerId, uuid: visitor })) return c.json({ logged: false });
  await limitClient(c, ABUSE_LIMITS.userActionLog);
  await c
    .get('db')
    .insert(userActionLogs)
    .values({
      action: body.action,
      context: body.context ?? null,
      customerId,
      uuid: visitor,
      productEntityId: body.product_entity_id ?? null,
    });
  return c.json({ logged: true }, 201);
});

const accessLog = z.object({
  url: shortText(2000).min(1, 'validation.required'),
  cookies: stringMap.default({}),
  query: stringMap.default({}),
  sessionId: shortText(100).nullish(),
  referer: shortText(2000).nullish(),
});

trackingRoutes.post('/access-logs/collect', validate('json', accessLog), async (c) => {
  const body = c.req.valid('json');
  await limitClient(c, ABUSE_LIMITS.accessLog);
  await c
    .get('db')
    .insert(accessLogs)
    .values({
      // Only allow-listed query parameters are stored: link tokens never reach the log (domain/tracking.ts).
      url: storableUrl(body.url),
      cookies: filterAccessLogCookies(body.cookies),
      query: storableQuery(body.query),
      sessionId: body.sessionId ?? c.get('sessionId'),
      referer: body.referer ? storableUrl(body.referer) : null,
    });
  return c.json({ logged: true }, 201);
});

/**
 * Registers the visitor. The answer keeps the spec's `uuid` member but never its value: the visitor id is the
 * credential of anonymous drafts and stays in the httpOnly cookie, out of reach of script on the page.
 */
trackingRoutes.post('/public/customer/cookie/get', async (c) => {
  await limitClient(c, ABUSE_LIMITS.visitor);
  const params = Object.fromEntries(Object.entries(storableQuery(c.req.query())).slice(0, 50).map(([k, v]) => [k, v.slice(0, 2000)]));
  const uuidValue = c.get('visitorId');
  await c.get('db').insert(visitors).values({ uuid: uuidValue, firstParams: params }).onConflictDoNothing();
  // Once per browser session: a cookie an older version set without httpOnly is set again with today's flags.
  if (getCookie(c, VISITOR_COOKIE) === uuidValue) setVisitorCookie(c, uuidValue);
  return c.json({ uuid: null });
});
