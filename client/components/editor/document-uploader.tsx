/** The ad's documents: one slot per kind (registration certificate, inspection report), each with upload and list. */
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '../../../domain/uploads.ts';
import { deleteDocument, type DocumentKind, type EditorDocument, type EditorScope, uploadDocument } from '../../lib/editor-media.ts';
import { DOCUMENT_ACCEPT, documentType } from '../../lib/file-types.ts';
import { megabytes } from './photo-uploader.tsx';
import { useUploadFailure } from './upload-errors.ts';
import { UploadRows } from './upload-rows.tsx';
import { type UploadJob, useUploadQueue } from './use-upload-queue.ts';

export interface DocumentUploaderProps {
  productId: number | string;
  scope: EditorScope;
  documents: readonly EditorDocument[];
  onDocumentsChange: (documents: EditorDocument[]) => void;
}

const KINDS: readonly DocumentKind[] = ['registration_certificate', 'inspection_report'];

type Answer = { documents: EditorDocument[] };

function DocumentSlot({ kind, productId, scope, documents, onDocumentsChange }: DocumentUploaderProps & { kind: DocumentKind }) {
  const { t } = useTranslation('editor');
  const failure = useUploadFailure();
  const id = useId();
  const ref = { scope, productId };
  const mine = documents.filter((document) => document.kind === kind);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusIndex = useRef<number | null>(null);
  const capacity = MAX_DOCUMENTS - documents.length;

  const job: UploadJob<Answer> = {
    check(file) {
      if (!documentType(file)) return t('documents.errors.type');
      if (file.size === 0) return t('photos.errors.empty');
      return file.size > MAX_DOCUMENT_BYTES ? t('documents.errors.tooLarge', { max: megabytes(MAX_DOCUMENT_BYTES) }) : null;
    },
    send(file, report, signal) {
      report.stage('uploading');
      const contentType = documentType(file) ?? file.type;
      return uploadDocument(ref, kind, { blob: file, contentType, fileName: file.name, onProgress: report.progress, signal });
    },
    commit: (answer) => onDocumentsChange(answer.documents),
  };
  const full = t('documents.errors.tooMany', { max: MAX_DOCUMENTS });
  const queue = useUploadQueue(job, capacity, full);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('.document-slot__delete');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  }, [documents]);

  async function remove(document: EditorDocument, index: number) {
    setDeleting(document.id);
    setError(null);
    try {
      const answer = await deleteDocument(ref, document.id);
      focusIndex.current = index;
      onDocumentsChange(answer.documents);
    } catch (caught) {
      setError(failure(caught).text);
    } finally {
      setDeleting(null);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    queue.add([...(event.target.files ?? [])]);
    event.target.value = '';
  }

  return (
    <section className="document-slot" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="document-slot__title">
        {t(`documents.kinds.${kind}.title`)}
      </h3>
      <p className="document-slot__text">{t(`documents.kinds.${kind}.text`)}</p>
      {mine.length > 0 ? (
        <ul className="document-slot__list" ref={list}>
          {mine.map((document, index) => (
            <li key={document.id} className="document-slot__item">
              <span className="document-slot__name">{document.fileName}</span>
              <button
                type="button"
                className="button button--ghost media-button document-slot__delete"
                aria-disabled={deleting === document.id || undefined}
                aria-busy={deleting === document.id || undefined}
                onClick={() => deleting === null && void remove(document, index)}
              >
                {deleting === document.id ? t('photos.gallery.deleting') : t('photos.gallery.delete')}
                <span className="visually-hidden"> {document.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="document-slot__none">{t('documents.none')}</p>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className={`dropzone document-slot__zone${capacity <= 0 ? ' dropzone--disabled' : ''}`}>
        <label htmlFor={`${id}-file`} className="dropzone__label">
          <strong>
            {t('documents.choose')}
            <span className="visually-hidden">: {t(`documents.kinds.${kind}.title`)}</span>
          </strong>
          <small id={`${id}-hint`}>{capacity <= 0 ? full : t('documents.types', { max: megabytes(MAX_DOCUMENT_BYTES) })}</small>
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="dropzone__input"
          onChange={onChange}
          disabled={capacity <= 0}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <UploadRows rows={queue.rows} announcement={queue.announcement} onRetry={queue.retry} onCancel={queue.cancel} onDismiss={queue.dismiss} />
    </section>
  );
}

export function DocumentUploader(props: DocumentUploaderProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="document-uploader">
      <p className="field-hint document-uploader__hint">{t('documents.hint', { max: MAX_DOCUMENTS })}</p>
      {KINDS.map((kind) => (
        <DocumentSlot key={kind} kind={kind} {...props} />
      ))}
    </div>
  );
}
