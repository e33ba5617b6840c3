/**
 * The message board's calls (pages with counts, marking a thread read) and the live notification stream as
 * server-sent events, fed by the customer's NotifyHub (durable-objects/notify-hub.ts).
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { GROUP_KEY_PATTERN } from '../../domain/messages/kinds.ts';
import { hasGroup, markGroupRead } from '../db/repositories/messages.ts';
import { loadViewer } from '../db/repositories/customers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { pageNumber, storeCode } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, hitLimit, refuse } from '../services/abuse-limits.ts';
import { liveOriginAllowed } from '../services/auctions/live-sessions.ts';
import { verifyAccessToken } from '../services/auth/access-token.ts';
import { authSecret } from '../services/auth/secret.ts';
import { notificationsPage } from '../services/messages/notification-pages.ts';
import { openNotificationStream } from '../services/messages/notification-stream.ts';

export const notificationRoutes = new Hono<AppEnv>();

const groupKey = z.string().check(z.regex(GROUP_KEY_PATTERN, 'validation.invalid'));

const pageQuery = z.object({
  page: z._default(pageNumber, 1),
  storeCode,
  groupKey: z.optional(groupKey),
});

notificationRoutes.get('/private/notifications/pages/get', validate('query', pageQuery), async (c) => {
  const { page, groupKey: group } = c.req.valid('query');
  const customerId = signedInCustomerId(c);
  const db = c.get('db');
  if (group && !(await hasGroup(db, customerId, group))) throw new ApiError(404, 'thread_not_found');
  return c.json(await notificationsPage(db, customerId, c.get('locale'), page, group));
});

notificationRoutes.put('/private/messages/read-by-slug/:slug', validate('param', z.object({ slug: groupKey })), async (c) => {
  const { slug } = c.req.valid('param');
  const customerId = signedInCustomerId(c);
  const db = c.get('db');
  // Another customer's thread (or none) is simply not found: nothing tells whether it exists.
  if (!(await hasGroup(db, customerId, slug))) throw new ApiError(404, 'thread_not_found');
  return c.json({ read: await markGroupRead(db, customerId, slug, new Date()) });
});

const streamQuery = z.object({
  storeCode,
  token: z.optional(z.string().check(z.maxLength(4_000, 'validation.invalid'))),
});

/**
 * The live stream. A `token` parameter (EventSource cannot send headers) or the session cookie signs in; a bad or
 * expired token answers 401 and the client's EventSource stops. The stream ends when the token expires (the client
 * refreshes it and reconnects) or the session signs out.
 */
notificationRoutes.get('/notifications/get-sse', validate('query', streamQuery), async (c) => {
  if (!liveOriginAllowed(c.req.header('Origin'), { requestUrl: c.req.url, publicOrigin: c.env.PUBLIC_ORIGIN, hosts: c.get('hosts') })) throw new ApiError(403, 'forbidden');
  const { token } = c.req.valid('query');
  // Without a token the session middleware already checked the cookie and that the account is active.
  const session = token === undefined ? c.get('auth') : await tokenSession(authSecret(c.env), token);
  if (!session) throw new ApiError(401, 'unauthorized');
  if (token !== undefined && !(await loadViewer(c.get('db'), session.customerId)).customer) throw new ApiError(401, 'unauthorized');
  // A tab reconnecting in a loop is slowed down here, before any object is asked.
  refuse(c, await hitLimit(c, ABUSE_LIMITS.notificationStream, String(session.customerId)));
  return openNotificationStream(c.env, session);
});

async function tokenSession(secret: string, token: string) {
  const claims = await verifyAccessToken(secret, token);
  return claims ? { customerId: claims.customerId, familyId: claims.familyId, accessExpiresAt: claims.expiresAt } : null;
}
