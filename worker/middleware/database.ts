/** Puts one drizzle client per request on the context. */
import { createMiddleware } from 'hono/factory';
import { createDb } from '../db/client.ts';
import type { AppEnv } from '../env.ts';

export const database = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});
