/** Tracking calls: user-action log, access log and the visitor-id cookie lookup. */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { filterAccessLogCookies, shouldLogUserAction, storableQuery, storableUrl } from '../../domain/tracking.ts';
import { isClientUserAction, MAX_ACTIONS_PER_BATCH } from '../../domain/user-actions.ts';
import { accessLogs, userActionLogs, visitors } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { setVisitorCookie, VISITOR_COOKIE } from '../middleware/visitor.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { adminUserActionRoutes } from './admin-user-actions.ts';
import { merchantTrackingRoutes } from './merchant-tracking.ts';

export const trackingRoutes = new Hono<AppEnv>();

// The dealer tracking link (?mc=) is tracking too; mounted here so its calls sit behind the same middleware.
trackingRoutes.route('/', merchantTrackingRoutes);
trackingRoutes.route('/', adminUserActionRoutes);

const shortText = (max: number) => z.string().max(max, 'validation.max');
const stringMap = z.record(shortText(200), shortText(2000)).refine((map) => Object.keys(map).length <= 50, 'validation.max');
const uuid = z.uuid('validation.invalid');

const oneAction = z.object({
  action: shortText(100).min(1, 'validation.required').refine(isClientUserAction, 'validation.invalid'),
  context: shortText(500).nullish(),
  customer_id: z.number().int().positive().nullish(),
  uuid: uuid.nullish(),
  product_entity_id: z.number().int().positive().nullish(),
});
/** The spec's single action, or the browser's batch of queued actions (sent on page hide). */
const userActions = z.union([oneAction, z.object({ actions: z.array(oneAction).min(1, 'validation.required').max(MAX_ACTIONS_PER_BATCH, 'validation.max') })]);

trackingRoutes.post('/public/user-action-log/collect', validate('json', userActions), async (c) => {
  const body = c.req.valid('json');
  const actions = 'actions' in body ? body.actions : [body];
  const viewerId = c.get('viewer').customer?.customerId ?? null;
  // The visitor id of the browser's own cookie (httpOnly, so the page cannot send it); a freshly minted one is no actor.
  const cookieVisitor = getCookie(c, VISITOR_COOKIE) === c.get('visitorId') ? c.get('visitorId') : null;
  const rows = actions
    .map((entry) => ({
      action: entry.action,
      context: entry.context ?? null,
      // A claimed customer id only counts when it is the signed-in customer's own; none claimed means the signed-in one.
      customerId: entry.customer_id == null ? viewerId : entry.customer_id === viewerId ? viewerId : null,
      uuid: entry.uuid ?? cookieVisitor,
      productEntityId: entry.product_entity_id ?? null,
    }))
    .filter((row) => shouldLogUserAction(row));
  if (rows.length === 0) return c.json({ logged: false });
  await limitClient(c, ABUSE_LIMITS.userActionLog);
  // Five parameters a row and D1's 100 per statement: a full batch goes in two statements of one transaction.
  const db = c.get('db');
  const [first, ...rest] = [rows.slice(0, 10), rows.slice(10)].filter((part) => part.length > 0).map((part) => db.insert(userActionLogs).values(part));
  if (first) await db.batch([first, ...rest]);
  return c.json({ logged: true, count: rows.length }, 201);
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
