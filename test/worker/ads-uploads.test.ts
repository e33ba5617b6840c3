/** Photo uploads of the ad editor into real R2: checked by their bytes, stored under random keys, ordered, deleted, served to the owner only. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '../../domain/uploads.ts';
import {
  addPhoto,
  browser,
  type Caller,
  type ErrorAnswer,
  EXECUTABLE,
  GIF,
  JPEG,
  newAd,
  PNG,
  r2Keys,
  RAW_KEY,
  readAd,
  signedInSeller,
  TEXT_FILE,
  TRUNCATED_JPEG,
  uploadPhoto,
  type UploadedPhoto,
} from './ads-helpers.ts';
import { call, json } from './helpers.ts';

const keyOf = (value: string) => value.replace(/^\/media\//, '');

/** Refused with `status` and `code`, and R2 and the gallery are as before. */
async function refusedUpload(caller: Caller, body: Uint8Array<ArrayBuffer>, status: number, code: string, contentType = 'image/jpeg') {
  const ad = await newAd(caller);
  const before = await r2Keys(`products/${ad.entityId}/`);
  const response = await uploadPhoto(caller, ad.entityId, body, { contentType });
  expect(response.status).toBe(status);
  const answer = await json<ErrorAnswer>(response);
  expect(answer.error.code).toBe(code);
  for (const text of [answer.error.message, ...Object.values(answer.error.fields ?? {})]) expect(text).not.toMatch(RAW_KEY);
  expect(await r2Keys(`products/${ad.entityId}/`)).toEqual(before);
  expect((await readAd(caller, ad.entityId)).gallery).toEqual([]);
  return answer;
}

describe('photo uploads', () => {
  it('stores a real JPEG in R2 under a random key with the sniffed type and lists it in the gallery', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { image, gallery } = await addPhoto(caller, ad.entityId, JPEG);
    expect(image).toMatchObject({ position: 0, section: 'exterior' });
    expect(image?.value).toMatch(new RegExp(`^/media/products/${ad.entityId}/i/[0-9a-f]{32}$`));
    expect(gallery).toEqual([image]);
    const object = await env.MEDIA.get(keyOf(image?.value ?? ''));
    expect(object?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(JPEG);
  });

  it('stores a PNG as image/png whatever type the request declared', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await uploadPhoto(caller, ad.entityId, PNG, { contentType: 'image/jpeg' });
    expect(response.status).toBe(201);
    const { image } = await json<UploadedPhoto>(response);
    expect((await env.MEDIA.head(keyOf(image?.value ?? '')))?.httpMetadata?.contentType).toBe('image/png');
  });

  it('refuses a GIF and stores nothing', async () => {
    const answer = await refusedUpload(browser({ 'X-Locale': 'en' }), GIF, 400, 'validation_failed', 'image/gif');
    expect(answer.error.fields?.file).toMatch(/photo/i);
  });

  it('refuses a text file sent as a photo and stores nothing', async () => {
    await refusedUpload(browser(), TEXT_FILE, 400, 'validation_failed');
  });

  it('refuses a renamed executable declared as image/jpeg and stores nothing', async () => {
    await refusedUpload(browser(), EXECUTABLE, 400, 'validation_failed');
  });

  it('refuses a truncated JPEG and stores nothing', async () => {
    await refusedUpload(browser(), TRUNCATED_JPEG, 400, 'validation_failed');
  });

  it('refuses an empty body and stores nothing', async () => {
    await refusedUpload(browser(), new Uint8Array(0), 400, 'validation_failed');
  });

  it('refuses a photo over the size limit with 413 and stores nothing', async () => {
    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    huge.set(JPEG.subarray(0, JPEG.length - 2));
    huge.set([0xff, 0xd9], huge.length - 2);
    await refusedUpload(browser(), huge, 413, 'payload_too_large');
  });

  it('keeps all of three photos uploaded at once, each at its own position', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const answers = await Promise.all([0, 1, 2].map(() => uploadPhoto(caller, ad.entityId, JPEG)));
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201]);
    const { gallery } = await readAd(caller, ad.entityId);
    expect(gallery.map((photo) => photo.position)).toEqual([0, 1, 2]);
    expect(new Set(gallery.map((photo) => photo.value)).size).toBe(3);
    expect(await r2Keys(`products/${ad.entityId}/i/`)).toHaveLength(3);
  });

  it('refuses a photo beyond the maximum and removes it from R2 again', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const rows = Array.from({ length: MAX_PHOTOS }, (_, position) =>
      env.DB.prepare('INSERT INTO product_images (product_id, position, object_key) VALUES (?, ?, ?)').bind(ad.entityId, position, `products/${ad.entityId}/${position}`),
    );
    await env.DB.batch(rows);
    const response = await uploadPhoto(caller, ad.entityId, JPEG);
    expect(response.status).toBe(409);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('too_many_photos');
    expect(await r2Keys(`products/${ad.entityId}/i/`)).toEqual([]);
  });

  it('lists interior photos after the exterior ones', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const inside = await addPhoto(caller, ad.entityId, JPEG, 'interior');
    const outside = await addPhoto(caller, ad.entityId, JPEG, 'exterior');
    expect(outside.gallery.map((photo) => [photo.id, photo.section])).toEqual([
      [outside.image?.id, 'exterior'],
      [inside.image?.id, 'interior'],
    ]);
  });

  it('accepts no photo from another browser or into an ad out of editing, and stores nothing', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    expect((await uploadPhoto(browser(), ad.entityId, JPEG)).status).toBe(401);
    expect((await uploadPhoto((await signedInSeller()).caller, ad.entityId, JPEG)).status).toBe(404);
    await env.DB.prepare("UPDATE products SET status = 'under_review' WHERE id = ?").bind(ad.entityId).run();
    expect((await uploadPhoto(caller, ad.entityId, JPEG)).status).toBe(409);
    expect(await r2Keys(`products/${ad.entityId}/`)).toEqual([]);
  });
});

