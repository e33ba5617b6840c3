/** Serves stored images and documents from R2 with long-lived cache headers. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

export const mediaRoutes = new Hono<AppEnv>();

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

mediaRoutes.get('/media/*', async (c) => {
  const key = c.req.path.slice('/media/'.length);
  if (!KEY.test(key) || key.includes('..')) throw new ApiError(404, 'not_found');
  const object = await c.env.MEDIA.get(key);
  if (!object) throw new ApiError(404, 'not_found');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  // Stored SVGs are ours, but never let one run script if it is opened directly.
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(object.body, { headers });
});
