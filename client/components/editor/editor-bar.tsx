/** The editor's bottom bar (sticky on phones): back, the save status, next. */
import { useTranslation } from 'react-i18next';
import { nextStep, previousStep } from '../../../domain/ad-editor/steps.ts';
import { useEditor } from './editor-context.tsx';
import type { SaveStatus } from './use-ad-draft.ts';

/** The personal-data form's id: its "next" is the form's submit button. */
export const PERSONAL_DATA_FORM = 'editor-personal-data';

const STATUS_KEYS: Record<SaveStatus, string> = {
  idle: 'editor.status.saved',
  saved: 'editor.status.saved',
  pending: 'editor.status.pending',
  saving: 'editor.status.saving',
  offline: 'editor.status.offline',
  retrying: 'editor.status.retrying',
  invalid: 'editor.status.invalid',
  failed: 'editor.status.failed',
};

export function SaveStatusText({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('editor');
  const warn = status === 'offline' || status === 'retrying' || status === 'invalid' || status === 'failed';
  return (
    <p className={`editor-status${warn ? ' editor-status--warn' : ''}`} role="status">
      <span className="editor-status__dot" aria-hidden="true" />
      {t(STATUS_KEYS[status])}
    </p>
  );
}

export function EditorBar({ onNext, pending }: { onNext: () => void; pending: boolean }) {
  const { t } = useTranslation('editor');
  const { kind, step, goTo, draft } = useEditor();
  const back = previousStep(kind, step);
  const next = nextStep(kind, step);
  return (
    <div className="editor-bar">
      <div className="editor-bar__inner">
        {back ? (
          <button type="button" className="button button--ghost editor-bar__back" onClick={() => goTo(back)}>
            <span aria-hidden="true">‹</span> {t('editor.back')}
          </button>
        ) : (
          <span />
        )}
        <SaveStatusText status={draft.status} />
        {next &&
          (step === 'personal-data' ? (
            <button type="submit" form={PERSONAL_DATA_FORM} className="button button--primary editor-bar__next" disabled={pending} aria-busy={pending || undefined}>
              {t('editor.next')} <span aria-hidden="true">›</span>
            </button>
          ) : (
            <button type="button" className="button button--primary editor-bar__next" onClick={onNext} disabled={pending} aria-busy={pending || undefined}>
              {t('editor.next')} <span aria-hidden="true">›</span>
            </button>
          ))}
      </div>
    </div>
  );
}
