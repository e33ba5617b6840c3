/**
 * A listing photo in one width and format: made once through the Images binding (Cloudflare Images in production,
 * the local runtime's own resizer in development and tests), kept in R2 next to the original and read from there
 * ever after. A photo that cannot be transformed is answered as it is.
 */
import { type PhotoWidth, type VariantFormat, variantKey } from '../../domain/photo-variants.ts';

export type PhotoAnswer =
  /** A stored or just made variant. */
  | { kind: 'variant'; body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; contentType: string; etag: string }
  /** The original object: vector images, types the binding does not take, no binding, or a failed transformation. */
  | { kind: 'original'; object: R2ObjectBody; failed: boolean };

/**
 * Encoder quality per format, about the same look at each: AVIF and WebP reach JPEG 80's detail at lower settings
 * (the platform's default of 85 for all would make AVIF needlessly heavy). The local resizer uses its own defaults.
 */
const QUALITY: Record<VariantFormat, number> = { 'image/avif': 60, 'image/webp': 75, 'image/jpeg': 80 };

/** Raster types worth resizing; SVG scales by itself and is served as stored. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif']);

async function original(media: R2Bucket, key: string, failed: boolean): Promise<PhotoAnswer | null> {
  const object = await media.get(key);
  return object ? { kind: 'original', object, failed } : null;
}

/**
 * The photo under `key` in `width` and `format`, or null when the photo does not exist. The original is looked up
 * every time, also when the variant is stored: a removed photo's leftover variants are never served.
 */
export async function photoVariant(
  media: R2Bucket,
  images: ImagesBinding | undefined,
  key: string,
  width: PhotoWidth,
  format: VariantFormat,
): Promise<PhotoAnswer | null> {
  const storedKey = variantKey(key, width, format);
  const [head, stored] = await Promise.all([media.head(key), media.get(storedKey)]);
  if (!head) {
    // Rare (a removed photo's leftover): read it to the end, since cancelling an R2 body is logged as an error.
    await stored?.arrayBuffer();
    return null;
  }
  if (stored) {
    return { kind: 'variant', body: stored.body, contentType: stored.httpMetadata?.contentType ?? format, etag: stored.httpEtag };
  }
  const type = head.httpMetadata?.contentType ?? '';
  if (!images || !RESIZABLE.has(type)) return original(media, key, false);
  const source = await media.get(key);
  if (!source) return null;
  try {
    // scale-down: never wider than the original; white behind transparent PNGs that become JPEG.
    const result = await images.input(source.body).transform({ width, fit: 'scale-down' }).output({ format, quality: QUALITY[format], background: '#ffffff' });
    const bytes = new Uint8Array(await result.response().arrayBuffer());
    const contentType = result.contentType();
    const saved = await media.put(storedKey, bytes, { httpMetadata: { contentType } });
    return { kind: 'variant', body: bytes, contentType, etag: saved.httpEtag };
  } catch (error) {
    // An image the resizer cannot read (a HEIC the local resizer lacks a decoder for, a damaged file) or a passing
    // failure of the service: the original still shows, and the next request tries again.
    console.error(JSON.stringify({ job: 'photo-variant', key, width, format, error: String(error) }));
    return original(media, key, true);
  }
}
