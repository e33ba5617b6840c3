/**
 * The operator's actions on one customer: deactivate (with an inline reason form), reactivate, resend the verification
 * mail and clear the sign-in delays. Each confirms what happened; a 409 (another operator acted) reloads the customer.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { CustomerDetail } from './customer-types.ts';

type Action = 'deactivate' | 'reactivate' | 'resend-verification' | 'clear-sign-in-delays';

interface Props {
  customer: CustomerDetail;
  /** The signed-in operator (who cannot deactivate themselves). */
  selfId: number | null;
  reload: () => Promise<unknown>;
}

export function CustomerActions({ customer, selfId, reload }: Props) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const { flags } = customer;

  const run = async (action: Action, body?: unknown) => {
    setBusy(true);
    setMessage(null);
    try {
      await api(`/admin/api/customers/${customer.customerId}/${action}`, { method: 'POST', ...(body === undefined ? {} : { json: body }) });
      setMessage({ kind: 'done', text: t(`customers.actions.done.${action}`) });
      setReasonOpen(false);
      setReason('');
    } catch (error) {
      const text = error instanceof ApiRequestError && error.status === 409 ? t('console.conflict') : error instanceof Error ? error.message : t('console.loadFailed');
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    void run('deactivate', { reason: reason.trim() });
  };

  return (
    <section className="console-panel" aria-labelledby="customer-actions">
      <h2 id="customer-actions">{t('customers.actions.heading')}</h2>
      <div className="console-actions">
        {flags.deactivatedAt === null && customer.customerId !== selfId && (
          <button type="button" className="button button--danger" disabled={busy} aria-expanded={reasonOpen} aria-controls="customer-deactivate-form" onClick={() => setReasonOpen(!reasonOpen)}>
            {t('customers.actions.deactivate')}
          </button>
        )}
        {flags.deactivatedAt !== null && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('reactivate')}>
            {t('customers.actions.reactivate')}
          </button>
        )}
        {!flags.emailVerified && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void run('resend-verification')}>
            {t('customers.actions.resendVerification')}
          </button>
        )}
        {flags.signInDelayedUntil && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void run('clear-sign-in-delays')}>
            {t('customers.actions.clearSignInDelays')}
          </button>
        )}
      </div>
      {customer.customerId === selfId && <p className="customers-sub">{t('customers.actions.notSelf')}</p>}
      {reasonOpen && (
        <form id="customer-deactivate-form" className="console-form customers-reason" onSubmit={submitReason}>
          <label>
            {t('console.reason')}
            <textarea value={reason} required maxLength={1000} onChange={(event) => setReason(event.target.value)} aria-describedby="customer-deactivate-hint" />
          </label>
          <p id="customer-deactivate-hint" className="customers-sub">
            {t('customers.actions.deactivateHint')}
          </p>
          <div className="console-actions">
            <button type="submit" className="button button--danger" disabled={busy || reason.trim() === ''}>
              {t('customers.actions.confirmDeactivate')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setReasonOpen(false)}>
              {t('console.cancel')}
            </button>
          </div>
        </form>
      )}
      {message && (
        <p className={message.kind === 'done' ? 'console-notice console-notice--info' : 'console-notice'} role={message.kind === 'done' ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
