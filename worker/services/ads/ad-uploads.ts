/**
 * Photos and documents of an ad in editing: the raw body is checked by its bytes (type and completeness, never by
 * name), stored in R2 under a random key, then listed in D1. A refused file stores nothing; a file whose D1 row
 * could not be written is removed from R2 again.
 */
import { mediaPath, photoId } from '../../../domain/catalog.ts';
import { allVariantKeys } from '../../../domain/photo-variants.ts';
import type { PhotoSection } from '../../../domain/product.ts';
import { sanitizeFileName } from '../../../domain/ad-editor/sanitize.ts';
import {
  type DocumentType,
  type ImageType,
  MAX_DAMAGE_PHOTOS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  MAX_IMAGE_BYTES,
  MAX_PHOTOS,
  sniffDocument,
  sniffImage,
} from '../../../domain/uploads.ts';
import type { Database } from '../../db/client.ts';
import {
  appendDamagePhoto,
  appendPhoto,
  deleteDocument,
  deletePhoto,
  type DocumentKind,
  type DocumentRow,
  insertDocument,
  listDamages,
  listDocuments,
  listPhotos,
  type PhotoRow,
  removeDamagePhotoKey,
  setPhotoPositions,
} from '../../db/repositories/ads.ts';
import { ApiError } from '../../lib/api-error.ts';

const randomKey = () => crypto.randomUUID().replaceAll('-', '');

/** The browser sends names it sanitized already (spec); anything else is sanitized here, never trusted. */
function storedFileName(name: string): string {
  return /^[A-Za-z0-9_][A-Za-z0-9_.]{0,99}$/.test(name) ? name : sanitizeFileName(name || 'document');
}

async function readBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) throw new ApiError(400, 'validation_failed', { file: 'validation.file' });
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  if (bytes.byteLength === 0) throw new ApiError(400, 'validation_failed', { file: 'validation.file' });
  if (bytes.byteLength > maxBytes) throw new ApiError(413, 'payload_too_large');
  return bytes;
}

async function readImage(body: ReadableStream<Uint8Array> | null): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const bytes = await readBody(body, MAX_IMAGE_BYTES);
  const type = sniffImage(bytes);
  if (!type) throw new ApiError(400, 'validation_failed', { file: 'validation.image' });
  return { bytes, type };
}

/** A photo's key with the keys its resized variants may have been stored under (they are made on first view). */
const withVariants = (objectKey: string): string[] => [objectKey, ...allVariantKeys(objectKey)];

export interface GalleryEntry {
  id: string;
  value: string;
  position: number;
  section: PhotoSection;
}

/** The gallery in display order; `position` is the place in that order (the cover is 0). */
export function galleryOf(photos: readonly PhotoRow[]): GalleryEntry[] {
  return photos.map((photo, position) => ({ id: photoId(photo.objectKey), value: mediaPath(photo.objectKey), position, section: photo.section }));
}

/** Stores a photo in one of the two sections; answers the new photo and the whole gallery. */
export async function addPhoto(db: Database, media: R2Bucket, productId: number, section: PhotoSection, body: ReadableStream<Uint8Array> | null) {
  const { bytes, type } = await readImage(body);
  const objectKey = `products/${productId}/i/${randomKey()}`;
  await media.put(objectKey, bytes, { httpMetadata: { contentType: type } });
  let added = false;
  try {
    added = await appendPhoto(db, productId, { objectKey, section }, MAX_PHOTOS);
  } finally {
    if (!added) await media.delete(objectKey);
  }
  if (!added) throw new ApiError(409, 'too_many_photos', undefined, { max: MAX_PHOTOS });
  const gallery = galleryOf(await listPhotos(db, productId));
  return { image: gallery.find((entry) => entry.id === photoId(objectKey)) ?? null, gallery };
}

export async function removePhoto(db: Database, media: R2Bucket, productId: number, imageId: string) {
  const photo = (await listPhotos(db, productId)).find((entry) => photoId(entry.objectKey) === imageId);
  if (!photo || !(await deletePhoto(db, productId, photo.objectKey))) throw new ApiError(404, 'photo_not_found');
  await media.delete(withVariants(photo.objectKey));
  return { gallery: galleryOf(await listPhotos(db, productId)) };
}

/** A section's new order: exactly its photos' ids, each once; the section keeps its set of positions. */
export async function reorderPhotos(db: Database, productId: number, section: PhotoSection, order: readonly string[]) {
  const inSection = (await listPhotos(db, productId)).filter((photo) => photo.section === section);
  const byId = new Map(inSection.map((photo) => [photoId(photo.objectKey), photo]));
  if (order.length !== inSection.length || new Set(order).size !== order.length || order.some((id) => !byId.has(id))) {
    throw new ApiError(409, 'gallery_changed');
  }
  const positions = inSection.map((photo) => photo.position).sort((a, b) => a - b);
  await setPhotoPositions(
    db,
    productId,
    order.map((id, index) => ({ objectKey: byId.get(id)?.objectKey ?? '', position: positions[index] ?? index })),
  );
  return { gallery: galleryOf(await listPhotos(db, productId)) };
}

