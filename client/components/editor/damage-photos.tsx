/** The photos of one damage: thumbnails, deletion after a confirmation, and the uploader (at most MAX_DAMAGE_PHOTOS). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DAMAGE_PHOTOS } from '../../../domain/uploads.ts';
import { deleteDamagePhoto, type DamagePhoto, type EditorDamage, type EditorScope, uploadDamagePhoto } from '../../lib/editor-media.ts';
import { ConfirmDialog } from '../auction/confirm-dialog.tsx';
import { PhotoUploader } from './photo-uploader.tsx';
import { useUploadFailure } from './upload-errors.ts';

export interface DamagePhotosProps {
  productId: number | string;
  scope: EditorScope;
  damage: EditorDamage;
  onDamageChange: (damage: EditorDamage) => void;
  /** How the page names this damage (e.g. "Damage 2"), so that each damage's controls have names of their own. */
  title?: string;
}

/** The upload answer with the photos the damage had when the upload started: the new ones are those to check. */
interface Sent {
  damage: EditorDamage;
  known: ReadonlySet<string>;
}

export function DamagePhotos({ productId, scope, damage, onDamageChange, title }: DamagePhotosProps) {
  const { t } = useTranslation('editor');
  const failure = useUploadFailure();
  const ref = { scope, productId };
  const images = [...damage.images].sort((a, b) => a.position - b.position);
  const [confirming, setConfirming] = useState<DamagePhoto | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const latest = useRef(damage);
  latest.current = damage;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    // After the dialog's own focus return (its button is gone), which Radix runs in a timeout of its own.
    const timer = setTimeout(() => {
      const buttons = list.current?.querySelectorAll<HTMLElement>('.damage-photos__delete');
      const next = buttons?.[Math.min(index, buttons.length - 1)] ?? zone.current?.querySelector<HTMLElement>('input');
      next?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [damage.images]);

  async function confirmDelete() {
    if (!confirming) return;
    setPending(true);
    setError(null);
    try {
      const answer = await deleteDamagePhoto(ref, damage.id, confirming.id);
      focusIndex.current = images.findIndex((image) => image.id === confirming.id);
      setConfirming(null);
      onDamageChange(answer.damage);
    } catch (caught) {
      setError(failure(caught).text);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="damage-photos">
      {images.length > 0 && (
        <ul className="damage-photos__list" ref={list} aria-label={title ? `${t('photos.damage.listLabel')}: ${title}` : t('photos.damage.listLabel')}>
          {images.map((image, index) => (
            <li key={image.id} className="damage-photos__item">
              <img src={image.value} alt={t('photos.damage.photoAlt', { number: index + 1 })} width={160} height={120} loading="lazy" decoding="async" />
              <button
                type="button"
                className="button button--ghost media-button damage-photos__delete"
                onClick={() => {
                  setError(null);
                  setConfirming(image);
                }}
              >
                {t('photos.gallery.delete')}
                <span className="visually-hidden"> {t('photos.gallery.whichPhoto', { number: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={zone}>
        <PhotoUploader<Sent>
          label={t('photos.damage.choose')}
          labelSuffix={title}
          capacity={MAX_DAMAGE_PHOTOS - damage.images.length}
          fullText={t('photos.damage.tooMany', { max: MAX_DAMAGE_PHOTOS })}
          send={async (body) => {
            const known = new Set(latest.current.images.map((image) => image.id));
            return { damage: (await uploadDamagePhoto(ref, damage.id, body)).damage, known };
          }}
          // The answer does not say which photo is new; two uploads running at once may both check both, which is harmless.
          urlsOf={({ damage: answer, known }) => answer.images.filter((image) => !known.has(image.id)).map((image) => image.value)}
          commit={({ damage: answer }) => onDamageChange(answer)}
        />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('photos.damage.confirmTitle')}
        text={
          <>
            <p>{t('photos.damage.confirmText')}</p>
            {confirming && <img className="damage-photos__confirm-image" src={confirming.value} alt="" width={160} height={120} />}
          </>
        }
        confirmLabel={t('photos.damage.confirmDelete')}
        onConfirm={() => void confirmDelete()}
        pending={pending}
        error={error}
        danger
      />
    </div>
  );
}
