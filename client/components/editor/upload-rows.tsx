/** One row per file being uploaded: name, stage, a <progress> and the retry, cancel or dismiss buttons. */
import { useTranslation } from 'react-i18next';
import type { UploadRow } from './use-upload-queue.ts';

export interface UploadRowsProps {
  rows: readonly UploadRow[];
  /** Announced politely: finished and failed files (the percentages themselves would be noise). */
  announcement: string;
  onRetry: (key: string) => void;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}

function Status({ row }: { row: UploadRow }) {
  const { t } = useTranslation('editor');
  switch (row.stage) {
    case 'waiting':
      return t('photos.upload.waiting');
    case 'compressing':
      return t('photos.upload.compressing');
    case 'uploading':
      return t('photos.upload.uploading', { percent: Math.round(row.progress * 100) });
    case 'checking':
      return t('photos.upload.checking');
    case 'done':
      return t('photos.upload.done');
    case 'failed':
      return row.failure?.text ?? t('photos.errors.failed');
  }
}

function Row({ row, onRetry, onCancel, onDismiss }: { row: UploadRow } & Omit<UploadRowsProps, 'rows' | 'announcement'>) {
  const { t } = useTranslation('editor');
  const active = row.stage !== 'done' && row.stage !== 'failed';
  // The file name after the visible word keeps each button's name unique and still starting with what is seen.
  const forFile = <span className="visually-hidden"> {row.name}</span>;
  return (
    <li className={`upload-row upload-row--${row.stage}`}>
      <span className="upload-row__name">{row.name}</span>
      <span className="upload-row__status">
        <Status row={row} />
      </span>
      {row.stage !== 'failed' && (
        <progress
          className="upload-row__progress"
          aria-label={t('photos.upload.progressLabel', { name: row.name })}
          max={1}
          value={row.stage === 'uploading' ? row.progress : row.stage === 'done' ? 1 : undefined}
        />
      )}
      <span className="upload-row__actions">
        {active && (
          <button type="button" className="button button--ghost media-button" onClick={() => onCancel(row.key)}>
            {t('photos.upload.cancel')}
            {forFile}
          </button>
        )}
        {row.stage === 'failed' && row.failure?.retryable && (
          <button type="button" className="button button--primary media-button" onClick={() => onRetry(row.key)}>
            {t('photos.upload.retry')}
            {forFile}
          </button>
        )}
        {row.stage === 'failed' && (
          <button type="button" className="button button--ghost media-button" onClick={() => onDismiss(row.key)}>
            {t('photos.upload.dismiss')}
            {forFile}
          </button>
        )}
      </span>
    </li>
  );
}

export function UploadRows({ rows, announcement, ...actions }: UploadRowsProps) {
  return (
    <>
      {rows.length > 0 && (
        <ul className="upload-rows">
          {rows.map((row) => (
            <Row key={row.key} row={row} {...actions} />
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
