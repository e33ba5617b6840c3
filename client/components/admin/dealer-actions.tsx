/**
 * The decisions open for a dealer in its state: accept or reject (with a reason the dealer reads) while in review,
 * block (optional reason, audit log only) while not blocked, unblock while blocked. Reasons are asked inline.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEALER_REASON_MAX } from '../../../domain/operations/dealer-review.ts';
import type { MerchantState } from '../../../domain/profile.ts';
import { ReviewOutcomeNotice } from './review-outcome.tsx';
import { useReviewAction } from './use-review-action.ts';

type Asking = 'reject' | 'block' | null;

export function DealerActions({ merchantId, state, reload }: { merchantId: number; state: MerchantState; reload: () => unknown }) {
  const { t } = useTranslation('admin');
  const { busy, outcome, run } = useReviewAction(reload);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const base = `/admin/api/reviews/dealers/${merchantId}`;

  const act = async (action: 'accept' | 'reject' | 'block' | 'unblock', body: unknown, done: string) => {
    if (await run(`${base}/${action}`, body, t(done))) {
      setAsking(null);
      setReason('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking === 'reject') void act('reject', { reason }, 'dealers.actions.rejected');
    if (asking === 'block') void act('block', reason.trim() ? { reason } : {}, 'dealers.actions.blocked');
  };
  const ask = (next: Asking) => {
    setAsking(next);
    setReason('');
  };

  return (
    <section className="console-panel" aria-labelledby="dealer-actions-heading">
      <h2 id="dealer-actions-heading">{t('dealers.actions.heading')}</h2>
      <ReviewOutcomeNotice outcome={outcome} />
      <div className="console-actions">
        {state === 'in_review' && (
          <>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void act('accept', {}, 'dealers.actions.accepted')}>
              {t('dealers.actions.accept')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} aria-expanded={asking === 'reject'} onClick={() => ask('reject')}>
              {t('dealers.actions.reject')}
            </button>
          </>
        )}
        {state !== 'blocked' && (
          <button type="button" className="button button--ghost" disabled={busy} aria-expanded={asking === 'block'} onClick={() => ask('block')}>
            {t('dealers.actions.block')}
          </button>
        )}
        {state === 'blocked' && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void act('unblock', {}, 'dealers.actions.unblocked')}>
            {t('dealers.actions.unblock')}
          </button>
        )}
      </div>
      {asking && (
        <form className="console-form" onSubmit={submit}>
          <label htmlFor={reasonId}>{t(asking === 'reject' ? 'dealers.actions.rejectReason' : 'dealers.actions.blockReason')}</label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required={asking === 'reject'}
            maxLength={DEALER_REASON_MAX}
          />
          <div className="console-actions">
            <button type="submit" className="button button--primary" disabled={busy || (asking === 'reject' && !reason.trim())}>
              {t(asking === 'reject' ? 'dealers.actions.confirmReject' : 'dealers.actions.confirmBlock')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => ask(null)}>
              {t('console.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
