/** Photo widths, format negotiation, variant keys and srcset. */
import { describe, expect, it } from 'vitest';
import { allVariantKeys, isPhotoWidth, PHOTO_WIDTHS, photoSrcSet, photoUrl, variantFormat, variantKey } from './photo-variants.ts';

describe('photo variants', () => {
  it('accepts only the storefront widths', () => {
    for (const width of PHOTO_WIDTHS) expect(isPhotoWidth(width)).toBe(true);
    for (const width of [0, 319, 321, 1000, 1921, 99999, Number.NaN, 640.5]) expect(isPhotoWidth(width), String(width)).toBe(false);
  });

  it('picks the best format the browser names, JPEG for anything else', () => {
    // Chromium's and Firefox's image Accept headers.
    expect(variantFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('image/avif');
    expect(variantFormat('image/webp,*/*')).toBe('image/webp');
    expect(variantFormat('IMAGE/WEBP ; q=0.9, image/png')).toBe('image/webp');
    // Wildcards are sent by browsers that decode neither.
    expect(variantFormat('image/*,*/*;q=0.8')).toBe('image/jpeg');
    expect(variantFormat('*/*')).toBe('image/jpeg');
    expect(variantFormat('')).toBe('image/jpeg');
    expect(variantFormat(null)).toBe('image/jpeg');
    expect(variantFormat(undefined)).toBe('image/jpeg');
  });

  it('honours a refusal by q=0', () => {
    expect(variantFormat('image/avif;q=0, image/webp')).toBe('image/webp');
    expect(variantFormat('image/avif;q=0.0,image/webp;q=0')).toBe('image/jpeg');
    expect(variantFormat('image/avif;q=nonsense')).toBe('image/jpeg');
  });

  it('keeps variants next to the photo under names no photo key can have', () => {
    expect(variantKey('products/12/i/0123456789abcdef0123456789abcdef', 640, 'image/webp')).toBe('products/12/i/0123456789abcdef0123456789abcdef@640.webp');
    expect(variantKey('products/12/damages/3/0', 320, 'image/jpeg')).toBe('products/12/damages/3/0@320.jpg');
    const keys = allVariantKeys('products/12/0');
    expect(keys).toHaveLength(PHOTO_WIDTHS.length * 3);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('products/12/0@1920.avif');
    expect(keys.every((key) => key.startsWith('products/12/0@'))).toBe(true);
  });

  it('builds URLs and a srcset with width descriptors', () => {
    expect(photoUrl('/media/products/1/0', 640)).toBe('/media/products/1/0?w=640');
    expect(photoUrl('/media/products/1/0?v=2', 320)).toBe('/media/products/1/0?v=2&w=320');
    expect(photoSrcSet('/media/products/1/0')).toBe(
      '/media/products/1/0?w=320 320w, /media/products/1/0?w=640 640w, /media/products/1/0?w=1280 1280w, /media/products/1/0?w=1920 1920w',
    );
    expect(photoSrcSet('/media/products/1/0', [320, 640])).toBe('/media/products/1/0?w=320 320w, /media/products/1/0?w=640 640w');
  });
});
