/** This Berlin month's trade figures: sales, their total, the commission earned and the sell-through of ended rounds. */
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '../../../domain/operations/dashboard.ts';
import { formatDate, formatEuro, formatInteger } from '../../../domain/format.ts';

/** 0.4567 -> 46: whole percents are enough for a trend figure. */
export const percentOf = (rate: number): number => Math.round(rate * 100);

export function DashboardMonth({ month }: { month: DashboardAnswer['month'] }) {
  const { t } = useTranslation('admin');
  // `to` is the first instant of the next month; the last day shown is the one before it.
  const period = t('dashboard.month.period', { from: formatDate(month.from), to: formatDate(month.to - 1) });
  return (
    <section className="console-panel" aria-labelledby="dashboard-month">
      <h2 id="dashboard-month">{t('dashboard.month.title')}</h2>
      <p className="dashboard-period">{period}</p>
      <dl className="console-facts">
        <dt>{t('dashboard.month.sales')}</dt>
        <dd>{formatInteger(month.sales)}</dd>
        <dt>{t('dashboard.month.revenue')}</dt>
        <dd>{formatEuro(month.revenue)}</dd>
        <dt>{t('dashboard.month.commission')}</dt>
        <dd>{formatEuro(month.commission)}</dd>
        <dt>{t('dashboard.month.sellThrough')}</dt>
        <dd>{month.sellThrough === null ? t('dashboard.month.noRounds') : t('dashboard.percent', { value: percentOf(month.sellThrough) })}</dd>
      </dl>
    </section>
  );
}
