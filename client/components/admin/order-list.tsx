/** The order list: status filter, "overdue only" and a search kept in the URL, the table and paging. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link, useRouter } from '../../router.tsx';
import { OrderStatus } from './order-status.tsx';
import { ORDER_STATUSES, type OrderListPage } from './order-types.ts';
import { ReviewLoadState } from './review-load-state.tsx';
import { ReviewPager } from './review-pager.tsx';
import { ScrollingTable } from './scrolling-table.tsx';

interface Filter {
  q: string;
  status: string;
  overdue: boolean;
}

export function OrderList() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const params = new URLSearchParams(router.location.search);
  const current: Filter = { q: params.get('q') ?? '', status: params.get('status') ?? '', overdue: params.get('overdue') === '1' };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filter>(current);
  const asQuery = (filter: Filter, target: number) => ({
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.overdue ? { overdue: '1' } : {}),
    page: String(target),
  });
  const { data, error, isLoading, mutate } = useApi<OrderListPage>(`/admin/api/orders?${new URLSearchParams(asQuery(current, page))}`);
  const go = (filter: Filter, target: number) => router.navigate(router.href('admin-section', { section: 'orders' }, asQuery(filter, target)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, q: draft.q.trim() }, 1);
  };

  return (
    <>
      <form className="console-toolbar" role="search" onSubmit={submit}>
        <label>
          {t('orders.query')}
          <input type="search" name="q" value={draft.q} maxLength={100} onChange={(event) => setDraft({ ...draft, q: event.target.value })} aria-describedby="orders-query-hint" />
        </label>
        <label>
          {t('orders.statusFilter')}
          <select name="status" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
            <option value="">{t('orders.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" name="overdue" checked={draft.overdue} onChange={(event) => setDraft({ ...draft, overdue: event.target.checked })} /> {t('orders.overdueOnly')}
        </label>
        <button type="submit" className="button button--primary">
          {t('console.search')}
        </button>
        <p id="orders-query-hint">{t('orders.queryHint')}</p>
      </form>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={data?.items.length === 0} emptyText={t('orders.none')} retry={mutate} />
      {data && data.items.length > 0 && (
        <>
          <p role="status">{t('orders.found', { count: data.total })}</p>
          <ScrollingTable label={t('orders.results')}>
            <table className="console-table">
              <caption className="visually-hidden">{t('orders.results')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.invoice')}</th>
                  <th scope="col">{t('orders.vehicle')}</th>
                  <th scope="col">{t('orders.buyer')}</th>
                  <th scope="col">{t('orders.hammerPrice')}</th>
                  <th scope="col">{t('orders.commissionNet')}</th>
                  <th scope="col">{t('orders.statusLabel')}</th>
                  <th scope="col">{t('orders.paymentDueAt')}</th>
                  <th scope="col">{t('orders.soldAt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.orderId}>
                    <th scope="row">
                      <Link to="admin-section-id" params={{ section: 'orders', id: String(item.orderId) }}>
                        {item.invoiceNumber}
                      </Link>
                    </th>
                    <td>{item.product.title || '–'}</td>
                    <td>
                      {item.buyer.company ?? '–'} (#{item.buyer.customerId})
                    </td>
                    <td>{formatEuro(item.hammerPrice)}</td>
                    <td>{formatEuro(item.commissionNet)}</td>
                    <td>
                      <OrderStatus status={item.status} overdue={item.overdue} />
                    </td>
                    <td>{formatDate(item.paymentDueAt)}</td>
                    <td>{formatDate(item.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <ReviewPager page={data.page} pages={data.pages} onPage={(target) => go(current, target)} />
        </>
      )}
    </>
  );
}
