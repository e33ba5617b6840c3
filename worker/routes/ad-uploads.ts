/**
 * Uploads of the ad editor, under /public/... (prospects) and /private/... like the other editing calls: photos of
 * the two photo steps, damage photos and official documents, each sent as the raw body (no base64 in JSON), and
 * the owner's download of a document. Only the ad's owner, and only while the ad is in editing.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as z from 'zod/mini';
import type { AppEnv } from '../env.ts';
import { positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { assertEditing, editableAd } from '../services/ads/ad-access.ts';
import { addDamagePhoto, addDocument, addPhoto, documentDownload, removeDamagePhoto, removeDocument, removePhoto, reorderPhotos } from '../services/ads/ad-uploads.ts';
import { SCOPES } from './ads.ts';

export const adUploadRoutes = new Hono<AppEnv>();
const factory = createFactory<AppEnv>();

/** Paths whose raw bodies may exceed the JSON limit (matched by the app's body-limit middleware). */
export const AD_UPLOAD_PATH = /^\/(?:public|private)\/product\/\d+\/(?:images|documents|damages\/\d+\/images)$/;

const photoId = z.string().check(z.regex(/^[A-Za-z0-9]{1,32}$/, 'validation.invalid'));
const productParam = z.object({ id: positiveId });
const photoParam = z.object({ id: positiveId, imageId: photoId });
const damageParam = z.object({ id: positiveId, damageId: positiveId });
const damagePhotoParam = z.object({ id: positiveId, damageId: positiveId, imageId: photoId });
const documentParam = z.object({ id: positiveId, documentId: positiveId });
const section = z.enum(['exterior', 'interior'], 'validation.invalid');
const fileName = z.optional(z.string().check(z.maxLength(255, 'validation.max')));

/** The ad, checked to be the caller's and in editing. */
async function ownAdInEditing(c: Parameters<typeof editableAd>[0], productId: number) {
  const { ad } = await editableAd(c, productId);
  assertEditing(ad);
  return ad;
}

const uploadPhoto = factory.createHandlers(
  validate('param', productParam),
  validate('query', z.object({ section: z._default(section, 'exterior'), fileName })),
  async (c) => {
    const ad = await ownAdInEditing(c, c.req.valid('param').id);
    await limitClient(c, ABUSE_LIMITS.upload);
    return c.json(await addPhoto(c.get('db'), c.env.MEDIA, ad.id, c.req.valid('query').section, c.req.raw.body), 201);
  },
);

const deletePhoto = factory.createHandlers(validate('param', photoParam), async (c) => {
  const { id, imageId } = c.req.valid('param');
  const ad = await ownAdInEditing(c, id);
  return c.json(await removePhoto(c.get('db'), c.env.MEDIA, ad.id, imageId));
});

const orderPhotos = factory.createHandlers(
  validate('param', productParam),
  validate('json', z.object({ section, order: z.array(photoId).check(z.maxLength(40, 'validation.max')) })),
  async (c) => {
    const ad = await ownAdInEditing(c, c.req.valid('param').id);
    const body = c.req.valid('json');
    return c.json(await reorderPhotos(c.get('db'), ad.id, body.section, body.order));
  },
);

const uploadDamagePhoto = factory.createHandlers(validate('param', damageParam), validate('query', z.object({ fileName })), async (c) => {
  const { id, damageId } = c.req.valid('param');
  const ad = await ownAdInEditing(c, id);
  await limitClient(c, ABUSE_LIMITS.upload);
  return c.json(await addDamagePhoto(c.get('db'), c.env.MEDIA, ad.id, damageId, c.req.raw.body), 201);
});

const deleteDamagePhoto = factory.createHandlers(validate('param', damagePhotoParam), async (c) => {
  const { id, damageId, imageId } = c.req.valid('param');
  const ad = await ownAdInEditing(c, id);
  return c.json(await removeDamagePhoto(c.get('db'), c.env.MEDIA, ad.id, damageId, imageId));
});

const uploadDocument = factory.createHandlers(
  validate('param', productParam),
  validate('query', z.object({ kind: z.enum(['registration_certificate', 'inspection_report'], 'validation.required'), fileName })),
  async (c) => {
    const ad = await ownAdInEditing(c, c.req.valid('param').id);
    await limitClient(c, ABUSE_LIMITS.upload);
    const query = c.req.valid('query');
    return c.json(await addDocument(c.get('db'), c.env.MEDIA, ad.id, query.kind, query.fileName ?? '', c.req.raw.body), 201);
  },
);

const deleteDocument = factory.createHandlers(validate('param', documentParam), async (c) => {
  const { id, documentId } = c.req.valid('param');
  const ad = await ownAdInEditing(c, id);
  return c.json(await removeDocument(c.get('db'), c.env.MEDIA, ad.id, documentId));
});

/** The owner's own document, as a download that no browser runs or renders inline as a page. */
const downloadDocument = factory.createHandlers(validate('param', documentParam), async (c) => {
  const { id, documentId } = c.req.valid('param');
  const { ad } = await editableAd(c, id);
  return documentDownload(c.get('db'), c.env.MEDIA, ad.id, documentId);
});

for (const scope of SCOPES) {
  const base = `/${scope}/product/:id`;
  adUploadRoutes.post(`${base}/images`, ...uploadPhoto);
  adUploadRoutes.delete(`${base}/images/:imageId`, ...deletePhoto);
  adUploadRoutes.put(`${base}/gallery`, ...orderPhotos);
  adUploadRoutes.post(`${base}/damages/:damageId/images`, ...uploadDamagePhoto);
  adUploadRoutes.delete(`${base}/damages/:damageId/images/:imageId`, ...deleteDamagePhoto);
  adUploadRoutes.post(`${base}/documents`, ...uploadDocument);
  adUploadRoutes.delete(`${base}/documents/:documentId`, ...deleteDocument);
  adUploadRoutes.get(`${base}/documents/:documentId`, ...downloadDocument);
}
