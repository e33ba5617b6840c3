/**
 * The dashboard's work cards: each review queue with its size and its longest wait, the dead letters waiting to be sent
 * back, and the auctions running and ending today.
 */
import { useTranslation } from 'react-i18next';
import { DASHBOARD_QUEUES, type DashboardAnswer } from '../../../domain/operations/dashboard.ts';
import { formatInteger } from '../../../domain/format.ts';
import { Link } from '../../router.tsx';
import { AgeBadge } from './age-badge.tsx';

export function DashboardQueueCards({ queues, deadLetters }: { queues: DashboardAnswer['queues']; deadLetters: DashboardAnswer['deadLetters'] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues">{t('dashboard.queues.title')}</h2>
      <ul className="console-cards dashboard-cards">
        {DASHBOARD_QUEUES.map((queue) => {
          const figure = queues[queue];
          return (
            <li key={queue}>
              <Link to="admin-section" params={{ section: queue }} className="console-card">
                <span className="console-card__value">{formatInteger(figure.count)}</span>
                <span className="console-card__label">{t(`console.sections.${queue}`)}</span>
                <span className="dashboard-card__age">
                  {figure.oldestAt === null ? t('dashboard.queues.empty') : (
                    <>
                      <span className="visually-hidden">{t('dashboard.queues.oldest')} </span>
                      <AgeBadge since={figure.oldestAt} />
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link to="admin-section" params={{ section: 'deadLetters' }} className="console-card">
            <span className="console-card__value">{formatInteger(deadLetters.open)}</span>
            <span className="console-card__label">{t('console.sections.deadLetters')}</span>
            <span className="dashboard-card__age">
              {deadLetters.open === 0 ? t('dashboard.queues.empty') : <span className="console-pill console-pill--warn">{t('dashboard.queues.deadLetters')}</span>}
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function DashboardAuctionCards({ auctions }: { auctions: DashboardAnswer['auctions'] }) {
  const { t } = useTranslation('admin');
  const cards = [
    { key: 'running', value: auctions.running },
    { key: 'endingToday', value: auctions.endingToday },
  ] as const;
  return (
    <section aria-labelledby="dashboard-auctions">
      <h2 id="dashboard-auctions">{t('dashboard.auctions.title')}</h2>
      <ul className="console-cards dashboard-cards">
        {cards.map((card) => (
          <li key={card.key}>
            <Link to="admin-section" params={{ section: 'auctions' }} className="console-card">
              <span className="console-card__value">{formatInteger(card.value)}</span>
              <span className="console-card__label">{t(`dashboard.auctions.${card.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
