/**
 * /a/merchant-area/purchases: every auction the dealer bid in, newest first, in tabs (all, active, won, lost) with
 * counts and "load more"; each with the dealer's standing and, once bought, the order with invoice, contract and the
 * cancellation request. Tab and loaded pages live in the URL.
 */
import { useTranslation } from 'react-i18next';
import { PURCHASE_FILTERS, type PurchaseFilter, type PurchasesPage as Answer } from '../../../domain/purchases.ts';
import { Icon } from '../../components/account/icons.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PurchaseItem } from '../../components/purchases/purchase-item.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useLoadMore } from '../../hooks/use-load-more.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { keys, purchasesFilter } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';

function Chunk({ page, filter }: { page: number; filter: PurchaseFilter }) {
  const { data } = useApi<Answer>(keys.purchases(page, filter));
  if (!data) return null;
  return (
    <>
      {data.products.map((product, index) => (
        <PurchaseItem key={`${product.purchase.auctionId}-${product.entityId}`} product={product} eager={page === 1 && index === 0} />
      ))}
    </>
  );
}

function Tabs({ answer, filter }: { answer: Answer; filter: PurchaseFilter }) {
  const { t } = useTranslation();
  const count = (value: PurchaseFilter) => answer.filters.filter.find((option) => option.value === value)?.count ?? 0;
  return (
    <nav className="segmented" aria-label={t('purchases.tabs.label')}>
      {PURCHASE_FILTERS.map((value) => (
        <Link
          key={value}
          to="account-merchant-purchases"
          query={value === 'all' ? {} : { filter: value }}
          className="segmented__option"
          aria-current={value === filter ? 'page' : undefined}
        >
          {t(`purchases.tabs.${value}`)} <span className="segmented__count">{count(value)}</span>
        </Link>
      ))}
    </nav>
  );
}

function Empty({ kind }: { kind: 'none' | 'dealersOnly' }) {
  const { t } = useTranslation();
  const none = kind === 'none';
  return (
    <div className="list-empty">
      <span className="list-empty__icon">
        <Icon name="purchases" size={32} />
      </span>
      <h2 className="list-empty__title">{t(`purchases.${kind}.title`)}</h2>
      <p>{t(`purchases.${kind}.text`)}</p>
      <Link to={none ? 'catalog' : 'account-merchant-register'} className="button button--primary">
        {t(`purchases.${kind}.button`)}
      </Link>
    </div>
  );
}

function Purchases({ match, search }: PageProps) {
  const { t } = useTranslation();
  const filter = purchasesFilter(search);
  const firstKey = keys.purchases(1, filter);
  const { data: first, error } = useApi<Answer>(firstKey);
  const { last, total, hasMore, loadMore } = useLoadMore(match, search, firstKey);
  if (error?.status === 403) return <Empty kind="dealersOnly" />;
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!first) return <div className="page-loading" aria-busy="true" />;
  const everything = first.filters.filter.find((option) => option.value === 'all')?.count ?? 0;
  if (everything === 0) return <Empty kind="none" />;
  return (
    <>
      <Tabs answer={first} filter={filter} />
      <p className="list-toolbar__count" aria-live="polite">
        {t('purchases.count', { count: total })}
      </p>
      {total === 0 ? (
        <div className="list-empty list-empty--compact">
          <p>{t(`purchases.emptyTab.${filter === 'all' ? 'active' : filter}`)}</p>
          <Link to="account-merchant-purchases" className="button button--ghost">
            {t('purchases.showAll')}
          </Link>
        </div>
      ) : (
        <div className="purchase-list">
          {Array.from({ length: last }, (_, index) => (
            <Chunk key={`${filter}-${index}`} page={index + 1} filter={filter} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="watchlist__more">
          <button type="button" className="button button--primary" onClick={loadMore}>
            {t('purchases.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

export default function PurchasesPage(props: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const merchant = viewer.customer?.merchant != null;
  const { error } = useApi<Answer>(merchant ? keys.purchases(1, purchasesFilter(props.search)) : null);
  if (!viewer.customer || error?.status === 401) {
    return (
      <section className="container page auth">
        <PageMeta title={t('purchases.title')} noindex />
        <SignInPrompt title={t('purchases.title')} text={t('purchases.signIn')} />
      </section>
    );
  }
  return (
    <section className="container page purchases">
      <PageMeta title={t('purchases.title')} noindex />
      <nav className="breadcrumb" aria-label={t('account.breadcrumb')}>
        <Link to="account">{t('account.menu.account')}</Link>
        <span aria-hidden="true">›</span>
        <span aria-current="page">{t('purchases.title')}</span>
      </nav>
      <h1 className="page__title">{t('purchases.title')}</h1>
      <p className="page__intro">{t('purchases.intro')}</p>
      {merchant ? <Purchases {...props} /> : <Empty kind="dealersOnly" />}
    </section>
  );
}
