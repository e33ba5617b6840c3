/** Gallery helpers of the editor: section order, the cover photo, local reordering, and the upload URLs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverPhotoId, deletePhoto, type EditorPhoto, reorderPhotos, sectionPhotos, withOrder } from './editor-media.ts';

const photo = (id: string, section: EditorPhoto['section'], position: number): EditorPhoto => ({ id, section, position, value: `/media/${id}.jpg` });
const gallery = [photo('i1', 'interior', 0), photo('e2', 'exterior', 1), photo('e1', 'exterior', 0), photo('i2', 'interior', 1)];

describe('gallery helpers', () => {
  it('lists a section by position', () => {
    expect(sectionPhotos(gallery, 'exterior').map((item) => item.id)).toEqual(['e1', 'e2']);
    expect(sectionPhotos(gallery, 'interior').map((item) => item.id)).toEqual(['i1', 'i2']);
  });

  it('takes the first exterior photo as the cover, else the first interior one', () => {
    expect(coverPhotoId(gallery)).toBe('e1');
    expect(coverPhotoId(gallery.filter((item) => item.section === 'interior'))).toBe('i1');
    expect(coverPhotoId([])).toBeNull();
  });

  it('reorders one section locally and leaves the other alone', () => {
    const moved = withOrder(gallery, 'exterior', ['e2', 'e1']);
    expect(sectionPhotos(moved, 'exterior').map((item) => item.id)).toEqual(['e2', 'e1']);
    expect(sectionPhotos(moved, 'interior')).toEqual(sectionPhotos(gallery, 'interior'));
  });
});

describe('endpoints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes and reorders through api() with the CSRF header', async () => {
    const calls: { url: string; method: string; csrf: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === '/public/auth/csrf-token') return Response.json({ csrfToken: 'token' });
      const headers = new Headers(init.headers);
      calls.push({ url, method: init.method ?? 'GET', csrf: headers.get('X-CSRF-Token'), body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      return Response.json({ gallery: [] });
    });
    await deletePhoto({ scope: 'public', productId: 7 }, 'a b');
    await reorderPhotos({ scope: 'private', productId: 7 }, 'interior', ['x', 'y']);
    expect(calls).toEqual([
      { url: '/public/product/7/images/a%20b', method: 'DELETE', csrf: 'token', body: null },
      { url: '/private/product/7/gallery', method: 'PUT', csrf: 'token', body: { section: 'interior', order: ['x', 'y'] } },
    ]);
  });
});
