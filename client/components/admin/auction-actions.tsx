/**
 * The operator's hold on an open auction: pause and cancel (each with an inline reason form; the reason is mailed to
 * the seller and the bidders) and resume. A 409 (another operator acted first, or the auction ended) reloads it.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import { OPEN_STATUSES, type AuctionDetail } from './auction-types.ts';

type Action = 'pause' | 'resume' | 'cancel';

export function AuctionActions({ detail, reload }: { detail: AuctionDetail; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const { auction } = detail;
  const [form, setForm] = useState<'pause' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const open = OPEN_STATUSES.includes(auction.status);

  const run = async (action: Action, body?: { reason: string }) => {
    setBusy(true);
    setMessage(null);
    try {
      await api(`/admin/api/auctions/${auction.auctionId}/${action}`, { method: 'POST', ...(body ? { json: body } : {}) });
      setMessage({ kind: 'done', text: t(`auctions.actions.done.${action}`) });
      setForm(null);
      setReason('');
    } catch (error) {
      const text = error instanceof ApiRequestError && error.status === 409 ? t('console.conflict') : error instanceof Error ? error.message : t('console.loadFailed');
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form) void run(form, { reason: reason.trim() });
  };

  const toggle = (which: 'pause' | 'cancel') => {
    setForm(form === which ? null : which);
    setMessage(null);
  };

  return (
    <section className="console-panel" aria-labelledby="auction-actions">
      <h2 id="auction-actions">{t('auctions.actions.heading')}</h2>
      {!open && <p>{t('auctions.actions.closed')}</p>}
      {open && (
        <div className="console-actions">
          {auction.pause?.reopensAt ? null : auction.paused ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('resume')}>
              {t('auctions.actions.resume')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" disabled={busy} aria-expanded={form === 'pause'} aria-controls="auction-reason-form" onClick={() => toggle('pause')}>
              {t('auctions.actions.pause')}
            </button>
          )}
          <button type="button" className="button button--danger" disabled={busy} aria-expanded={form === 'cancel'} aria-controls="auction-reason-form" onClick={() => toggle('cancel')}>
            {t('auctions.actions.cancel')}
          </button>
        </div>
      )}
      {open && form && (
        <form id="auction-reason-form" className="console-form" onSubmit={submit}>
          <label>
            {t(`auctions.actions.reason.${form}`)}
            <textarea value={reason} required maxLength={500} onChange={(event) => setReason(event.target.value)} aria-describedby="auction-reason-hint" />
          </label>
          <p id="auction-reason-hint">{t(`auctions.actions.hint.${form}`, { count: auction.participants })}</p>
          <div className="console-actions">
            <button type="submit" className={form === 'cancel' ? 'button button--danger' : 'button button--primary'} disabled={busy || reason.trim() === ''}>
              {t(`auctions.actions.confirm.${form}`)}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setForm(null)}>
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
