/** Gives every request an id (the client's X-Request-Id when well-formed) and echoes it on the response. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('X-Request-Id');
  const id = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.res.headers.set('X-Request-Id', id);
});
