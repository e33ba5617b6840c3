/**
 * What an uploaded file is, decided by its bytes and never by its name or declared type: JPEG, PNG, HEIC/HEIF
 * photos and PDF documents, each checked for being complete (a truncated file is refused), with the size limits.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/heic' | 'image/heif';
export type DocumentType = ImageType | 'application/pdf';

/** Photos: the browser compresses to well below this, but the fallback sends the original (spec 001 section 5). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Official documents (registration certificate, inspection report): a scan or a PDF. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Photos per ad (exterior and interior together) and per damage. */
export const MAX_PHOTOS = 40;
export const MAX_DAMAGE_PHOTOS = 5;
/** Documents per ad. */
export const MAX_DOCUMENTS = 6;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function endsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  const offset = bytes.length - signature.length;
  return offset >= 0 && signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/**
 * JPEG: SOI, then marker segments that each fit in the file up to the first scan (SOS), then EOI after that scan
 * near the end (allowing for trailing padding some cameras add). Walking the segments skips an EXIF thumbnail,
 * whose own EOI would otherwise make a file cut off shortly after it look complete.
 */
function completeJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  for (;;) {
    if (bytes[offset] !== 0xff) return false;
    while (bytes[offset] === 0xff) offset += 1; // fill bytes before a marker
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined || marker === 0x00 || marker === 0xd8 || marker === 0xd9) return false;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a length
    if (offset + 2 > bytes.length) return false;
    const length = view.getUint16(offset);
    if (length < 2 || offset + length > bytes.length) return false;
    offset += length;
    if (marker === 0xda) break;
  }
  for (let index = bytes.length - 2; index >= Math.max(offset, bytes.length - 1024); index -= 1) {
    if (bytes[index] === 0xff && bytes[index + 1] === 0xd9) return true;
  }
  return false;
}

/** ISO base media (HEIC/HEIF): an `ftyp` box with a HEIF brand, and top-level boxes that exactly fill the file. */
function completeHeif(bytes: Uint8Array): 'image/heic' | 'image/heif' | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 4);
  if (!HEIF_BRANDS.has(brand)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let boxes = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    let size = view.getUint32(offset);
    if (size === 1) {
      if (offset + 16 > bytes.length) return null;
      size = Number(view.getBigUint64(offset + 8));
    } else if (size === 0) size = bytes.length - offset;
    if (size < 8 || offset + size > bytes.length) return null;
    offset += size;
    boxes += 1;
  }
  // A real image has at least ftyp, meta and mdat.
  return boxes >= 3 ? (brand.startsWith('he') ? 'image/heic' : 'image/heif') : null;
}

/** The photo type of the bytes, or null when they are no complete JPEG, PNG or HEIC/HEIF. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (completeJpeg(bytes)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return endsWith(bytes, PNG_END) ? 'image/png' : null;
  return completeHeif(bytes);
}

/** A PDF: the header at the start and an end-of-file marker in the last kilobyte. */
function completePdf(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 5) !== '%PDF-') return false;
  return ascii(bytes, Math.max(0, bytes.length - 1024), 1024).includes('%%EOF');
}

/** The document type of the bytes (a photo or a PDF), or null. */
export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  return completePdf(bytes) ? 'application/pdf' : sniffImage(bytes);
}

/**
 * Whether sniffed bytes are what the uploader declared. HEIC and HEIF are one container (the brand decides which the
 * sniffer names), so either declaration fits either; everything else must be the same type.
 */
export function matchesDeclaredType(declared: string, actual: DocumentType): boolean {
  const family = (type: string) => (type === 'image/heif' ? 'image/heic' : type);
  return family(declared) === family(actual);
}

/** The file extension stored objects and downloads get for a type. */
export function extensionFor(type: DocumentType): string {
  return { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heif', 'application/pdf': 'pdf' }[type];
}
