/** The srcset, sizes and fallback src of listing photos per place. */
import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../domain/photo-variants.ts';
import { type PhotoPlace, photoAttributes } from './responsive-photo.ts';

const PLACES: PhotoPlace[] = ['card', 'gallery', 'thumbnail', 'damage', 'lightbox'];

describe('responsive photos', () => {
  it('offers every stored width of a media photo, with a fallback src among them', () => {
    for (const place of PLACES) {
      const attributes = photoAttributes('/media/products/7/i/0123456789abcdef0123456789abcdef', place);
      const candidates = attributes.srcSet?.split(', ') ?? [];
      expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(PHOTO_WIDTHS.map((width) => `${width}w`));
      expect(candidates.map((candidate) => candidate.split(' ')[0])).toContain(attributes.src);
      expect(attributes.sizes, place).toBeTruthy();
    }
  });

  it('asks for small files where the photo is drawn small', () => {
    expect(photoAttributes('/media/products/7/0', 'thumbnail')).toMatchObject({ src: '/media/products/7/0?w=320', sizes: '96px' });
    expect(photoAttributes('/media/products/7/damages/2/0', 'damage')).toMatchObject({ src: '/media/products/7/damages/2/0?w=320', sizes: '160px' });
    expect(photoAttributes('/media/products/7/0', 'card').src).toBe('/media/products/7/0?w=640');
    expect(photoAttributes('/media/products/7/0', 'gallery').src).toBe('/media/products/7/0?w=1280');
  });

  it('ends every sizes list with a width for the smallest screens', () => {
    for (const place of PLACES) {
      const last = photoAttributes('/media/products/7/0', place).sizes?.split(', ').at(-1) ?? '';
      expect(last, place).not.toMatch(/^\(/);
    }
    expect(photoAttributes('/media/products/7/0', 'card').sizes).toMatch(/calc\(100vw - 40px\)$/);
  });

  it('uses any other image path as it is', () => {
    expect(photoAttributes('/hero.svg', 'card')).toEqual({ src: '/hero.svg' });
    expect(photoAttributes('https://example.org/photo.jpg', 'gallery')).toEqual({ src: 'https://example.org/photo.jpg' });
  });
});
