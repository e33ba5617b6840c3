/**
 * Listing photos in several widths and formats: the widths the storefront asks for, the format an Accept header
 * allows, the R2 key a derived variant is kept under, and the `srcset` that offers the widths to the browser.
 */

/** The widths the storefront asks for (thumbnails and phone cards, cards and detail, detail on large screens, full screen). */
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export function isPhotoWidth(value: number): value is PhotoWidth {
  return (PHOTO_WIDTHS as readonly number[]).includes(value);
}

/** Formats a variant is made in, best first; JPEG is what every browser shows. */
export const VARIANT_FORMATS = ['image/avif', 'image/webp', 'image/jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const EXTENSIONS: Record<VariantFormat, string> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** The media types an Accept header allows explicitly (q > 0), lower-cased; wildcards do not count. */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    types.add(type);
  }
  return types;
}

/**
 * The best format the browser names in its Accept header. Only an explicit mention counts: `image/*` and `*\/*` are
 * sent by browsers that cannot decode AVIF or WebP too, so they get JPEG.
 */
export function variantFormat(accept: string | null | undefined): VariantFormat {
  const types = accepted(accept ?? '');
  return VARIANT_FORMATS.find((format) => format === 'image/jpeg' || types.has(format)) ?? 'image/jpeg';
}

/**
 * Where a variant of a stored photo is kept: next to the original, under a name no photo key can have (keys end in
 * digits or hex, the variant's in `@<width>.<ext>`), so a variant is never served as a photo of its own.
 */
export function variantKey(objectKey: string, width: PhotoWidth, format: VariantFormat): string {
  return `${objectKey}@${width}.${EXTENSIONS[format]}`;
}

/** Every key a photo's variants can have: deleted together with the photo. */
export function allVariantKeys(objectKey: string): string[] {
  return PHOTO_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantKey(objectKey, width, format)));
}

/** The URL of a photo (a `/media/...` path) in one width. */
export function photoUrl(path: string, width: PhotoWidth): string {
  return `${path}${path.includes('?') ? '&' : '?'}w=${width}`;
}

/** A `srcset` offering the photo in the given widths (all by default), each with its width descriptor. */
export function photoSrcSet(path: string, widths: readonly PhotoWidth[] = PHOTO_WIDTHS): string {
  return widths.map((width) => `${photoUrl(path, width)} ${width}w`).join(', ');
}
