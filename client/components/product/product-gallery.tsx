/** The listing's photos: a large image with previous/next, thumbnails, and the full-screen viewer on click. */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '../../../domain/product.ts';
import { photoAttributes } from '../../lib/responsive-photo.ts';
import { Lightbox } from './lightbox.tsx';

export function ProductGallery({ images, title, overlay }: { images: GalleryItem[]; title: string; overlay?: ReactNode }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[index];
  const count = images.length;

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery__main">
          <p>{t('product.gallery.empty')}</p>
          {overlay}
        </div>
      </div>
    );
  }

  return (
    <div className="gallery">
      <div className="gallery__main">
        <button type="button" className="gallery__open" onClick={() => setOpen(true)} aria-label={t('product.gallery.open', { number: index + 1 })}>
          {/* The first photo is the page's largest paint: fetched first, never lazily; the others replace it on demand. */}
          <img
            {...photoAttributes(current.value, 'gallery')}
            alt={t('product.gallery.imageAlt', { title, number: index + 1 })}
            width={1200}
            height={800}
            decoding="async"
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </button>
        {count > 1 && (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => setIndex((index - 1 + count) % count)} aria-label={t('product.gallery.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => setIndex((index + 1) % count)} aria-label={t('product.gallery.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <span className="gallery__count" aria-hidden="true">
          {t('product.gallery.counter', { current: index + 1, total: count })}
        </span>
        {overlay}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.gallery.thumbnails')}>
          {images.map((image, position) => (
            <li key={image.position}>
              <button
                type="button"
                className={`gallery__thumb${position === index ? ' gallery__thumb--active' : ''}`}
                onClick={() => setIndex(position)}
                aria-label={t('product.gallery.show', { number: position + 1 })}
                aria-current={position === index}
              >
                <img {...photoAttributes(image.value, 'thumbnail')} alt="" width={120} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox images={images} index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} title={title} />
    </div>
  );
}
