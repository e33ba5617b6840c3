/**
 * Content images: operators upload them (`POST /admin/api/content/images`, raw body), everyone sees them at
 * `/content-images/<name>` with immutable cache headers (a name is never reused), their own type and nosniff.
 */
import { Hono } from 'hono';
import { contentImageKeyOf } from '../../domain/content-images.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { auditActor } from '../services/operations/audit.ts';
import { uploadContentImage } from '../services/operations/content-images.ts';

export const CONTENT_IMAGE_UPLOAD_PATH = '/admin/api/content/images';

export const contentImageRoutes = new Hono<AppEnv>();

contentImageRoutes.post(CONTENT_IMAGE_UPLOAD_PATH, async (c) =>
  c.json(await uploadContentImage(c.get('db'), c.env.MEDIA, auditActor(c), c.req.header('Content-Type'), c.req.raw.body), 201),
);

const HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an image may do nothing else.
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

contentImageRoutes.on(['GET', 'HEAD'], '/content-images/:file', async (c) => {
  const found = contentImageKeyOf(c.req.param('file'));
  if (!found) throw new ApiError(404, 'not_found');
  const object = c.req.method === 'HEAD' ? await c.env.MEDIA.head(found.key) : await c.env.MEDIA.get(found.key);
  if (!object) throw new ApiError(404, 'not_found');
  // The type follows from the name, which the upload chose from the sniffed bytes.
  const headers = new Headers({ ...HEADERS, 'Content-Type': found.type, ETag: object.httpEtag, 'Content-Length': String(object.size) });
  return new Response('body' in object && c.req.method !== 'HEAD' ? (object as R2ObjectBody).body : null, { headers });
});
