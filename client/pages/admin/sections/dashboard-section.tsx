/** Console area "dashboard": what waits for the operators, the 24-hour promise, the auctions of the day, this month's trade and two trend charts. */
import '../../../styles/admin-dashboard.css';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '../../../../domain/operations/dashboard.ts';
import { formatDateTime } from '../../../../domain/format.ts';
import { DashboardAuctionCards, DashboardQueueCards } from '../../../components/admin/dashboard-queue-cards.tsx';
import { DashboardMonth } from '../../../components/admin/dashboard-month.tsx';
import { DashboardPromise } from '../../../components/admin/dashboard-promise.tsx';
import { SalesPerDayChart, SellThroughChart } from '../../../components/admin/dashboard-charts.tsx';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { useApi } from '../../../hooks/use-api.ts';
import type { SectionProps } from '../sections.ts';

export default function DashboardSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, isValidating, mutate } = useApi<DashboardAnswer>('/admin/api/dashboard');
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.dashboard')}</h1>
        {data && (
          <p className="dashboard-stamp">
            {t('dashboard.generatedAt', { time: formatDateTime(data.generatedAt) })}{' '}
            <button type="button" className="button button--ghost" onClick={() => void mutate()} disabled={isValidating}>
              {t('dashboard.refresh')}
            </button>
          </p>
        )}
      </div>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error) && !data} empty={false} emptyText="" retry={mutate} />
      {data && (
        <div className="dashboard">
          <DashboardQueueCards queues={data.queues} deadLetters={data.deadLetters} />
          <DashboardPromise promise={data.promise} />
          <DashboardAuctionCards auctions={data.auctions} />
          <DashboardMonth month={data.month} />
          <div className="dashboard-charts">
            <SalesPerDayChart series={data.series.salesPerDay} />
            <SellThroughChart series={data.series.sellThroughPerWeek} />
          </div>
        </div>
      )}
    </>
  );
}
