/**
 * /a/merchant-area/purchases: every auction the dealer bid in, newest first, in tabs (all, active, won, lost) with
 * counts and "load more"; each with the dealer's standing and, once bought, the order with invoice, contract and the
 * cancellation request. Tab and loaded pages live in the URL.
 */
import { useTranslation } from 'react-i18next';
import { PURCHASE_FILTERS, type PurchaseFilter, type PurchasesPage as Answer } from '../../../domain/purchases.ts';
import { AccountListPage } from '../../components/account/account-page-frame.tsx';
import { FilteredProductList } from '../../components/account/filtered-product-list.tsx';
import { ListEmpty } from '../../components/account/list-empty.tsx';
import { PurchaseItem } from '../../components/purchases/purchase-item.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useShell } from '../../shell-context.tsx';
import { purchasesFilter } from '../account-queries.ts';
import { keys } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';

function Empty({ kind }: { kind: 'none' | 'dealersOnly' }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      icon="purchases"
      title={t(`purchases.${kind}.title`)}
      text={t(`purchases.${kind}.text`)}
      to={kind === 'none' ? 'catalog' : 'account-merchant-register'}
      button={t(`purchases.${kind}.button`)}
    />
  );
}

function Purchases({ match, search }: PageProps) {
  const { t } = useTranslation();
  const filter = purchasesFilter(search);
  return (
    <FilteredProductList<PurchaseFilter, Answer>
      match={match}
      search={search}
      route="account-merchant-purchases"
      param="filter"
      filters={PURCHASE_FILTERS}
      filter={filter}
      pageKey={(page) => keys.purchases(page, filter)}
      counts={(answer) => answer.filters.filter}
      texts={{
        tabsLabel: t('purchases.tabs.label'),
        tab: (value) => t(`purchases.tabs.${value}`),
        count: (count) => t('purchases.count', { count }),
        emptyTab: t(`purchases.emptyTab.${filter === 'all' ? 'active' : filter}`),
        showAll: t('purchases.showAll'),
        loadMore: t('purchases.loadMore'),
      }}
      listClassName="purchase-list"
      itemKey={(product) => `${product.purchase.auctionId}-${product.entityId}`}
      renderItem={(product, eager) => <PurchaseItem product={product} eager={eager} />}
      empty={<Empty kind="none" />}
      forbidden={<Empty kind="dealersOnly" />}
    />
  );
}

export default function PurchasesPage(props: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const merchant = viewer.customer?.merchant != null;
  const { error } = useApi<Answer>(merchant ? keys.purchases(1, purchasesFilter(props.search)) : null);
  return (
    <AccountListPage
      className="purchases"
      title={t('purchases.title')}
      intro={t('purchases.intro')}
      signIn={t('purchases.signIn')}
      signedIn={Boolean(viewer.customer) && error?.status !== 401}
    >
      {merchant ? <Purchases {...props} /> : <Empty kind="dealersOnly" />}
    </AccountListPage>
  );
}
