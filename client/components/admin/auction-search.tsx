/** The auction search: query and status filter kept in the URL, the results table and paging. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUCTION_STATUSES } from '../../../domain/auction-status.ts';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link, useRouter } from '../../router.tsx';
import { AuctionStatusPill } from './auction-status-pill.tsx';
import type { AuctionListPage } from './auction-types.ts';
import { ReviewLoadState } from './review-load-state.tsx';
import { ReviewPager } from './review-pager.tsx';
import { ScrollingTable } from './scrolling-table.tsx';

const FILTERS = ['', 'paused', ...AUCTION_STATUSES] as const;

export function AuctionSearch() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const params = new URLSearchParams(router.location.search);
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ q, status });
  const query = new URLSearchParams({ page: String(page), ...(q ? { q } : {}), ...(status ? { status } : {}) });
  const { data, error, isLoading, mutate } = useApi<AuctionListPage>(`/admin/api/auctions?${query}`);

  const go = (next: { q: string; status: string }, target: number) =>
    router.navigate(router.href('admin-section', { section: 'auctions' }, { ...(next.q ? { q: next.q } : {}), ...(next.status ? { status: next.status } : {}), page: String(target) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.q.trim(), status: draft.status }, 1);
  };

  return (
    <>
      <form className="console-toolbar" role="search" onSubmit={submit}>
        <label>
          {t('auctions.query')}
          <input type="search" name="q" value={draft.q} maxLength={100} onChange={(event) => setDraft({ ...draft, q: event.target.value })} aria-describedby="auctions-query-hint" />
        </label>
        <label>
          {t('auctions.statusFilter')}
          <select name="status" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === '' ? t('auctions.allStatuses') : value === 'paused' ? t('auctions.paused') : t(`auctions.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          {t('console.search')}
        </button>
        <p id="auctions-query-hint">{t('auctions.queryHint')}</p>
      </form>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t('auctions.none')} retry={mutate} />
      {data && data.items.length > 0 && (
        <>
          <p role="status">{t('auctions.found', { count: data.total })}</p>
          <ScrollingTable label={t('auctions.results')}>
            <table className="console-table">
              <caption className="visually-hidden">{t('auctions.results')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('auctions.auction')}</th>
                  <th scope="col">{t('auctions.vehicle')}</th>
                  <th scope="col">{t('auctions.statusLabel')}</th>
                  <th scope="col">{t('auctions.round')}</th>
                  <th scope="col">{t('auctions.startsAt')}</th>
                  <th scope="col">{t('auctions.endingAt')}</th>
                  <th scope="col">{t('auctions.highestBid')}</th>
                  <th scope="col">{t('auctions.bidCount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.auctionId}>
                    <th scope="row">
                      <Link to="admin-section-id" params={{ section: 'auctions', id: String(item.auctionId) }}>
                        #{item.auctionId}
                      </Link>
                    </th>
                    <td>
                      {item.title || '–'} <span>({t('auctions.productNumber', { id: item.productId })}{item.internalNumber ? `, ${item.internalNumber}` : ''})</span>
                    </td>
                    <td>
                      <AuctionStatusPill status={item.status} paused={item.paused} />
                    </td>
                    <td>{item.round}</td>
                    <td>{item.startsAt === null ? '–' : formatDateTime(item.startsAt)}</td>
                    <td>{item.endingAt === null ? '–' : formatDateTime(item.endingAt)}</td>
                    <td>{item.highestBid === null ? '–' : formatEuro(item.highestBid)}</td>
                    <td>{item.bidCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <ReviewPager page={data.page} pages={data.pages} onPage={(target) => go({ q, status }, target)} />
        </>
      )}
    </>
  );
}
