/** Console area "deadLetters": queue messages that failed every attempt, the waiting ones first; send one back to its queue. */
import '../../../styles/admin-dead-letters.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import { type DeadLetterItem, type DeadLetterList, DeadLetterRow } from '../../../components/admin/dead-letter-row.tsx';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { ReviewOutcomeNotice } from '../../../components/admin/review-outcome.tsx';
import { useReviewAction } from '../../../components/admin/use-review-action.ts';
import { useApi } from '../../../hooks/use-api.ts';
import type { SectionProps } from '../sections.ts';

export default function DeadLettersSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<DeadLetterList>('/admin/api/dead-letters');
  const { busy, outcome, run } = useReviewAction(mutate, t('dead-letters.conflict'));
  // The sent-back row loses its buttons, so focus moves to the outcome, which is announced as well.
  const notice = useRef<HTMLDivElement>(null);

  const requeue = async (item: DeadLetterItem) => {
    const queue = t(`dead-letters.queues.${item.queue}`, { defaultValue: item.queue });
    await run(`/admin/api/dead-letters/${item.id}/requeue`, undefined, t('dead-letters.requeued', { time: formatDateTime(item.failedAt), queue }));
    notice.current?.focus();
  };

  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.deadLetters')}</h1>
      </div>
      <p>{t('dead-letters.intro')}</p>
      {data && data.items.length > 0 && (
        <p>
          <strong>{t('dead-letters.open', { count: data.open })}</strong>
        </p>
      )}
      <div ref={notice} tabIndex={-1} className="dead-letters__notice">
        <ReviewOutcomeNotice outcome={outcome} />
      </div>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error) && !data} empty={data?.items.length === 0} emptyText={t('dead-letters.empty')} retry={mutate} />
      {data && data.items.length > 0 && (
        <div className="console-table-wrap dead-letters__table" role="region" tabIndex={0} aria-label={t('dead-letters.caption')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('dead-letters.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dead-letters.columns.failedAt')}</th>
                <th scope="col">{t('dead-letters.columns.queue')}</th>
                <th scope="col">{t('dead-letters.columns.kind')}</th>
                <th scope="col" className="numeric">
                  {t('dead-letters.columns.attempts')}
                </th>
                <th scope="col">{t('dead-letters.columns.state')}</th>
                <th scope="col">{t('dead-letters.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <DeadLetterRow key={item.id} item={item} busy={busy} requeue={requeue} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
