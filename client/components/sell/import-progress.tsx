/** The running import: an indeterminate bar (it takes about 30 s and the provider reports no progress) and a cancel button. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function ImportProgress({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('editor');
  const cancel = useRef<HTMLButtonElement>(null);
  // The form that started the import is gone; focus goes to the one thing left to do here.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="funnel-card import-progress">
      <p className="import-progress__text" aria-hidden="true">
        {t('funnel.import.progress')}
      </p>
      <div className="import-progress__bar" role="progressbar" aria-label={t('funnel.import.progressLabel')}>
        <span className="import-progress__fill" />
      </div>
      <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel}>
        {t('funnel.import.cancel')}
      </button>
    </div>
  );
}
