/**
 * The `srcset`, `sizes` and fallback `src` of a listing photo for each place it is shown. The sizes follow the CSS
 * (base.css container, components.css card grid, catalog.css sidebar, product.css gallery); change them together.
 */
import { type PhotoWidth, photoSrcSet, photoUrl } from '../../domain/photo-variants.ts';

export type PhotoPlace = 'card' | 'gallery' | 'thumbnail' | 'damage' | 'lightbox';

interface Layout {
  /** How wide the photo is drawn, in CSS pixels, by viewport width. */
  sizes: string;
  /** The width `src` names, for the rare browser that ignores srcset. */
  fallback: PhotoWidth;
}

const LAYOUTS: Record<PhotoPlace, Layout> = {
  // Cards fill grid columns of at least 280px in the 1240px container (20px padding): one column on phones, two or
  // three on tablets, at most about 384px wide from 1024px on (beside the catalogue's filter sidebar or four across).
  card: { sizes: '(min-width: 1024px) 384px, (min-width: 600px) 50vw, calc(100vw - 40px)', fallback: 640 },
  // Beside the 360px auction box (32px gap) from 960px on; the whole container width below that.
  gallery: { sizes: '(min-width: 1240px) 808px, (min-width: 960px) calc(100vw - 432px), calc(100vw - 40px)', fallback: 1280 },
  thumbnail: { sizes: '96px', fallback: 320 },
  damage: { sizes: '160px', fallback: 320 },
  lightbox: { sizes: '100vw', fallback: 1920 },
};

export interface PhotoAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The attributes for an <img> of the photo at `path`; a path outside /media/ (no variants) is used as it is. */
export function photoAttributes(path: string, place: PhotoPlace): PhotoAttributes {
  if (!path.startsWith('/media/')) return { src: path };
  const { sizes, fallback } = LAYOUTS[place];
  return { src: photoUrl(path, fallback), srcSet: photoSrcSet(path), sizes };
}
