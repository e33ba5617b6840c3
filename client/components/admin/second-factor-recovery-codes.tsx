/** The ten recovery codes, shown once right after setup, until the operator says they are stored safely. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SecondFactorRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  // The screen replaced the form the operator just submitted: start reading (and tabbing) from its heading.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard access (permissions, older browser): the codes stay on screen to be written down.
    }
  };

  return (
    <section className="console-panel second-factor" aria-labelledby="second-factor-recovery-title">
      <h1 id="second-factor-recovery-title" ref={heading} tabIndex={-1}>
        {t('second-factor.recovery.title')}
      </h1>
      <p>{t('second-factor.recovery.intro')}</p>
      <ul className="second-factor__codes" aria-label={t('second-factor.recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="console-actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('second-factor.recovery.copy')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('second-factor.recovery.stored')}
        </button>
      </div>
      <p role="status" className="second-factor__hint">
        {copied ? t('second-factor.recovery.copied') : ''}
      </p>
    </section>
  );
}
