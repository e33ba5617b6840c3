/** One changed published ad: what differs (before beside after), the photos before and after, and apply or reject with a reason. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidatePrefix, useApi } from '../../hooks/use-api.ts';
import { addressOf, mayFollowUp } from '../../lib/follow-up.ts';
import { Link, useRouter } from '../../router.tsx';
import type { EditDiff } from './ad-review-types.ts';
import { ReviewLoadState } from './review-load-state.tsx';
import { ReviewOutcomeNotice } from './review-outcome.tsx';
import { useReviewAction } from './use-review-action.ts';

function Photos({ urls, label }: { urls: string[]; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {urls.length === 0 ? (
        <p>{t('edits.noPhotos')}</p>
      ) : (
        <ol className="console-gallery">
          {urls.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('edits.photo', { number: index + 1, label })} loading="lazy" />
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}

function EditActions({ diff, reload }: { diff: EditDiff; reload: () => unknown }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const { busy, outcome, run } = useReviewAction(reload);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const base = `/admin/api/reviews/edits/${diff.productId}`;
  // Back to the list after a decision, unless the operator opened another page while the queue reloaded.
  const decided = async (startedOn: string) => {
    await revalidatePrefix('/admin/api/reviews/edits');
    if (mayFollowUp(startedOn, window.location)) router.navigate(router.href('admin-section', { section: 'edits' }));
  };
  const apply = async () => {
    const startedOn = addressOf(window.location);
    if (await run(`${base}/apply`, { revision: diff.revision }, t('edits.applied'))) await decided(startedOn);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startedOn = addressOf(window.location);
    if (await run(`${base}/reject`, { revision: diff.revision, reason }, t('edits.rejected'))) await decided(startedOn);
  };
  return (
    <section className="console-panel" aria-labelledby="edit-actions">
      <h2 id="edit-actions">{t('edits.actions')}</h2>
      <ReviewOutcomeNotice outcome={outcome} />
      <div className="console-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void apply()}>
          {t('edits.apply')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} aria-expanded={asking} onClick={() => setAsking(!asking)}>
          {t('edits.reject')}
        </button>
      </div>
      {asking && (
        <form className="console-form" onSubmit={(event) => void submit(event)}>
          <label htmlFor={reasonId}>{t('edits.reason')}</label>
          <textarea id={reasonId} required maxLength={2000} rows={4} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p>{t('console.reasonHint')}</p>
          <div className="console-actions">
            <button type="submit" className="button button--primary" disabled={busy || !reason.trim()}>
              {t('edits.rejectConfirm')}
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

export function EditReviewDetail({ productId }: { productId: string }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<EditDiff>(`/admin/api/reviews/edits/${productId}`);
  return (
    <>
      <p>
        <Link to="admin-section" params={{ section: 'edits' }}>
          {t('console.back')}
        </Link>
      </p>
      <div className="console-heading">
        <h1>{data ? t('edits.title', { title: data.title || `#${data.productId}` }) : t('console.sections.edits')}</h1>
      </div>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error) && error?.status !== 404} empty={false} emptyText="" retry={mutate} />
      {error?.status === 404 && <p role="status">{t('edits.gone')}</p>}
      {data && (
        <>
          <section className="console-panel" aria-labelledby="edit-changes">
            <h2 id="edit-changes">{t('edits.changes', { count: data.changes.length })}</h2>
            {data.changes.length === 0 ? (
              <p>{t('edits.noChanges')}</p>
            ) : (
              <table className="console-diff">
                <thead>
                  <tr>
                    <th scope="col">{t('edits.columns.field')}</th>
                    <th scope="col">{t('edits.columns.before')}</th>
                    <th scope="col">{t('edits.columns.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.changes.map((change) => (
                    <tr key={change.code}>
                      <th scope="row">{change.label}</th>
                      <td className="console-diff__before ad-review-text">{change.before || t('edits.empty_value')}</td>
                      <td className="console-diff__after ad-review-text">{change.after || t('edits.empty_value')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="console-panel" aria-labelledby="edit-gallery">
            <h2 id="edit-gallery">{t('edits.gallery')}</h2>
            <div className="ad-review-galleries">
              <Photos urls={data.gallery.before} label={t('edits.columns.before')} />
              <Photos urls={data.gallery.after} label={t('edits.columns.after')} />
            </div>
          </section>
          <EditActions diff={data} reload={mutate} />
        </>
      )}
    </>
  );
}
