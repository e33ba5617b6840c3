/** The customer search: a labelled query field, the results table (newest first) and paging, kept in the URL. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link, useRouter } from '../../router.tsx';
import type { CustomerSearchPage } from './customer-types.ts';
import { ScrollingTable } from './scrolling-table.tsx';

export function CustomerSearch() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const params = new URLSearchParams(router.location.search);
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const { data, error, isLoading, mutate } = useApi<CustomerSearchPage>(`/admin/api/customers?${new URLSearchParams({ q, page: String(page) })}`);

  const go = (query: string, target: number) => router.navigate(router.href('admin-section', { section: 'customers' }, { q: query, page: String(target) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft.trim(), 1);
  };

  return (
    <>
      <form className="console-toolbar" role="search" onSubmit={submit}>
        <label>
          {t('customers.query')}
          <input type="search" name="q" value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} aria-describedby="customers-query-hint" />
        </label>
        <button type="submit" className="button button--primary">
          {t('console.search')}
        </button>
        <p id="customers-query-hint" className="customers-hint">
          {t('customers.queryHint')}
        </p>
      </form>
      {isLoading && <p role="status">{t('console.loading')}</p>}
      {error && (
        <p className="console-notice" role="alert">
          {t('console.loadFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void mutate()}>
            {t('console.retry')}
          </button>
        </p>
      )}
      {data && (
        <>
          <p role="status">{t('customers.found', { count: data.total })}</p>
          {data.items.length > 0 && (
            <ScrollingTable label={t('customers.results')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('customers.results')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('customers.number')}</th>
                    <th scope="col">{t('customers.name')}</th>
                    <th scope="col">{t('customers.email')}</th>
                    <th scope="col">{t('customers.profileType')}</th>
                    <th scope="col">{t('customers.company')}</th>
                    <th scope="col">{t('customers.status')}</th>
                    <th scope="col">{t('customers.since')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.customerId}>
                      <th scope="row">
                        <Link to="admin-section-id" params={{ section: 'customers', id: String(item.customerId) }}>
                          #{item.customerId}
                        </Link>
                      </th>
                      <td>{`${item.name} ${item.surname}`.trim() || '–'}</td>
                      <td>{item.email}</td>
                      <td>{t(`customers.profile.${item.profileType}`, { defaultValue: item.profileType })}</td>
                      <td>
                        {item.company ?? '–'}
                        {item.merchantState && <span className="customers-sub"> ({t(`customers.merchantState.${item.merchantState}`)})</span>}
                      </td>
                      <td>
                        {item.deactivated && <span className="console-pill console-pill--error">{t('customers.deactivated')}</span>}{' '}
                        {!item.emailVerified && <span className="console-pill console-pill--warn">{t('customers.unverified')}</span>}
                        {!item.deactivated && item.emailVerified && <span className="console-pill console-pill--ok">{t('customers.active')}</span>}
                      </td>
                      <td>{item.createdAt ? formatDate(item.createdAt) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          )}
          {data.pages > 1 && (
            <nav className="console-actions" aria-label={t('customers.paging')}>
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => go(q, page - 1)}>
                {t('console.page.previous')}
              </button>
              <span>{t('console.page.of', { page: data.page, pages: data.pages })}</span>
              <button type="button" className="button button--ghost" disabled={page >= data.pages} onClick={() => go(q, page + 1)}>
                {t('console.page.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
