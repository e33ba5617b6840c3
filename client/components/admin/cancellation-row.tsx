/** One cancellation request in the queue: the order's facts and the decision, confirmed inline before it is sent. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../domain/format.ts';
import { AgeBadge } from './age-badge.tsx';

export interface CancellationItem {
  orderId: number;
  invoiceNumber: string;
  product: { id: number; title: string };
  buyer: { customerId: number; company: string };
  hammerPrice: number;
  reason: string | null;
  requestedAt: number;
}

/** `run` is the section's action runner, so the outcome stays visible after the row has left the queue. */
export function CancellationRow({ item, busy, run }: { item: CancellationItem; busy: boolean; run: (path: string, json: unknown, success: string) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const invoice = item.invoiceNumber;

  const decide = async (approve: boolean) => {
    await run(`/admin/api/orders/${item.orderId}/cancellation`, { approve }, t(approve ? 'cancellations.approved' : 'cancellations.rejected', { invoice }));
    setConfirming(null);
  };

  return (
    <tr>
      <td>
        <AgeBadge since={item.requestedAt} />
      </td>
      <th scope="row">{invoice}</th>
      <td>{item.product.title || `#${item.product.id}`}</td>
      <td>{item.buyer.company}</td>
      <td className="numeric">{formatEuro(item.hammerPrice)}</td>
      <td>{item.reason ?? '–'}</td>
      <td>
        {confirming === null ? (
          <div className="console-actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => setConfirming('approve')}>
              {t('cancellations.approve')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirming('reject')}>
              {t('cancellations.reject')}
            </button>
          </div>
        ) : (
          <div className="console-actions" role="group" aria-label={t('cancellations.confirmQuestion', { invoice })}>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void decide(confirming === 'approve')}>
              {t(confirming === 'approve' ? 'cancellations.confirmApprove' : 'cancellations.confirmReject')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirming(null)}>
              {t('console.cancel')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
