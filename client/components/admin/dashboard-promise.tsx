/** The dashboard's 24-hour promise: ads and valuations escalated now (20 hours or more in review) and the share decided within 24 hours over the last 30 days. */
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '../../../domain/operations/dashboard.ts';
import { formatInteger } from '../../../domain/format.ts';
import type { PromiseShare } from '../../../domain/operations/review-promise.ts';
import { Link } from '../../router.tsx';
import { percentOf } from './dashboard-month.tsx';

export function DashboardPromise({ promise }: { promise: DashboardAnswer['promise'] }) {
  const { t } = useTranslation('admin');
  const cards = [
    { queue: 'ads', value: promise.escalated.ads, label: t('dashboard.promise.escalatedAds') },
    { queue: 'valuations', value: promise.escalated.valuations, label: t('dashboard.promise.escalatedValuations') },
  ] as const;
  const share = (figure: PromiseShare) =>
    figure.share === null
      ? t('dashboard.promise.none')
      : t('dashboard.promise.share', { value: percentOf(figure.share), kept: formatInteger(figure.kept), decided: formatInteger(figure.decided) });
  return (
    <section aria-labelledby="dashboard-promise" className="dashboard-promise">
      <h2 id="dashboard-promise">{t('dashboard.promise.title')}</h2>
      <ul className="console-cards dashboard-cards">
        {cards.map((card) => (
          <li key={card.queue}>
            <Link to="admin-section" params={{ section: card.queue }} className={`console-card${card.value > 0 ? ' console-card--escalated' : ''}`}>
              <span className="console-card__value">{formatInteger(card.value)}</span>
              <span className="console-card__label">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="console-panel">
        <h3>{t('dashboard.promise.keptTitle', { days: promise.windowDays })}</h3>
        <dl className="console-facts">
          <dt>{t('dashboard.promise.ads')}</dt>
          <dd data-promise="ads">{share(promise.kept.ads)}</dd>
          <dt>{t('dashboard.promise.valuations')}</dt>
          <dd data-promise="valuations">{share(promise.kept.valuations)}</dd>
        </dl>
      </div>
    </section>
  );
}
