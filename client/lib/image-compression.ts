/** Photos are shrunk in the browser before upload: JPEG on white, bounded size, with the spec's two fallbacks. */

export interface CompressionAttempt {
  maxWidth: number;
  maxHeight: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

/**
 * Tried in order. The second is larger but coarser: it exists for browsers that fail the first (memory on old
 * phones); when both fail (typically a HEIC the browser cannot decode) the original file is sent as it is.
 */
export const COMPRESSION_ATTEMPTS: readonly CompressionAttempt[] = [
  { maxWidth: 1600, maxHeight: 1200, quality: 0.8 },
  { maxWidth: 2000, maxHeight: 1500, quality: 0.6 },
];

export interface Size {
  width: number;
  height: number;
}

/** The largest size within the box that keeps the aspect ratio; never larger than the image itself. */
export function targetSize(width: number, height: number, maxWidth: number, maxHeight: number): Size {
  if (!(width > 0 && height > 0)) throw new RangeError('the image has no size');
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Turns a photo into a JPEG for one attempt; rejects when the browser cannot. Injectable for tests. */
export type Encoder = (photo: Blob, attempt: CompressionAttempt) => Promise<Blob>;

export interface PreparedPhoto {
  blob: Blob;
  /** The Content-Type to send: image/jpeg when compressed, else the original's type. */
  type: string;
  compressed: boolean;
}

export async function compressPhoto(photo: Blob, originalType: string, encode: Encoder = encodeJpeg): Promise<PreparedPhoto> {
  for (const attempt of COMPRESSION_ATTEMPTS) {
    try {
      const blob = await encode(photo, attempt);
      if (blob.size > 0) return { blob, type: 'image/jpeg', compressed: true };
    } catch {
      // Expected for formats the browser cannot decode: the next attempt or the original follows.
    }
  }
  return { blob: photo, type: originalType, compressed: false };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** createImageBitmap first (honours EXIF orientation, off the main thread); <img> for browsers that only decode there. */
async function decode(photo: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Safari decodes some HEIC files in <img> only.
    }
  }
  const url = URL.createObjectURL(photo);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** White first: transparent PNG areas would turn black in a JPEG. */
function paint(context: Context2D | null, decoded: Decoded, size: Size): void {
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded.source, 0, 0, size.width, size.height);
}

async function toJpeg(decoded: Decoded, size: Size, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    paint(canvas.getContext('2d'), decoded, size);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  paint(canvas.getContext('2d'), decoded, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no blob'))), 'image/jpeg', quality));
}

/** The browser encoder: decode, draw scaled on white, encode as JPEG. */
export async function encodeJpeg(photo: Blob, attempt: CompressionAttempt): Promise<Blob> {
  const decoded = await decode(photo);
  try {
    const size = targetSize(decoded.width, decoded.height, attempt.maxWidth, attempt.maxHeight);
    const blob = await toJpeg(decoded, size, attempt.quality);
    // A browser without a JPEG encoder silently answers PNG, which is no compression at all.
    if (blob.type !== 'image/jpeg') throw new Error(`encoder gave ${blob.type}`);
    return blob;
  } finally {
    decoded.release();
  }
}
