/**
 * /a/merchant-area/searches: the signed-in customer's saved searches, paged (10, 25 or 50 per page, kept in the
 * URL), with the e-mail switch, pause and resume, rename, delete and a link to each search's results.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { type SavedSearch, type SavedSearchesPage, SEARCHES_PAGE_SIZES, type SearchesPageSize } from '../../../domain/saved-searches.ts';
import { AccountPageFrame } from '../../components/account/account-page-frame.tsx';
import { Icon } from '../../components/account/icons.tsx';
import { SavedSearchItem, type SearchActions, type SearchPatch } from '../../components/account/saved-search-item.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSnackbar } from '../../components/ui/snackbar.tsx';
import { api, type ApiRequestError } from '../../lib/api.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { searchesPageSize } from '../account-queries.ts';
import { keys, pageParam } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';
import { retryUnlessClientError } from './customer.ts';

/** The link query of a page: defaults stay out of the URL. */
function pageQuery(page: number, size: SearchesPageSize): Record<string, string> {
  return { ...(page > 1 ? { page: String(page) } : {}), ...(size !== SEARCHES_PAGE_SIZES[0] ? { itemsPerPage: String(size) } : {}) };
}

/** Which success message a change earns. */
function toastKey(patch: SearchPatch): string {
  if (patch.name !== undefined) return 'savedSearches.toasts.renamed';
  if (patch.status !== undefined) return patch.status === 'paused' ? 'savedSearches.toasts.paused' : 'savedSearches.toasts.resumed';
  return patch.notify ? 'savedSearches.toasts.notifyOn' : 'savedSearches.toasts.notifyOff';
}

function Pagination({ page, pages, size }: { page: number; pages: number; size: SearchesPageSize }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="pager" aria-label={t('savedSearches.pagination.label')}>
      {page > 1 && (
        <Link to="account-merchant-searches" query={pageQuery(page - 1, size)} className="pager__step" aria-current={undefined}>
          <span aria-hidden="true">‹</span> {t('savedSearches.pagination.previous')}
        </Link>
      )}
      <ul className="pager__pages">
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to="account-merchant-searches"
              query={pageQuery(number, size)}
              className="pager__page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('savedSearches.pagination.page', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages && (
        <Link to="account-merchant-searches" query={pageQuery(page + 1, size)} className="pager__step" aria-current={undefined}>
          {t('savedSearches.pagination.next')} <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className="list-empty">
      <span className="list-empty__icon">
        <Icon name="searches" size={32} />
      </span>
      <h2 className="list-empty__title">{t('savedSearches.empty.title')}</h2>
      <p>{t('savedSearches.empty.text')}</p>
      <Link to="catalog" className="button button--primary">
        {t('savedSearches.empty.button')}
      </Link>
    </div>
  );
}

export default function SearchesPage({ search }: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const router = useRouter();
  const snackbar = useSnackbar();
  const page = pageParam(search);
  const size = searchesPageSize(search);
  const { data, error, mutate } = useSWR<SavedSearchesPage, ApiRequestError>(viewer.customer ? keys.savedSearches(page, size) : null, {
    shouldRetryOnError: retryUnlessClientError,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const go = (nextPage: number, nextSize: SearchesPageSize, replace = false) => {
    const query = new URLSearchParams(pageQuery(nextPage, nextSize)).toString();
    router.navigate(router.href('account-merchant-searches') + (query ? `?${query}` : ''), { replace });
  };

  // A page emptied by deletions (or an outdated link) falls back to the last page that exists.
  const emptied = data !== undefined && data.searches.length === 0 && page > 1;
  const lastPage = Math.max(1, data?.pages ?? 1);
  useEffect(() => {
    if (emptied) go(lastPage, size, true);
  }, [emptied, lastPage, size]);

  if (!viewer.customer || error?.status === 401) {
    return (
      <section className="container page auth">
        <PageMeta title={t('savedSearches.title')} noindex />
        <SignInPrompt title={t('savedSearches.title')} text={t('savedSearches.signIn')} />
      </section>
    );
  }

  // The first paint's answer is SWR fallback data, not cache: an empty cache means "what is shown".
  const replaceSearch = (updated: SavedSearch) => (cached: SavedSearchesPage | undefined) => {
    const current = cached ?? data;
    return current && { ...current, searches: current.searches.map((item) => (item.id === updated.id ? updated : item)) };
  };

  const actions: SearchActions = {
    async update(item, patch) {
      setBusy(item.id);
      try {
        // Changed in place without reloading: the list keeps its order until the next visit.
        await mutate(
          async (current) => replaceSearch(await api<SavedSearch>(`/private/customer/searches/update/${item.id}`, { method: 'PUT', json: patch }))(current),
          { optimisticData: (current) => replaceSearch({ ...item, ...patch })(current) as SavedSearchesPage, rollbackOnError: true, revalidate: false },
        );
        snackbar(t(toastKey(patch), { name: patch.name ?? item.name }), 'success');
      } finally {
        setBusy(null);
      }
    },
    async remove(item) {
      await api(`/private/customer/searches/delete/${item.id}`, { method: 'DELETE' });
    },
    afterRemove(item) {
      snackbar(t('savedSearches.toasts.deleted', { name: item.name }), 'success');
      void mutate();
      countRef.current?.focus();
    },
  };

  return (
    <AccountPageFrame title={t('savedSearches.title')} intro={t('savedSearches.intro')} error={error} data={data}>
      {(answer) =>
        answer.total === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className="list-toolbar">
              <p className="list-toolbar__count" ref={countRef} tabIndex={-1} aria-live="polite">
                {t('savedSearches.count', { count: answer.total })}
              </p>
              <div className="list-toolbar__tools">
                <label className="page-size">
                  <span>{t('savedSearches.perPage')}</span>
                  <select value={size} onChange={(event) => go(1, Number(event.target.value) as SearchesPageSize)}>
                    {SEARCHES_PAGE_SIZES.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                </label>
                <Link to="catalog" className="button button--ghost">
                  {t('savedSearches.newSearch')}
                </Link>
              </div>
            </div>
            <ul className="search-list">
              {answer.searches.map((item) => (
                <SavedSearchItem key={item.id} search={item} busy={busy === item.id} actions={actions} />
              ))}
            </ul>
            <Pagination page={page} pages={answer.pages} size={size} />
          </>
        )
      }
    </AccountPageFrame>
  );
}
