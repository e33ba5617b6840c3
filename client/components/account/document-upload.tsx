/** Dealer registration, step 2: the trade registration document (PDF or photo, at most 10 MB), sent as the raw body. */
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../domain/format.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useErrorText } from '../forms/text-field.tsx';
import { Icon } from './icons.tsx';

/** The API's ceiling (MAX_DOCUMENT_BYTES), checked here too so nobody waits for a refused upload. */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif';

/** Some browsers leave File.type empty for HEIC photos, so the extension decides then. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heif',
};

function documentType(file: File): string | null {
  if (ACCEPT.split(',').includes(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

const fileSize = (bytes: number) => `${formatInteger(Math.max(1, Math.ceil(bytes / 1024)))}\u00a0KB`;

export function DocumentUpload({ hasDocument, onBack, onUploaded }: { hasDocument: boolean; onBack: () => void; onUploaded: () => Promise<void> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function check(chosen: File): string | null {
    if (!documentType(chosen)) return t('validation.image_or_pdf');
    if (chosen.size === 0) return t('validation.file');
    if (chosen.size > MAX_BYTES) return t('merchantRegistration.document.tooLarge');
    return null;
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setError(chosen ? check(chosen) : null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      if (hasDocument) {
        await finish();
        return;
      }
      setError(t('validation.file'));
      return;
    }
    const problem = check(file);
    const type = documentType(file);
    if (problem || !type) {
      setError(problem ?? t('validation.image_or_pdf'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await api('/private/merchant/trade-registration', { method: 'PUT', body: file, headers: { 'Content-Type': type } });
      await onUploaded();
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? (errorText(caught.fields.document) ?? caught.message) : t('errors.internal'));
    } finally {
      setPending(false);
    }
  }

  async function finish() {
    setPending(true);
    try {
      await onUploaded();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="panel__form">
      <div className={`dropzone${error ? ' dropzone--invalid' : ''}${file && !error ? ' dropzone--ready' : ''}`}>
        <span className="dropzone__icon">
          <Icon name="document" size={32} />
        </span>
        <label htmlFor={id} className="dropzone__label">
          <strong>{file ? file.name : t('merchantRegistration.document.choose')}</strong>
          <small>{file ? fileSize(file.size) : t('merchantRegistration.document.types')}</small>
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          className="dropzone__input"
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint">
          {hasDocument ? t('merchantRegistration.document.existing') : t('merchantRegistration.document.hint')}
        </p>
      )}
      <div className="panel__actions panel__actions--split">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={pending}>
          {t('merchantRegistration.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('merchantRegistration.document.uploading') : file || !hasDocument ? t('merchantRegistration.document.submit') : t('merchantRegistration.document.keep')}
        </button>
      </div>
    </form>
  );
}
