/** Console area "valuations": valuations waiting for the operator's range, oldest first, and one with its comparables and the confirm form. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../../domain/format.ts';
import { AgeBadge, escalationRowClass } from '../../../components/admin/age-badge.tsx';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { ReviewPager } from '../../../components/admin/review-pager.tsx';
import { ValuationReviewDetail } from '../../../components/admin/valuation-review-detail.tsx';
import type { ValuationQueue, ValuationQueueItem } from '../../../components/admin/valuation-review-types.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { Link, useRouter } from '../../../router.tsx';
import type { SectionProps } from '../sections.ts';

function AutomaticRange({ item }: { item: ValuationQueueItem }) {
  const { t } = useTranslation('admin');
  const { estimate } = item;
  if (estimate.state === 'range' && typeof estimate.low === 'number' && typeof estimate.high === 'number') return <>{`${formatEuro(estimate.low)} – ${formatEuro(estimate.high)}`}</>;
  return <span className="console-pill">{t('valuations.tooFew')}</span>;
}

function ValuationList() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useApi<ValuationQueue>(`/admin/api/valuations?page=${page}`);
  // The confirmation just taken on a valuation's page (?confirmed=1), announced where the operator lands afterwards.
  const confirmed = new URLSearchParams(useRouter().location.search).get('confirmed') === '1';
  return (
    <>
      <p>{t('valuations.intro')}</p>
      {confirmed && (
        <p className="console-notice console-notice--info" role="status">
          {t('valuations.confirm.done')}
        </p>
      )}
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t('valuations.empty')} retry={mutate} />
      {data && data.items.length > 0 && (
        <div className="console-table-wrap" role="region" tabIndex={0} aria-label={t('valuations.caption', { count: data.total })}>
          <table className="console-table">
            <caption className="visually-hidden">{t('valuations.caption', { count: data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('valuations.columns.vehicle')}</th>
                <th scope="col">{t('valuations.columns.contact')}</th>
                <th scope="col" className="numeric">
                  {t('valuations.columns.desiredPrice')}
                </th>
                <th scope="col">{t('valuations.columns.automatic')}</th>
                <th scope="col">{t('valuations.columns.submitted')}</th>
                <th scope="col">{t('valuations.columns.waiting')}</th>
                <th scope="col">{t('valuations.columns.open')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className={escalationRowClass(item.submittedAt ? Date.parse(item.submittedAt) : null)}>
                  <th scope="row">
                    {item.title || t('valuations.untitled')}
                    <br />
                    <small>
                      {t(`valuations.kind.${item.productType}`)}
                      {item.firstRegistrationYear ? ` · ${item.firstRegistrationYear}` : ''}
                    </small>
                  </th>
                  <td>
                    {item.contact.name || item.contact.email}
                    <br />
                    <small>
                      {item.contact.email} · {item.contact.locale.toUpperCase()}
                    </small>
                  </td>
                  <td className="numeric">{item.desiredPrice === null ? '–' : formatEuro(item.desiredPrice)}</td>
                  <td>
                    <AutomaticRange item={item} />
                  </td>
                  <td>{item.submittedAt ? formatDateTime(item.submittedAt) : '–'}</td>
                  <td>{item.submittedAt ? <AgeBadge since={Date.parse(item.submittedAt)} /> : '–'}</td>
                  <td>
                    <Link to="admin-section-id" params={{ section: 'valuations', id: String(item.id) }} aria-label={t('valuations.openLabel', { title: item.title || `#${item.id}` })}>
                      {t('valuations.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <ReviewPager page={data.page} pages={data.pages} onPage={setPage} />}
    </>
  );
}

export default function ValuationsSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <ValuationReviewDetail key={id} id={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.valuations')}</h1>
      </div>
      <ValuationList />
    </>
  );
}
