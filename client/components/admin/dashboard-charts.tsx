/** The dashboard's two charts, each with a spoken summary and its numbers as a table: sales per day and sell-through per week. */
import { useTranslation } from 'react-i18next';
import type { DaySales, WeekSellThrough } from '../../../domain/operations/dashboard.ts';
import { formatEuro, formatInteger } from '../../../domain/format.ts';
import { ChartBars } from './chart-bars.tsx';
import { ChartDataTable } from './chart-data-table.tsx';
import { ChartLine } from './chart-line.tsx';
import { percentOf } from './dashboard-month.tsx';

/** "2026-03-14" -> "14.03." (the year is clear from the 30-day window). */
const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
/** "2026-W09" -> 9 */
const weekNumber = (week: string) => Number(week.slice(6));

export function SalesPerDayChart({ series }: { series: DaySales[] }) {
  const { t } = useTranslation('admin');
  const count = series.reduce((sum, day) => sum + day.count, 0);
  const amount = series.reduce((sum, day) => sum + day.amount, 0);
  const best = series.reduce<DaySales | null>((top, day) => (day.count > (top?.count ?? 0) ? day : top), null);
  const summary = t('dashboard.charts.salesSummary', {
    days: series.length,
    count: formatInteger(count),
    amount: formatEuro(amount),
    best: best ? t('dashboard.charts.salesBest', { day: dayLabel(best.day), count: best.count }) : '',
  });
  return (
    <figure className="console-panel dashboard-chart">
      <figcaption>
        <h2>{t('dashboard.charts.salesTitle', { days: series.length })}</h2>
      </figcaption>
      <ChartBars points={series.map((day) => ({ label: dayLabel(day.day), value: day.count }))} summary={summary} formatValue={formatInteger} labelEvery={5} />
      <ChartDataTable
        caption={t('dashboard.charts.salesTitle', { days: series.length })}
        columns={[t('dashboard.charts.day'), t('dashboard.charts.sales'), t('dashboard.charts.amount')]}
        rows={series.map((day) => ({ label: dayLabel(day.day), cells: [formatInteger(day.count), formatEuro(day.amount)] }))}
      />
    </figure>
  );
}

export function SellThroughChart({ series }: { series: WeekSellThrough[] }) {
  const { t } = useTranslation('admin');
  const share = (rate: number | null) => (rate === null ? t('dashboard.charts.noRounds') : t('dashboard.percent', { value: percentOf(rate) }));
  const weekLabel = (week: string) => t('dashboard.charts.weekShort', { week: weekNumber(week) });
  const ended = series.reduce((sum, week) => sum + week.ended, 0);
  const sold = series.reduce((sum, week) => sum + week.sold, 0);
  const latest = series.at(-1);
  const summary = t('dashboard.charts.sellThroughSummary', {
    weeks: series.length,
    overall: share(ended ? sold / ended : null),
    latest: share(latest?.rate ?? null),
    sold: formatInteger(latest?.sold ?? 0),
    ended: formatInteger(latest?.ended ?? 0),
  });
  return (
    <figure className="console-panel dashboard-chart">
      <figcaption>
        <h2>{t('dashboard.charts.sellThroughTitle', { weeks: series.length })}</h2>
      </figcaption>
      <ChartLine
        points={series.map((week) => ({ label: weekLabel(week.week), value: week.rate }))}
        summary={summary}
        formatValue={(rate) => t('dashboard.percent', { value: percentOf(rate) })}
        labelEvery={2}
      />
      <ChartDataTable
        caption={t('dashboard.charts.sellThroughTitle', { weeks: series.length })}
        columns={[t('dashboard.charts.week'), t('dashboard.charts.ended'), t('dashboard.charts.sold'), t('dashboard.charts.rate')]}
        rows={series.map((week) => ({ label: weekLabel(week.week), cells: [formatInteger(week.ended), formatInteger(week.sold), share(week.rate)] }))}
      />
    </figure>
  );
}
