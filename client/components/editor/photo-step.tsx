/** One photo step of the ad editor (exterior or interior): hints, uploader and the sortable gallery of the section. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDED_PHOTOS } from '../../../domain/ad-editor/readiness.ts';
import type { PhotoSection } from '../../../domain/product.ts';
import { MAX_PHOTOS } from '../../../domain/uploads.ts';
import { coverPhotoId, deletePhoto, type EditorPhoto, type EditorScope, reorderPhotos, sectionPhotos, uploadPhoto, withOrder } from '../../lib/editor-media.ts';
import { PhotoUploader } from './photo-uploader.tsx';
import { SortablePhotos } from './sortable-photos.tsx';
import { useUploadFailure } from './upload-errors.ts';

export interface PhotoStepProps {
  productId: number | string;
  scope: EditorScope;
  section: PhotoSection;
  /** The whole gallery (both sections), as the endpoints answer it. */
  gallery: readonly EditorPhoto[];
  onGalleryChange: (gallery: EditorPhoto[]) => void;
}

export function PhotoStep({ productId, scope, section, gallery, onGalleryChange }: PhotoStepProps) {
  const { t } = useTranslation('editor');
  const failure = useUploadFailure();
  const ref = { scope, productId };
  const photos = sectionPhotos(gallery, section);
  const recommended = RECOMMENDED_PHOTOS[section];
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  // Moves can follow each other faster than the server answers: only the latest answer (or refusal) counts.
  const reorderCount = useRef(0);
  const latest = useRef(gallery);
  latest.current = gallery;

  async function reorder(order: string[]) {
    const before = latest.current;
    const request = (reorderCount.current += 1);
    const shown = withOrder(before, section, order);
    latest.current = shown;
    onGalleryChange(shown);
    setError(null);
    try {
      const answer = await reorderPhotos(ref, section, order);
      if (request === reorderCount.current) onGalleryChange(answer.gallery);
    } catch (caught) {
      if (request !== reorderCount.current) return;
      onGalleryChange([...before]);
      setError(failure(caught).text);
    }
  }

  async function remove(photo: EditorPhoto) {
    setDeleting((current) => new Set(current).add(photo.id));
    setError(null);
    try {
      onGalleryChange((await deletePhoto(ref, photo.id)).gallery);
    } catch (caught) {
      setError(failure(caught).text);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(photo.id);
        return next;
      });
    }
  }

  return (
    <div className="photo-step">
      <p className={`photo-step__recommend${photos.length >= recommended ? ' photo-step__recommend--met' : ''}`}>
        {t(`photos.recommend.${section}`, { recommended, count: photos.length })}
      </p>
      <p className="notice photo-step__privacy">{t('photos.privacyWarning')}</p>
      <PhotoUploader
        label={t(`photos.upload.choose.${section}`)}
        capacity={MAX_PHOTOS - gallery.length}
        fullText={t('photos.errors.tooMany', { max: MAX_PHOTOS })}
        send={(body) => uploadPhoto(ref, section, body)}
        urlsOf={(answer) => (answer.image ? [answer.image.value] : [])}
        commit={(answer) => onGalleryChange(answer.gallery)}
      />
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <SortablePhotos
        photos={photos}
        coverId={coverPhotoId(gallery)}
        label={t(`photos.sections.${section}`)}
        onReorder={(order) => void reorder(order)}
        onDelete={(photo) => void remove(photo)}
        deleting={deleting}
      />
    </div>
  );
}
