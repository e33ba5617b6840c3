/** Console area "cancellations": dealers' cancellation requests, oldest first; approve with a reversal invoice, or reject. */
import { useTranslation } from 'react-i18next';
import { type CancellationItem, CancellationRow } from '../../../components/admin/cancellation-row.tsx';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { ReviewOutcomeNotice } from '../../../components/admin/review-outcome.tsx';
import { useReviewAction } from '../../../components/admin/use-review-action.ts';
import { useApi } from '../../../hooks/use-api.ts';
import type { SectionProps } from '../sections.ts';
import { ScrollingTable } from '../../../components/admin/scrolling-table.tsx';

export default function CancellationsSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ items: CancellationItem[] }>('/admin/api/reviews/cancellations');
  const { busy, outcome, run } = useReviewAction(mutate);

  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.cancellations')}</h1>
      </div>
      <p>{t('cancellations.intro')}</p>
      <ReviewOutcomeNotice outcome={outcome} />
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t('cancellations.empty')} retry={mutate} />
      {data && data.items.length > 0 && (
        <ScrollingTable label={t('console.sections.cancellations')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.sections.cancellations')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cancellations.columns.waiting')}</th>
                <th scope="col">{t('cancellations.columns.invoice')}</th>
                <th scope="col">{t('cancellations.columns.vehicle')}</th>
                <th scope="col">{t('cancellations.columns.buyer')}</th>
                <th scope="col" className="numeric">
                  {t('cancellations.columns.hammerPrice')}
                </th>
                <th scope="col">{t('cancellations.columns.reason')}</th>
                <th scope="col">{t('cancellations.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <CancellationRow key={item.orderId} item={item} busy={busy} run={run} />
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </>
  );
}
