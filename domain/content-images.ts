/**
 * Images operators upload for editorial content (landing pages, articles, blog): JPEG, PNG or WebP, decided by the
 * bytes (never by the name or the declared type), at most 5 MB, stored under `content/` and served at
 * `/content-images/`. HEIC is left out on purpose: browsers do not display it inline.
 */
import { sniffImage } from './uploads.ts';

export type ContentImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export const CONTENT_IMAGE_TYPES: readonly ContentImageType[] = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_CONTENT_IMAGE_BYTES = 5 * 1024 * 1024;

/** The public path prefix of content images; worker/lib/markdown.ts allows images from it. */
export const CONTENT_IMAGE_PATH = '/content-images/';

const EXTENSIONS: Record<ContentImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPES_BY_EXTENSION: Record<string, ContentImageType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The file name part of a stored key: 32 hex characters and the extension of its type. */
export const CONTENT_IMAGE_FILE = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;
/** A stored key, as landing pages reference their hero image. */
export const CONTENT_IMAGE_KEY = /^content\/[0-9a-f]{32}\.(?:jpg|png|webp)$/;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** WebP: a RIFF container of type WEBP whose declared size fits the file, holding a VP8, VP8L or VP8X chunk. */
function completeWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  // The RIFF size counts everything after its own field; a shorter file is truncated.
  if (riffSize < 12 || riffSize + 8 > bytes.length) return false;
  return ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4));
}

/** The content image type of the bytes, or null when they are no complete JPEG, PNG or WebP. */
export function sniffContentImage(bytes: Uint8Array): ContentImageType | null {
  if (completeWebp(bytes)) return 'image/webp';
  const type = sniffImage(bytes);
  return type === 'image/jpeg' || type === 'image/png' ? type : null;
}

export function contentImageExtension(type: ContentImageType): string {
  return EXTENSIONS[type];
}

/** The stored key of a public file name, with its type; null for anything that cannot be a content image. */
export function contentImageKeyOf(file: string): { key: string; type: ContentImageType } | null {
  if (!CONTENT_IMAGE_FILE.test(file)) return null;
  const type = TYPES_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1)];
  return type ? { key: `content/${file}`, type } : null;
}

/** The public URL path of a stored key (`content/x.png` → `/content-images/x.png`). */
export function contentImageUrl(key: string): string {
  return CONTENT_IMAGE_PATH + key.slice('content/'.length);
}
