/** The decisions on an ad under review: approve and publish, or send back with a reason the seller reads (asked inline). */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { addressOf, mayFollowUp } from '../../lib/follow-up.ts';
import { useRouter } from '../../router.tsx';
import { ReviewOutcomeNotice } from './review-outcome.tsx';
import { withoutQueuedAd } from './ad-review-queue.ts';
import { useReviewAction } from './use-review-action.ts';

const REASON_MAX = 2000;

export function AdReviewActions({ productId, updatedAt, sellerLanguage, reload }: { productId: number; updatedAt: string | null; sellerLanguage: string | null; reload: () => unknown }) {
  const { t, i18n } = useTranslation('admin');
  // The reason is quoted as written: the operator is asked to write it in the seller's language.
  const languageName = sellerLanguage ? (new Intl.DisplayNames([i18n.language], { type: 'language' }).of(sellerLanguage) ?? sellerLanguage) : null;
  const router = useRouter();
  const { busy, outcome, run } = useReviewAction(reload);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();
  const base = `/admin/api/reviews/ads/${productId}`;

  // After a decision the ad leaves the queue: back to the list, which loads afresh and says what was done; unless the
  // operator has opened another page while the queue reloaded (the decision's notice stands on this page meanwhile).
  const decided = async (decision: 'approved' | 'sentBack', startedOn: string) => {
    // The queue pages cached earlier lose the ad at once (the console shows cached answers without refetching them).
    await withoutQueuedAd(productId);
    await revalidatePrefix('/admin/api/reviews/ads');
    if (mayFollowUp(startedOn, window.location)) router.navigate(router.href('admin-section', { section: 'ads' }, { decided: decision }));
  };
  const approve = async () => {
    const startedOn = addressOf(window.location);
    if (await run(`${base}/approve`, { updatedAt }, t('ads.actions.approved'))) await decided('approved', startedOn);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startedOn = addressOf(window.location);
    if (await run(`${base}/send-back`, { updatedAt, reason }, t('ads.actions.sentBack'))) await decided('sentBack', startedOn);
  };

  return (
    <section className="console-panel" aria-labelledby="ad-actions">
      <h2 id="ad-actions">{t('ads.actions.heading')}</h2>
      <ReviewOutcomeNotice outcome={outcome} />
      <div className="console-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void approve()}>
          {t('ads.actions.approve')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} aria-expanded={asking} onClick={() => setAsking(!asking)}>
          {t('ads.actions.sendBack')}
        </button>
      </div>
      {asking && (
        <form className="console-form" onSubmit={(event) => void submit(event)}>
          <label htmlFor={reasonId}>{t('ads.actions.reason')}</label>
          <textarea id={reasonId} aria-describedby={hintId} required maxLength={REASON_MAX} rows={5} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p id={hintId}>
            {t('ads.actions.reasonHint')} {languageName && t('ads.actions.reasonLanguage', { language: languageName })}
          </p>
          <div className="console-actions">
            <button type="submit" className="button button--primary" disabled={busy || !reason.trim()}>
              {t('ads.actions.sendBackConfirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              {t('console.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
