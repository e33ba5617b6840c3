/** The ad edit log beside the ad in the console: when, from which source, which field and the value as text, newest first. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import type { AdReview } from './ad-review-types.ts';
import { ScrollingTable } from './scrolling-table.tsx';

export function AdEditLog({ log }: { log: AdReview['editLog'] }) {
  const { t } = useTranslation('admin');
  return (
    <section className="console-panel" aria-labelledby="ad-edit-log">
      <h2 id="ad-edit-log">{t('ads.editLog.title')}</h2>
      {log.entries.length === 0 ? (
        <p>{t('ads.editLog.empty')}</p>
      ) : (
        <ScrollingTable label={t('ads.editLog.caption')}>
          <table className="console-table ad-edit-log">
            <caption className="visually-hidden">{t('ads.editLog.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ads.editLog.columns.at')}</th>
                <th scope="col">{t('ads.editLog.columns.source')}</th>
                <th scope="col">{t('ads.editLog.columns.field')}</th>
                <th scope="col">{t('ads.editLog.columns.value')}</th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{t(`ads.editLog.source.${entry.source}`)}</td>
                  <th scope="row">
                    {entry.label}
                    <br />
                    <small>{entry.code}</small>
                  </th>
                  <td>{entry.value ?? t('ads.editLog.removed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {log.more && <p>{t('ads.editLog.more', { count: log.entries.length })}</p>}
    </section>
  );
}