describe('the gallery', () => {
  it('takes a new order of a section’s photos', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await addPhoto(caller, ad.entityId)).image?.id ?? '');
    const order = [...ids].reverse();
    const response = await call(`/public/product/${ad.entityId}/gallery`, { method: 'PUT', headers: caller.headers, json: { section: 'exterior', order } });
    expect(response.status).toBe(200);
    expect((await json<UploadedPhoto>(response)).gallery.map((photo) => photo.id)).toEqual(order);
    expect((await readAd(caller, ad.entityId)).gallery.map((photo) => [photo.id, photo.position])).toEqual(order.map((id, position) => [id, position]));
  });

  it('refuses an order that does not list exactly the section’s photos, keeping the old one', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const first = (await addPhoto(caller, ad.entityId)).image?.id ?? '';
    const second = (await addPhoto(caller, ad.entityId)).image?.id ?? '';
    for (const order of [[second], [second, first, 'abc123'], [second, second]]) {
      const response = await call(`/public/product/${ad.entityId}/gallery`, { method: 'PUT', headers: caller.headers, json: { section: 'exterior', order } });
      expect(response.status, order.join()).toBe(409);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('gallery_changed');
    }
    expect((await readAd(caller, ad.entityId)).gallery.map((photo) => photo.id)).toEqual([first, second]);
  });

  it('deletes a photo from the gallery and from R2', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const kept = (await addPhoto(caller, ad.entityId)).image;
    const gone = (await addPhoto(caller, ad.entityId)).image;
    const response = await call(`/public/product/${ad.entityId}/images/${gone?.id}`, { method: 'DELETE', headers: caller.headers });
    expect(response.status).toBe(200);
    expect((await json<UploadedPhoto>(response)).gallery.map((photo) => photo.id)).toEqual([kept?.id]);
    expect(await env.MEDIA.head(keyOf(gone?.value ?? ''))).toBeNull();
    expect(await env.MEDIA.head(keyOf(kept?.value ?? ''))).not.toBeNull();
    const again = await call(`/public/product/${ad.entityId}/images/${gone?.id}`, { method: 'DELETE', headers: caller.headers });
    expect(again.status).toBe(404);
    expect((await json<ErrorAnswer>(again)).error.code).toBe('photo_not_found');
  });
});

describe('photos of an ad in editing on the media route', () => {
  it('are served to the prospect’s browser, privately', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { image } = await addPhoto(caller, ad.entityId);
    const response = await call(image?.value ?? '', { headers: caller.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('answer HEAD with the headers and no body', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { image } = await addPhoto(caller, ad.entityId);
    const response = await call(image?.value ?? '', { method: 'HEAD', headers: caller.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('are not served to another browser or a signed-in stranger', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { image } = await addPhoto(caller, ad.entityId);
    expect((await call(image?.value ?? '', { headers: browser().headers })).status).toBe(404);
    expect((await call(image?.value ?? '', { headers: (await signedInSeller()).caller.headers })).status).toBe(404);
    expect((await call(image?.value ?? '')).status).toBe(404);
  });
});
