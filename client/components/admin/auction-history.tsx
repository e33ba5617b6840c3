/** The auction's bid history (every bid, newest first) and its event log, as tables. */
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import type { AuctionDetail } from './auction-types.ts';

/** Fields of an event summary that hold euros or instants, shown formatted. */
const MONEY = new Set(['amount', 'offer', 'counter']);
const TIMES = new Set(['endingAt', 'startsAt', 'deadline']);

function summaryText(summary: Record<string, string | number | boolean | null>, label: (key: string) => string): string {
  return Object.entries(summary)
    .map(([key, value]) => {
      if (typeof value === 'number' && MONEY.has(key)) return `${label(key)}: ${formatEuro(value)}`;
      if (typeof value === 'number' && TIMES.has(key)) return `${label(key)}: ${formatDateTime(value)}`;
      if (typeof value === 'number' && key === 'pausedMs') return `${label(key)}: ${Math.round(value / 60_000)} min`;
      return `${label(key)}: ${String(value)}`;
    })
    .join(' · ');
}

export function AuctionHistory({ detail }: { detail: AuctionDetail }) {
  const { t } = useTranslation('admin');
  const label = (key: string) => t(`auctions.fields.${key}`, { defaultValue: key });
  return (
    <>
      <section className="console-panel" aria-labelledby="auction-bids">
        <h2 id="auction-bids">{t('auctions.bids.heading', { count: detail.bids.length })}</h2>
        {detail.bids.length === 0 ? (
          <p>{t('auctions.bids.none')}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('auctions.bids.seq')}</th>
                  <th scope="col">{t('auctions.bids.at')}</th>
                  <th scope="col">{t('auctions.bids.amount')}</th>
                  <th scope="col">{t('auctions.bids.kind')}</th>
                  <th scope="col">{t('auctions.bids.bidder')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.bids.map((row) => (
                  <tr key={row.seq}>
                    <th scope="row">{row.seq}</th>
                    <td>{formatDateTime(row.at)}</td>
                    <td>{formatEuro(row.amount)}</td>
                    <td>{t(`auctions.bids.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
                    <td>
                      {row.company ?? '–'} (#{row.customerId})
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="console-panel" aria-labelledby="auction-events">
        <h2 id="auction-events">{t('auctions.events.heading')}</h2>
        <p>{t('auctions.events.hint')}</p>
        {detail.events.length === 0 ? (
          <p>{t('auctions.events.none')}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('auctions.bids.seq')}</th>
                  <th scope="col">{t('auctions.bids.at')}</th>
                  <th scope="col">{t('auctions.events.type')}</th>
                  <th scope="col">{t('auctions.events.details')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.events.map((event) => (
                  <tr key={event.seq}>
                    <th scope="row">{event.seq}</th>
                    <td>{formatDateTime(event.at)}</td>
                    <td>{t(`auctions.events.types.${event.type}`, { defaultValue: event.type })}</td>
                    <td>{summaryText(event.summary, label)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
