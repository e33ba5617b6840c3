/**
 * Images operators upload for content: the bytes decide the type (JPEG, PNG, WebP; domain/content-images.ts), the
 * object goes to R2 under `content/<random>.<ext>`, and its row and audit entry (`content.image_uploaded`) are
 * written together. Served by worker/routes/content-images.ts.
 */
import {
  CONTENT_IMAGE_TYPES,
  type ContentImageType,
  contentImageExtension,
  contentImageUrl,
  MAX_CONTENT_IMAGE_BYTES,
  sniffContentImage,
} from '../../../domain/content-images.ts';
import type { Database } from '../../db/client.ts';
import { contentImages } from '../../db/schema-content.ts';
import { ApiError } from '../../lib/api-error.ts';
import { type AuditActor, auditInsert } from './audit.ts';

const randomName = () => [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The declared type must be one we take; the bytes must then really be one of them (they decide which). */
function declaredType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (!CONTENT_IMAGE_TYPES.includes(type as ContentImageType)) throw new ApiError(415, 'validation_failed', { file: 'validation.content_image' });
}

export async function uploadContentImage(
  db: Database,
  media: R2Bucket,
  actor: AuditActor,
  contentType: string | undefined,
  body: ReadableStream<Uint8Array> | null,
  now = Date.now(),
): Promise<{ key: string; url: string; contentType: ContentImageType; size: number }> {
  declaredType(contentType);
  if (!body) throw new ApiError(400, 'validation_failed', { file: 'validation.file' });
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  if (bytes.byteLength === 0) throw new ApiError(400, 'validation_failed', { file: 'validation.file' });
  if (bytes.byteLength > MAX_CONTENT_IMAGE_BYTES) throw new ApiError(413, 'payload_too_large');
  const type = sniffContentImage(bytes);
  if (!type) throw new ApiError(400, 'validation_failed', { file: 'validation.content_image' });
  const key = `content/${randomName()}.${contentImageExtension(type)}`;
  await media.put(key, bytes, { httpMetadata: { contentType: type } });
  try {
    await db.batch([
      db.insert(contentImages).values({ objectKey: key, contentType: type, size: bytes.byteLength, uploadedBy: actor.customerId, createdAt: new Date(now) }),
      auditInsert(db, actor, { action: 'content.image_uploaded', subjectType: 'content', subjectId: key, after: { contentType: type, size: bytes.byteLength } }, now),
    ]);
  } catch (error) {
    // No row, no image: an object nobody can reference is removed again.
    await media.delete(key);
    throw error;
  }
  return { key, url: contentImageUrl(key), contentType: type, size: bytes.byteLength };
}
