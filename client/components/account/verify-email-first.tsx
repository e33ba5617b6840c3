/** Notice for binding steps (dealer registration) refused until the address is confirmed, with "resend the link". */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';

export function VerifyEmailFirst({ email, message, onVerified }: { email: string; message?: string | undefined; onVerified: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function resend() {
    setState('pending');
    setFailure(null);
    try {
      const answer = await api<{ sent: boolean; verified: boolean }>('/private/customer/resend-verification', { method: 'POST' });
      if (answer.verified) {
        // Confirmed meanwhile (e.g. in another tab): reload the customer instead of sending again.
        onVerified();
        setState('idle');
        return;
      }
      setState('sent');
    } catch (error) {
      setState('idle');
      setFailure(error instanceof ApiRequestError ? error.message : t('errors.internal'));
    }
  }

  return (
    <div className="notice notice--error" role="alert">
      <p>{message ?? t('merchantRegistration.verifyFirst', { email })}</p>
      <div aria-live="polite">
        {state === 'sent' ? (
          <p>{t('account.email.sent', { email })}</p>
        ) : (
          <button type="button" className="button button--ghost" onClick={resend} disabled={state === 'pending'}>
            {t('account.email.resend')}
          </button>
        )}
        {failure && <p>{failure}</p>}
      </div>
    </div>
  );
}
