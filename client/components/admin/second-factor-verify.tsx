/** The code check of a new sign-in: a current authenticator code, or (after a toggle) a one-time recovery code. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { refusalText, SecondFactorCodeField } from './second-factor-code-field.tsx';

export function SecondFactorVerify({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('admin');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = useRecovery ? { recoveryCode: value.trim() } : { code: value.replace(/\s+/g, '') };
      await api('/private/operator/second-factor/verify', { method: 'POST', json: body });
      onVerified();
    } catch (refused) {
      setError(refusalText(refused, t('console.loadFailed')));
      setValue('');
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    setUseRecovery(!useRecovery);
    setValue('');
    setError(null);
  };

  return (
    <section className="console-panel second-factor" aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">{t('second-factor.title')}</h1>
      <p>{t('second-factor.intro')}</p>
      <form className="console-form" onSubmit={(event) => void submit(event)} noValidate>
        {!useRecovery && <p>{t('second-factor.verify.intro')}</p>}
        <SecondFactorCodeField
          key={useRecovery ? 'recovery' : 'code'}
          id={useRecovery ? 'second-factor-recovery' : 'second-factor-code'}
          kind={useRecovery ? 'recovery' : 'code'}
          value={value}
          onChange={setValue}
          error={error}
          autoFocus
        />
        <div className="console-actions">
          <button type="submit" className="button button--primary" disabled={busy || value.trim() === ''}>
            {busy ? t('second-factor.verify.checking') : t('second-factor.verify.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={toggle}>
            {useRecovery ? t('second-factor.verify.useCode') : t('second-factor.verify.useRecovery')}
          </button>
        </div>
      </form>
      <p className="second-factor__hint">{t('second-factor.noReset')}</p>
    </section>
  );
}
