/**
 * The message board's calls (pages with counts, marking a thread read) and the live notification stream as
 * server-sent events, fed by the customer's NotifyHub (durable-objects/notify-hub.ts), opened with a single-use ticket.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { GROUP_KEY_PATTERN } from '../../domain/messages/kinds.ts';
import { hasGroup, markGroupRead } from '../db/repositories/messages.ts';
import type { Database } from '../db/client.ts';
import { loadViewer } from '../db/repositories/customers.ts';
import { isSessionEnded } from '../db/repositories/ended-sessions.ts';
import { issueStreamTicket, redeemStreamTicket, type TicketSession } from '../db/repositories/stream-tickets.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { pageNumber, storeCode } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, hitLimit, refuse } from '../services/abuse-limits.ts';
import { liveOriginAllowed } from '../services/auctions/live-sessions.ts';
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
  ticket: z.optional(z.string().check(z.minLength(10, 'validation.invalid'), z.maxLength(200, 'validation.invalid'))),
});

/** Query parameters that would put an access token into a URL (and so into logs): refused, never read. */
const TOKEN_PARAMS = ['token', 'access_token'] as const;

/**
 * A ticket for one stream (EventSource cannot send headers, and an access token must not go into a URL). Each ticket
 * opens one stream, so the reconnect limit is counted here.
 */
notificationRoutes.post('/private/notifications/stream-ticket', async (c) => {
  const auth = c.get('auth');
  if (!auth) throw new ApiError(401, 'unauthorized');
  refuse(c, await hitLimit(c, ABUSE_LIMITS.notificationStream, String(auth.customerId)));
  const session = { customerId: auth.customerId, familyId: auth.familyId, accessExpiresAt: auth.accessExpiresAt };
  return c.json(await issueStreamTicket(c.env.DB, session, Date.now()));
});

/**
 * The live stream. A single-use `ticket` (from POST /private/notifications/stream-ticket) or the session (cookie or
 * Authorization header) signs in; an access token in the query is refused. A bad, used or expired ticket answers 401
 * and the client's EventSource stops. The stream ends when the sign-in's access token expires (the client refreshes
 * it, fetches a new ticket and reconnects) or the session ends.
 */
notificationRoutes.get('/notifications/get-sse', validate('query', streamQuery), async (c) => {
  if (TOKEN_PARAMS.some((name) => c.req.query(name) !== undefined)) throw new ApiError(400, 'validation_failed', { token: 'validation.invalid' });
  if (!liveOriginAllowed(c.req.header('Origin'), { requestUrl: c.req.url, publicOrigin: c.env.PUBLIC_ORIGIN, hosts: c.get('hosts') })) throw new ApiError(403, 'forbidden');
  const { ticket } = c.req.valid('query');
  if (ticket !== undefined) {
    const session = await ticketSession(c.env.DB, c.get('db'), ticket);
    if (!session) throw new ApiError(401, 'unauthorized');
    // Counted when the ticket was issued.
    return openNotificationStream(c.env, session);
  }
  // The session middleware already checked the cookie (or header) and that the account is active.
  const auth = c.get('auth');
  if (!auth) throw new ApiError(401, 'unauthorized');
  // A tab reconnecting in a loop is slowed down here, before any object is asked.
  refuse(c, await hitLimit(c, ABUSE_LIMITS.notificationStream, String(auth.customerId)));
  return openNotificationStream(c.env, { customerId: auth.customerId, familyId: auth.familyId, accessExpiresAt: auth.accessExpiresAt });
});

/** The sign-in a ticket opens a stream for: used up now, and refused when that sign-in ended or the account is gone. */
async function ticketSession(d1: D1Database, db: Database, ticket: string): Promise<TicketSession | null> {
  const session = await redeemStreamTicket(d1, ticket, Date.now());
  if (!session) return null;
  const [ended, viewer] = await Promise.all([isSessionEnded(d1, session.familyId), loadViewer(db, session.customerId)]);
  return ended || !viewer.customer ? null : session;
}
