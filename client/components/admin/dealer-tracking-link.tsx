/**
 * The dealer's tracking link (?mc=) in the console: when it was issued, the ads it brought in, and a button that
 * issues a new one. The full link is shown once, right after issuing (only its hash is stored).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import { api } from '../../lib/api.ts';
import { Link } from '../../router.tsx';

export interface TrackingLinkSummary {
  issuedAt: number | null;
  referredAds: number;
  recentAds: { productId: number; title: string; at: number }[];
}

export function DealerTrackingLink({ merchantId, summary, reload }: { merchantId: number; summary: TrackingLinkSummary; reload: () => unknown }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const linkId = useId();

  async function issue() {
    // A new link voids the old one: ask before replacing a link the dealer may already use.
    if (summary.issuedAt !== null && !window.confirm(t('dealers.tracking.confirmReplace'))) return;
    setBusy(true);
    setFailed(null);
    try {
      const answer = await api<{ link: string }>(`/admin/api/reviews/dealers/${merchantId}/tracking-link`, { method: 'POST', json: {} });
      setIssued(answer.link);
      await reload();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-panel" aria-labelledby="dealer-tracking-heading">
      <h2 id="dealer-tracking-heading">{t('dealers.tracking.heading')}</h2>
      <p>{summary.issuedAt === null ? t('dealers.tracking.none') : t('dealers.tracking.issuedAt', { at: formatDateTime(summary.issuedAt) })}</p>
      {issued && (
        <div role="status" className="console-tracking-link">
          <label htmlFor={linkId}>{t('dealers.tracking.onceOnly')}</label>
          <input id={linkId} className="input" readOnly value={issued} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      {failed && <p role="alert">{failed}</p>}
      <div className="console-actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void issue()}>
          {t(summary.issuedAt === null ? 'dealers.tracking.issue' : 'dealers.tracking.reissue')}
        </button>
      </div>
      <p>{t('dealers.tracking.referred', { count: summary.referredAds })}</p>
      {summary.recentAds.length > 0 && (
        <ul>
          {summary.recentAds.map((ad) => (
            <li key={ad.productId}>
              <Link to="admin-section-id" params={{ section: 'ads', id: String(ad.productId) }}>
                #{ad.productId} {ad.title}
              </Link>{' '}
              ({formatDateTime(ad.at)})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
