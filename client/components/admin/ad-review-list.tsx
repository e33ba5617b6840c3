/** Ads waiting for review, the longest waiting first, each linked to everything the seller entered. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link, useRouter } from '../../router.tsx';
import { AD_QUEUE_PATH } from './ad-review-queue.ts';
import type { AdQueue } from './ad-review-types.ts';
import { AgeBadge, escalationRowClass } from './age-badge.tsx';
import { ReviewLoadState } from './review-load-state.tsx';
import { ReviewPager } from './review-pager.tsx';
import { ScrollingTable } from './scrolling-table.tsx';

export function AdReviewList() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useApi<AdQueue>(`${AD_QUEUE_PATH}page=${page}`);
  // The decision just taken on an ad's page (?decided=), confirmed here where the operator lands afterwards.
  const decided = new URLSearchParams(useRouter().location.search).get('decided');
  // Landing here after a decision, the queue is read afresh: a page preloaded or cached before may still list the ad.
  useEffect(() => {
    if (decided) void mutate();
  }, [decided, mutate]);
  return (
    <>
      {(decided === 'approved' || decided === 'sentBack') && (
        <p className="console-notice console-notice--info" role="status">
          {t(`ads.actions.${decided}`)}
        </p>
      )}
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t('ads.empty')} retry={mutate} />
      {data && data.items.length > 0 && (
        <ScrollingTable label={t('ads.caption', { count: data.total })}>
          <table className="console-table">
            <caption className="visually-hidden">{t('ads.caption', { count: data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ads.columns.vehicle')}</th>
                <th scope="col">{t('ads.columns.seller')}</th>
                <th scope="col">{t('ads.columns.submitted')}</th>
                <th scope="col">{t('ads.columns.waiting')}</th>
                <th scope="col">{t('ads.columns.open')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((ad) => (
                <tr key={ad.productId} className={escalationRowClass(ad.submittedAt ? Date.parse(ad.submittedAt) : null)}>
                  <th scope="row">
                    {ad.title || t('ads.untitled')}
                    <br />
                    <small>{t(`ads.kind.${ad.kind}`)}</small>
                  </th>
                  <td>
                    {ad.seller.name || ad.seller.email}
                    <br />
                    <small>{ad.seller.email}</small>
                  </td>
                  <td>{ad.submittedAt ? formatDateTime(ad.submittedAt) : '–'}</td>
                  <td>{ad.submittedAt ? <AgeBadge since={Date.parse(ad.submittedAt)} /> : '–'}</td>
                  <td>
                    <Link to="admin-section-id" params={{ section: 'ads', id: String(ad.productId) }} aria-label={t('ads.openLabel', { title: ad.title || `#${ad.productId}` })}>
                      {t('ads.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {data && <ReviewPager page={data.page} pages={data.pages} onPage={setPage} />}
    </>
  );
}
