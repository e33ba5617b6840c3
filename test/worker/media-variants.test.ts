/**
 * Photo variants through the media route, with real R2 and the runtime's Images binding: widths and formats made on
 * first view and kept next to the photo, Accept negotiation, never wider than the original, the same authorization
 * as the original, bad widths refused, and variants removed with their photo.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { variantKey } from '../../domain/photo-variants.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { addPhoto, browser, newAd, r2Keys } from './ads-helpers.ts';
import { call } from './helpers.ts';
import { CHROMIUM_IMAGE_ACCEPT, photoPng } from './photo-fixtures.ts';

let owner = { email: '', id: 0 };
let listed = 0;
let draft = 0;
let photo = new Uint8Array();

async function insertProduct(status: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status)
     VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B 678', 2019, 5, '20095', 'Hamburg', 'DE', ?) RETURNING id`,
  )
    .bind(owner.id, status)
    .first<{ id: number }>();
  if (!row) throw new Error('insert failed');
  return row.id;
}

const put = (key: string, body: Uint8Array | string, contentType: string) => env.MEDIA.put(key, body, { httpMetadata: { contentType } });

/** The width and height the Images binding reads from an answer's bytes. */
async function sizeOf(response: Response): Promise<{ width: number; height: number; format: string }> {
  const info = await env.IMAGES?.info(new Blob([await response.arrayBuffer()]).stream());
  if (!info || !('width' in info)) throw new Error('not a raster image');
  return { width: info.width, height: info.height, format: info.format };
}

beforeAll(async () => {
  owner = await createCustomer();
  listed = await insertProduct('running');
  draft = await insertProduct('editing');
  photo = await photoPng(1600, 1000);
  for (const id of [listed, draft]) await put(`products/${id}/0`, photo, 'image/png');
  await put(`products/${listed}/1`, '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"/>', 'image/svg+xml');
  await put(`products/${listed}/damages/4/0`, photo, 'image/png');
});

describe('photo variants', () => {
  it('resizes to the asked width in the best format the browser accepts, caches it for a year and keeps it in R2', async () => {
    const response = await call(`/media/products/${listed}/0?w=640`, { headers: { Accept: CHROMIUM_IMAGE_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Vary')).toBe('Accept');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(await sizeOf(response)).toEqual({ width: 640, height: 400, format: 'image/avif' });
    const stored = await env.MEDIA.head(variantKey(`products/${listed}/0`, 640, 'image/avif'));
    expect(stored?.httpMetadata?.contentType).toBe('image/avif');
  });

  it('answers WebP to a browser that names only WebP and JPEG to one that names neither', async () => {
    const webp = await call(`/media/products/${listed}/damages/4/0?w=320`, { headers: { Accept: 'image/webp,*/*' } });
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    expect(await sizeOf(webp)).toEqual({ width: 320, height: 200, format: 'image/webp' });
    const jpeg = await call(`/media/products/${listed}/damages/4/0?w=320`, { headers: { Accept: 'image/*,*/*;q=0.8' } });
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    expect(jpeg.headers.get('Vary')).toBe('Accept');
    expect(await sizeOf(jpeg)).toEqual({ width: 320, height: 200, format: 'image/jpeg' });
  });

  it('never makes a photo wider than it is: a larger width answers the original size', async () => {
    const response = await call(`/media/products/${listed}/0?w=1920`, { headers: { Accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(await sizeOf(response)).toEqual({ width: 1600, height: 1000, format: 'image/webp' });
  });

  it('serves a stored variant from R2 as it is, without making it again', async () => {
    const key = `products/${listed}/0`;
    const marker = await photoPng(8, 5);
    await put(variantKey(key, 1280, 'image/jpeg'), marker, 'image/jpeg');
    const response = await call(`/media/${key}?w=1280`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(marker);
  });

  it('serves the original without a width, and an SVG as it is at any width', async () => {
    const original = await call(`/media/products/${listed}/0`, { headers: { Accept: CHROMIUM_IMAGE_ACCEPT } });
    expect(original.headers.get('Content-Type')).toBe('image/png');
    expect(original.headers.get('Vary')).toBeNull();
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(photo);
    const svg = await call(`/media/products/${listed}/1?w=320`, { headers: { Accept: CHROMIUM_IMAGE_ACCEPT } });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    expect(await r2Keys(`products/${listed}/1@`)).toEqual([]);
  });

  it('answers the original, cached only briefly, when the photo cannot be resized', async () => {
    await put(`products/${listed}/2`, 'not a picture', 'image/jpeg');
    const response = await call(`/media/products/${listed}/2?w=640`, { headers: { Accept: CHROMIUM_IMAGE_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('not a picture');
    expect(await r2Keys(`products/${listed}/2@`)).toEqual([]);
  });

  it('shows variants of an unpublished ad only to its owner, never cached publicly', async () => {
    const path = `/media/products/${draft}/0?w=320`;
    const headers = { Accept: CHROMIUM_IMAGE_ACCEPT };
    expect((await call(path, { headers })).status).toBe(404);
    const stranger = await createCustomer();
    expect((await call(path, { headers: { ...headers, ...bearer(await login(stranger.email)) } })).status).toBe(404);
    const own = await call(path, { headers: { ...headers, ...bearer(await login(owner.email)) } });
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await sizeOf(own)).toMatchObject({ width: 320 });
    // Now that the variant is stored, strangers still get nothing.
    expect(await env.MEDIA.head(variantKey(`products/${draft}/0`, 320, 'image/avif'))).not.toBeNull();
    expect((await call(path, { headers })).status).toBe(404);
  });

  it('never serves a variant whose photo is gone, nor a variant key as a photo', async () => {
    const key = `products/${listed}/3`;
    await put(variantKey(key, 640, 'image/jpeg'), await photoPng(8, 5), 'image/jpeg');
    expect((await call(`/media/${key}?w=640`)).status).toBe(404);
    expect((await call(`/media/${variantKey(key, 640, 'image/jpeg')}`)).status).toBe(404);
    expect((await call(`/media/${encodeURIComponent(variantKey(key, 640, 'image/jpeg'))}`)).status).toBe(404);
  });

  it('refuses widths other than the storefront widths with a 400', async () => {
    for (const w of ['641', '0', '-640', '640.0', '6.4e2', '0x280', '', 'abc', '99999', '640,1280']) {
      const response = await call(`/media/products/${listed}/0?w=${encodeURIComponent(w)}`);
      expect(response.status, w).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { w: expect.any(String) } } });
    }
  });

  it('removes the stored variants together with the photo', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { image } = await addPhoto(caller, ad.entityId, await photoPng(1000, 600));
    const key = (image?.value ?? '').replace(/^\/media\//, '');
    const shown = await call(`${image?.value}?w=320`, { headers: { ...caller.headers, Accept: 'image/webp' } });
    expect(shown.status).toBe(200);
    expect(await sizeOf(shown)).toMatchObject({ width: 320, height: 192 });
    expect(await r2Keys(key)).toEqual([key, variantKey(key, 320, 'image/webp')]);
    const removed = await call(`/public/product/${ad.entityId}/images/${image?.id}`, { method: 'DELETE', headers: caller.headers });
    expect(removed.status).toBe(200);
    expect(await r2Keys(key)).toEqual([]);
  });
});