function damageAnswer(damage: { id: number; sortOrder: number; attributes: Record<string, string> }, keys: readonly string[]) {
  return {
    damage: {
      id: damage.id,
      sortOrder: damage.sortOrder,
      attributes: damage.attributes,
      images: keys.map((key, position) => ({ id: photoId(key), value: mediaPath(key), position })),
    },
  };
}

async function damageOf(db: Database, productId: number, damageId: number) {
  const damage = (await listDamages(db, productId)).find((entry) => entry.id === damageId);
  if (!damage) throw new ApiError(404, 'damage_not_found');
  return damage;
}

export async function addDamagePhoto(db: Database, media: R2Bucket, productId: number, damageId: number, body: ReadableStream<Uint8Array> | null) {
  const damage = await damageOf(db, productId, damageId);
  const { bytes, type } = await readImage(body);
  const objectKey = `products/${productId}/damages/${damageId}/i/${randomKey()}`;
  await media.put(objectKey, bytes, { httpMetadata: { contentType: type } });
  let keys: string[] | null = null;
  try {
    keys = await appendDamagePhoto(db, productId, damageId, objectKey, MAX_DAMAGE_PHOTOS);
  } finally {
    if (!keys) await media.delete(objectKey);
  }
  if (!keys) throw new ApiError(409, 'too_many_photos', undefined, { max: MAX_DAMAGE_PHOTOS });
  const answer = damageAnswer(damage, keys);
  return { ...answer, image: answer.damage.images.find((image) => image.id === photoId(objectKey)) ?? null };
}

export async function removeDamagePhoto(db: Database, media: R2Bucket, productId: number, damageId: number, imageId: string) {
  const damage = await damageOf(db, productId, damageId);
  const key = damage.imageKeys.find((entry) => photoId(entry) === imageId);
  const keys = key ? await removeDamagePhotoKey(db, productId, damageId, key) : null;
  if (!key || !keys) throw new ApiError(404, 'photo_not_found');
  await media.delete(withVariants(key));
  return damageAnswer(damage, keys);
}

export function documentAnswer(rows: readonly DocumentRow[]) {
  return rows.map((row) => ({ id: row.id, kind: row.kind, fileName: row.fileName }));
}

/** Stores an official document (a scan or a PDF) under a random key; the file name is kept sanitized for display. */
export async function addDocument(
  db: Database,
  media: R2Bucket,
  productId: number,
  kind: DocumentKind,
  fileName: string,
  body: ReadableStream<Uint8Array> | null,
) {
  const existing = await listDocuments(db, productId);
  if (existing.length >= MAX_DOCUMENTS) throw new ApiError(409, 'too_many_documents', undefined, { max: MAX_DOCUMENTS });
  const bytes = await readBody(body, MAX_DOCUMENT_BYTES);
  const type: DocumentType | null = sniffDocument(bytes);
  if (!type) throw new ApiError(400, 'validation_failed', { file: 'validation.image_or_pdf' });
  const objectKey = `products/${productId}/documents/${randomKey()}`;
  await media.put(objectKey, bytes, { httpMetadata: { contentType: type } });
  try {
    await insertDocument(db, { productId, kind, objectKey, fileName: storedFileName(fileName), contentType: type });
  } catch (error) {
    await media.delete(objectKey);
    throw error;
  }
  const documents = documentAnswer(await listDocuments(db, productId));
  return { document: documents[documents.length - 1], documents };
}

export async function removeDocument(db: Database, media: R2Bucket, productId: number, documentId: number) {
  const removed = await deleteDocument(db, productId, documentId);
  if (!removed) throw new ApiError(404, 'document_not_found');
  await media.delete(removed.objectKey);
  return { documents: documentAnswer(await listDocuments(db, productId)) };
}

/**
 * An ad's document as a download that no browser runs or renders inline as a page (the owner's and the operators'
 * route alike); 404 when the ad has no such document or its file is gone.
 */
export async function documentDownload(db: Database, media: R2Bucket, productId: number, documentId: number): Promise<Response> {
  const document = (await listDocuments(db, productId)).find((row) => row.id === documentId);
  const object = document ? await media.get(document.objectKey) : null;
  if (!document || !object) throw new ApiError(404, 'document_not_found');
  return new Response(object.body, {
    headers: {
      'Content-Type': document.contentType,
      // Stored names are sanitized on upload (letters, digits, dot, underscore), so they are safe in the header.
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
