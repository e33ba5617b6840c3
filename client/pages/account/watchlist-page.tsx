/**
 * /account/merchant/watchlist: the listings the signed-in customer watches, newest added first, in status tabs
 * (all, live, ended) with counts and "load more"; tab and loaded pages live in the URL.
 */
import { useTranslation } from 'react-i18next';
import { WATCHLIST_STATUS_FILTERS, type WatchlistPage as Answer, type WatchlistStatusFilter } from '../../../domain/saved-searches.ts';
import { Icon } from '../../components/account/icons.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useLoadMore } from '../../hooks/use-load-more.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { keys, watchlistTab } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';

function Chunk({ page, tab }: { page: number; tab: WatchlistStatusFilter }) {
  const { data } = useApi<Answer>(keys.watchlist(page, tab));
  if (!data) return null;
  return (
    <>
      {data.products.map((product) => (
        <ProductCard key={product.entityId} product={product} />
      ))}
    </>
  );
}

function Tabs({ answer, tab }: { answer: Answer; tab: WatchlistStatusFilter }) {
  const { t } = useTranslation();
  const count = (value: WatchlistStatusFilter) => answer.filters.status.find((option) => option.value === value)?.count ?? 0;
  return (
    <nav className="segmented" aria-label={t('watchlist.tabs.label')}>
      {WATCHLIST_STATUS_FILTERS.map((value) => (
        <Link
          key={value}
          to="account-merchant-watchlist"
          query={value === 'all' ? {} : { status: value }}
          className="segmented__option"
          aria-current={value === tab ? 'page' : undefined}
        >
          {t(`watchlist.tabs.${value}`)} <span className="segmented__count">{count(value)}</span>
        </Link>
      ))}
    </nav>
  );
}

function EmptyWatchlist() {
  const { t } = useTranslation();
  return (
    <div className="list-empty">
      <span className="list-empty__icon">
        <Icon name="watchlist" size={32} />
      </span>
      <h2 className="list-empty__title">{t('watchlist.empty.title')}</h2>
      <p>{t('watchlist.empty.text')}</p>
      <Link to="catalog" className="button button--primary">
        {t('watchlist.empty.button')}
      </Link>
    </div>
  );
}

function Watchlist({ match, search }: PageProps) {
  const { t } = useTranslation();
  const tab = watchlistTab(search);
  const firstKey = keys.watchlist(1, tab);
  const { data: first, error } = useApi<Answer>(firstKey);
  const { last, total, hasMore, loadMore } = useLoadMore(match, search, firstKey);
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!first) return <div className="page-loading" aria-busy="true" />;
  const everything = first.filters.status.find((option) => option.value === 'all')?.count ?? 0;
  if (everything === 0) return <EmptyWatchlist />;
  return (
    <>
      <Tabs answer={first} tab={tab} />
      <p className="list-toolbar__count" aria-live="polite">
        {t('watchlist.count', { count: total })}
      </p>
      {total === 0 ? (
        <div className="list-empty list-empty--compact">
          <p>{t(`watchlist.emptyTab.${tab === 'running' ? 'running' : 'ended'}`)}</p>
          <Link to="account-merchant-watchlist" className="button button--ghost">
            {t('watchlist.showAll')}
          </Link>
        </div>
      ) : (
        <div className="grid grid--cards">
          {Array.from({ length: last }, (_, index) => (
            <Chunk key={`${tab}-${index}`} page={index + 1} tab={tab} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="watchlist__more">
          <button type="button" className="button button--primary" onClick={loadMore}>
            {t('watchlist.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

export default function WatchlistPage(props: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { error } = useApi<Answer>(viewer.customer ? keys.watchlist(1, watchlistTab(props.search)) : null);
  if (!viewer.customer || error?.status === 401) {
    return (
      <section className="container page auth">
        <PageMeta title={t('watchlist.title')} noindex />
        <SignInPrompt title={t('watchlist.title')} text={t('watchlist.signIn')} />
      </section>
    );
  }
  return (
    <section className="container page watchlist">
      <PageMeta title={t('watchlist.title')} noindex />
      <nav className="breadcrumb" aria-label={t('account.breadcrumb')}>
        <Link to="account">{t('account.menu.account')}</Link>
        <span aria-hidden="true">›</span>
        <span aria-current="page">{t('watchlist.title')}</span>
      </nav>
      <h1 className="page__title">{t('watchlist.title')}</h1>
      <p className="page__intro">{t('watchlist.intro')}</p>
      <Watchlist {...props} />
    </section>
  );
}
