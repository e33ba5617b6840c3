/** Full-screen image viewer (Radix Dialog, loaded on first opening): arrow keys and buttons page through, Escape or the close button leave. */
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { photoAttributes } from '../../lib/responsive-photo.ts';
import type { LightboxProps } from './lightbox.tsx';

export default function LightboxDialog({ images, index, onIndexChange, open, onOpenChange, title }: LightboxProps) {
  const { t } = useTranslation();
  const count = images.length;
  const current = images[index];
  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  // The dialog is opened from plain buttons (no Dialog.Trigger), so it remembers its opener to return focus there.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="lightbox-overlay" />
        <Dialog.Content
          className="lightbox"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          ref={content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Focus the viewer itself (arrow keys work at once) rather than ringing the first button.
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Dialog.Title className="lightbox__title">
            {title}
            <span className="lightbox__counter">{t('product.gallery.counter', { current: index + 1, total: count })}</span>
          </Dialog.Title>
          {current && (
            <img className="lightbox__image" {...photoAttributes(current.value, 'lightbox')} alt={t('product.gallery.imageAlt', { title, number: index + 1 })} decoding="async" />
          )}
          {count > 1 && (
            <>
              <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => step(-1)} aria-label={t('product.gallery.previous')}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => step(1)} aria-label={t('product.gallery.next')}>
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
          <Dialog.Close className="lightbox__close" aria-label={t('product.gallery.close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
