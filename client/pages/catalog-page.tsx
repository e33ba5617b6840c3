/** Catalogue: listing cards page by page with "load more"; the page count lives in the URL. */
import { useTranslation } from 'react-i18next';
import type { CatalogPage as Page } from '../../domain/catalog.ts';
import { PageMeta } from '../components/page-meta.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { useApi } from '../hooks/use-api.ts';
import { useLoadMore } from '../hooks/use-load-more.ts';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';

function CatalogChunk({ page, status, first }: { page: number; status: string | undefined; first: boolean }) {
  const { data } = useApi<Page>(keys.catalog(page, status));
  if (!data) return null;
  return (
    <>
      {data.products.map((product, index) => (
        <ProductCard key={product.entityId} product={product} eager={first && index < 3} />
      ))}
    </>
  );
}

export default function CatalogPage({ match, search }: PageProps) {
  const { t } = useTranslation();
  const status = search.get('status') ?? undefined;
  const { last, total, hasMore, loadMore } = useLoadMore(match, search, keys.catalog(1, status));

  return (
    <div className="container page">
      <PageMeta title={t('catalog.title')} description={t('catalog.intro')} />
      <h1 className="page__title">{t('catalog.title')}</h1>
      <p className="page__intro">{t('catalog.intro')}</p>
      <p className="catalog__count" aria-live="polite">
        {t('catalog.results', { count: total })}
      </p>
      <p className="notice">{t('catalog.filtersSoon')}</p>
      {total === 0 ? (
        <p>{t('catalog.empty')}</p>
      ) : (
        <div className="grid grid--cards">
          {Array.from({ length: last }, (_, index) => (
            <CatalogChunk key={index} page={index + 1} status={status} first={index === 0} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="catalog__more">
          <button type="button" className="button button--primary" onClick={loadMore}>
            {t('catalog.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
