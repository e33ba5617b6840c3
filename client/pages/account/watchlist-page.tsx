/**
 * /account/merchant/watchlist: the listings the signed-in customer watches, newest added first, in status tabs
 * (all, live, ended) with counts and "load more"; tab and loaded pages live in the URL.
 */
import { useTranslation } from 'react-i18next';
import { WATCHLIST_STATUS_FILTERS, type WatchlistPage as Answer, type WatchlistStatusFilter } from '../../../domain/saved-searches.ts';
import { AccountListPage } from '../../components/account/account-page-frame.tsx';
import { FilteredProductList } from '../../components/account/filtered-product-list.tsx';
import { ListEmpty } from '../../components/account/list-empty.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useShell } from '../../shell-context.tsx';
import { watchlistTab } from '../account-queries.ts';
import { keys } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';

function Watchlist({ match, search }: PageProps) {
  const { t } = useTranslation();
  const tab = watchlistTab(search);
  return (
    <FilteredProductList<WatchlistStatusFilter, Answer>
      match={match}
      search={search}
      route="account-merchant-watchlist"
      param="status"
      filters={WATCHLIST_STATUS_FILTERS}
      filter={tab}
      pageKey={(page) => keys.watchlist(page, tab)}
      counts={(answer) => answer.filters.status}
      texts={{
        tabsLabel: t('watchlist.tabs.label'),
        tab: (value) => t(`watchlist.tabs.${value}`),
        count: (count) => t('watchlist.count', { count }),
        emptyTab: t(`watchlist.emptyTab.${tab === 'running' ? 'running' : 'ended'}`),
        showAll: t('watchlist.showAll'),
        loadMore: t('watchlist.loadMore'),
      }}
      listClassName="grid grid--cards"
      itemKey={(product) => product.entityId}
      renderItem={(product) => <ProductCard product={product} />}
      empty={
        <ListEmpty
          icon="watchlist"
          title={t('watchlist.empty.title')}
          text={t('watchlist.empty.text')}
          to="catalog"
          button={t('watchlist.empty.button')}
        />
      }
    />
  );
}

export default function WatchlistPage(props: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { error } = useApi<Answer>(viewer.customer ? keys.watchlist(1, watchlistTab(props.search)) : null);
  return (
    <AccountListPage
      className="watchlist"
      title={t('watchlist.title')}
      intro={t('watchlist.intro')}
      signIn={t('watchlist.signIn')}
      signedIn={Boolean(viewer.customer) && error?.status !== 401}
    >
      <Watchlist {...props} />
    </AccountListPage>
  );
}
