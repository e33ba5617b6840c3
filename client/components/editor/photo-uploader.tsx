/** Photo upload: file input and drop zone for several files, each compressed, sent with progress and checked. */
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES } from '../../../domain/uploads.ts';
import type { UploadBody } from '../../lib/editor-media.ts';
import { PHOTO_ACCEPT, photoType } from '../../lib/file-types.ts';
import { compressPhoto } from '../../lib/image-compression.ts';
import { waitUntilAvailable } from '../../lib/upload.ts';
import { UploadRefusal } from './upload-errors.ts';
import { UploadRows } from './upload-rows.tsx';
import { type UploadJob, useUploadQueue } from './use-upload-queue.ts';

export interface PhotoUploaderProps<T> {
  /** Sends one prepared photo to its endpoint (gallery section or damage). */
  send: (body: UploadBody) => Promise<T>;
  /** The URLs of the answer that must be readable before the photo counts as uploaded. */
  urlsOf: (answer: T) => string[];
  /** Hands the answer to the page once its photos are readable. */
  commit: (answer: T) => void;
  /** How many more photos the server takes here. */
  capacity: number;
  /** Shown (and given to refused files) when the limit is reached, e.g. "At most 40 photos per ad". */
  fullText: string;
  /** The drop zone's title, e.g. "Add exterior photos". */
  label: string;
  /** Read after the label but not shown, where several uploaders share a page (e.g. the damage's name). */
  labelSuffix?: string | undefined;
}

/** Limits are shown in whole megabytes; the texts carry the unit. */
export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A compressed photo is a JPEG whatever it was before, and its name says so. */
function uploadName(name: string, compressed: boolean): string {
  if (!compressed) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

export function PhotoUploader<T>({ send, urlsOf, commit, capacity, fullText, label, labelSuffix }: PhotoUploaderProps<T>) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [over, setOver] = useState(false);

  const job: UploadJob<T> = {
    check: (file) => (photoType(file) ? (file.size === 0 ? t('photos.errors.empty') : null) : t('photos.errors.type')),
    async send(file, report, signal) {
      report.stage('compressing');
      const prepared = await compressPhoto(file, photoType(file) ?? file.type);
      // The original is sent when compression fails, so only the final bytes tell whether the server takes them.
      if (prepared.blob.size > MAX_IMAGE_BYTES) throw new UploadRefusal(t('photos.errors.tooLarge', { max: megabytes(MAX_IMAGE_BYTES) }));
      report.stage('uploading');
      return send({ blob: prepared.blob, contentType: prepared.type, fileName: uploadName(file.name, prepared.compressed), onProgress: report.progress, signal });
    },
    async verify(answer, report, signal) {
      report.stage('checking');
      for (const url of urlsOf(answer)) {
        if (!(await waitUntilAvailable(url, { signal }))) throw new UploadRefusal(t('photos.errors.notAvailable'), true);
      }
    },
    commit,
  };
  const queue = useUploadQueue(job, capacity, fullText);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    queue.add([...(event.target.files ?? [])]);
    // Cleared so that choosing the same file again (after a failure) fires change again.
    event.target.value = '';
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (capacity > 0) queue.add([...event.dataTransfer.files]);
  }

  const full = capacity <= 0;
  return (
    <div className="photo-uploader">
      <div
        className={`dropzone photo-uploader__zone${over ? ' dropzone--over' : ''}${full ? ' dropzone--disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(!full);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span className="dropzone__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width={32} height={32} focusable="false">
            <path d="M4 7h3l2-3h6l2 3h3v13H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </span>
        <label htmlFor={id} className="dropzone__label">
          <strong>
            {label}
            {labelSuffix && <span className="visually-hidden">: {labelSuffix}</span>}
          </strong>
          <small id={`${id}-hint`}>{full ? fullText : t('photos.upload.types', { max: megabytes(MAX_IMAGE_BYTES) })}</small>
        </label>
        <input id={id} type="file" multiple accept={PHOTO_ACCEPT} className="dropzone__input" onChange={onChange} disabled={full} aria-describedby={`${id}-hint`} />
      </div>
      <UploadRows rows={queue.rows} announcement={queue.announcement} onRetry={queue.retry} onCancel={queue.cancel} onDismiss={queue.dismiss} />
    </div>
  );
}
