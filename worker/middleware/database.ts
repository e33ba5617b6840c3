/**
 * Opens the request's D1 session (read replicas, docs/architecture.md) and puts it where the request's code looks:
 * `c.env.DB` and the drizzle client `db`. Afterwards the session's newest bookmark goes back to the customer.
 */
import { createMiddleware } from 'hono/factory';
import { createDb } from '../db/client.ts';
import { SessionDatabase } from '../db/session-database.ts';
import type { AppEnv } from '../env.ts';
import { carriedBookmark, passBookmarkOn, sessionStart } from '../lib/d1-bookmark.ts';

export const database = createMiddleware<AppEnv>(async (c, next) => {
  // The page renderer's calls to the API run inside the page's request (worker/routes/ssr.ts): they share its session,
  // so the page reads one consistent state, and the page's answer hands the bookmark on.
  if (c.env.DB instanceof SessionDatabase) {
    c.set('db', createDb(c.env.DB));
    return next();
  }
  const carried = carriedBookmark(c);
  const session = new SessionDatabase(c.env.DB, sessionStart(c.req.method, carried));
  // Services and routes that take the binding from env (not only the drizzle client) use the same session, so every
  // write of the request is behind the bookmark it hands on.
  c.env = { ...c.env, DB: session };
  c.set('db', createDb(session));
  await next();
  passBookmarkOn(c, session.bookmark(), carried);
});
