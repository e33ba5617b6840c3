/**
 * Serves listing photos and damage photos from R2 with long cache headers, in the storefront's widths (`?w=`) and the
 * best format the browser accepts (services/photo-variants.ts). Only product images are served here: documents never
 * leave through this route, and photos of listings that are not public go only to their owner and operators.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { isPublic } from '../../domain/auction-status.ts';
import { findProductSummary } from '../db/repositories/products.ts';
import { isProspectOwner } from '../services/ads/ad-access.ts';
import { isPhotoWidth, type PhotoWidth, variantFormat } from '../../domain/photo-variants.ts';
import { photoVariant } from '../services/photo-variants.ts';

export const mediaRoutes = new Hono<AppEnv>();

/**
 * Photo keys: products/{id}/{n} and products/{id}/damages/{damageId}/{n} (demo data), and uploads'
 * products/{id}/i/{random} and products/{id}/damages/{damageId}/i/{random}. Documents never match.
 */
const PRODUCT_IMAGE = /^products\/([1-9]\d{0,9})\/(?:damages\/[1-9]\d{0,9}\/)?(?:\d{1,2}|i\/[0-9a-f]{32})$/;

/** Only the storefront's widths (domain/photo-variants.ts); anything else is refused, not resized. */
function requestedWidth(raw: string | undefined): PhotoWidth | undefined {
  if (raw === undefined) return undefined;
  // Digits only: Number() would also read '0x280', ' 640' or '6.4e2' as a width.
  const width = /^\d{3,4}$/.test(raw) ? Number(raw) : NaN;
  if (!isPhotoWidth(width)) throw new ApiError(400, 'validation_failed', { w: 'validation.invalid' });
  return width;
}

const SECURITY_HEADERS = {
  // Stored SVGs are ours, but never let one run script if it is opened directly.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

mediaRoutes.get('/media/*', async (c) => {
  const key = c.req.path.slice('/media/'.length);
  const match = PRODUCT_IMAGE.exec(key);
  if (!match) throw new ApiError(404, 'not_found');
  const width = requestedWidth(c.req.query('w'));
  const product = await findProductSummary(c.get('db'), Number(match[1]));
  const listed = product !== null && isPublic(product.status);
  const auth = c.get('auth');
  const mayView =
    listed ||
    (product !== null &&
      (auth?.customerId === product.customerId || c.get('operator') || (await isProspectOwner(c, product.customerId))));
  if (!mayView) throw new ApiError(404, 'not_found');
  const cacheControl = listed ? 'public, max-age=31536000, immutable' : 'private, no-store';
  // The editor checks each upload's availability with HEAD: answer it from the object's metadata, without its body.
  if (c.req.method === 'HEAD') {
    const head = await c.env.MEDIA.head(key);
    if (!head) throw new ApiError(404, 'not_found');
    const headers = new Headers(SECURITY_HEADERS);
    head.writeHttpMetadata(headers);
    headers.set('ETag', head.httpEtag);
    headers.set('Cache-Control', cacheControl);
    return new Response(null, { headers });
  }
  if (width) {
    const answer = await photoVariant(c.env.MEDIA, c.env.IMAGES, key, width, variantFormat(c.req.header('Accept')));
    if (!answer) throw new ApiError(404, 'not_found');
    if (answer.kind === 'variant') {
      // The format follows the Accept header, so shared caches keep one copy per format.
      const headers = new Headers({ ...SECURITY_HEADERS, 'Content-Type': answer.contentType, 'Cache-Control': cacheControl, Vary: 'Accept', ETag: answer.etag });
      return new Response(answer.body, { headers });
    }
    // A failed transformation is retried by the next request: no browser keeps the original for a year meanwhile.
    return originalResponse(answer.object, answer.failed && listed ? 'public, max-age=300' : cacheControl);
  }
  const object = await c.env.MEDIA.get(key);
  if (!object) throw new ApiError(404, 'not_found');
  return originalResponse(object, cacheControl);
});

function originalResponse(object: R2ObjectBody, cacheControl: string): Response {
  const headers = new Headers(SECURITY_HEADERS);
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', cacheControl);
  return new Response(object.body, { headers });
}
