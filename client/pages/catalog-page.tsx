/**
 * Catalogue and search: filters (sidebar on desktop, drawer on phones), sort, active-filter chips, the result
 * count and listing cards page by page with "load more". Filters, sort and the page count all live in the URL.
 */
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CatalogPage as Page } from '../../domain/catalog.ts';
import { TEXT_WINDOW } from '../../domain/catalog-text.ts';
import { ActiveFilters } from '../components/catalog/active-filters.tsx';
import { FilterDrawer } from '../components/catalog/filter-drawer.tsx';
import { FilterForm } from '../components/catalog/filter-form.tsx';
import { facetCounts, useFilterChips } from '../components/catalog/filter-labels.ts';
import { SaveSearch } from '../components/catalog/save-search.tsx';
import { SearchBox } from '../components/catalog/search-box.tsx';
import { SortSelect } from '../components/catalog/sort-select.tsx';
import { useCatalogFilters } from '../components/catalog/use-catalog-filters.ts';
import { useErrorText } from '../components/forms/field-frame.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { useLoadMore } from '../hooks/use-load-more.ts';
import type { ApiRequestError } from '../lib/api.ts';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';

/** A filter change keeps the previous answer on screen (dimmed) until the new one arrives, instead of flashing empty. */
function useSearch(key: string) {
  return useSWR<Page, ApiRequestError>(key, { keepPreviousData: true });
}

function CatalogChunk({ page, query, first }: { page: number; query: string; first: boolean }) {
  const { data } = useSearch(keys.catalog(page, query));
  if (!data) return null;
  return (
    <>
      {/* Only the first photo is fetched at once, with priority: on a phone it is the largest paint, and the
          next cards' photos, below the fold there, would share its bandwidth; on wider screens they load lazily
          as soon as the layout shows them. */}
      {data.products.map((product, index) => (
        <ProductCard key={product.entityId} product={product} eager={first && index === 0} />
      ))}
    </>
  );
}

export default function CatalogPage({ match, search }: PageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { filters, query, change, reset } = useCatalogFilters(match, search);
  const firstKey = keys.catalog(1, query);
  const { last, hasMore, loadMore } = useLoadMore(match, search, firstKey);
  const { data: first, error, isLoading } = useSearch(firstKey);
  const chips = useFilterChips(filters);
  const count = useRef<HTMLParagraphElement>(null);
  const focusCount = useCallback(() => count.current?.focus(), []);
  const total = first?.total;
  const busy = isLoading && first !== undefined;
  const form = <FilterForm filters={filters} counts={facetCounts(first)} onChange={change} />;

  return (
    <div className="container page catalog">
      <PageMeta title={t('catalog.title')} description={t('catalog.intro')} />
      <h1 className="page__title catalog__title">{t('catalog.title')}</h1>
      <p className="page__intro catalog__intro">{t('catalog.intro')}</p>
      <div className="catalog__layout">
        <aside className="catalog__sidebar" aria-labelledby="catalog-filters-title">
          <h2 id="catalog-filters-title" className="catalog__sidebar-title">
            {t('catalogFilters.title')}
          </h2>
          {form}
        </aside>
        <section className="catalog__results" aria-labelledby="catalog-count">
          <SearchBox q={filters.q} onChange={change} />
          <div className="catalog__toolbar">
            <p id="catalog-count" className="catalog__count" aria-live="polite" ref={count} tabIndex={-1}>
              {total === undefined ? t('catalogFilters.loading') : t('catalog.results', { count: total })}
            </p>
            <FilterDrawer active={chips.length} total={total} busy={busy} onReset={reset}>
              {form}
            </FilterDrawer>
            <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} withDistance={Boolean(filters.zip)} />
            <SaveSearch query={query} filters={filters} />
          </div>
          <ActiveFilters chips={chips} onRemove={change} onReset={reset} onEmptied={focusCount} />
          {first?.textCapped && <p className="catalog__note">{t('catalogFilters.search.capped', { count: TEXT_WINDOW })}</p>}
          {error ? (
            <div className="catalog__empty" role="alert">
              {/* An unknown postcode for the distance is the one input only the server can reject. */}
              <p>{error.fields.zip ? errorText(error.fields.zip) : error.message || t('catalogFilters.failed')}</p>
              <button type="button" className="button button--primary" onClick={reset}>
                {t('catalogFilters.empty.reset')}
              </button>
            </div>
          ) : total === 0 ? (
            <div className="catalog__empty">
              {chips.length > 0 ? (
                <>
                  <h2 className="catalog__empty-title">{t('catalogFilters.empty.title')}</h2>
                  <p>{t('catalogFilters.empty.text')}</p>
                  <button type="button" className="button button--primary" onClick={reset}>
                    {t('catalogFilters.empty.reset')}
                  </button>
                </>
              ) : (
                <p>{t('catalog.empty')}</p>
              )}
            </div>
          ) : (
            <div className={`grid grid--cards catalog__grid${busy ? ' catalog__grid--busy' : ''}`} aria-busy={busy}>
              {Array.from({ length: last }, (_, index) => (
                <CatalogChunk key={index} page={index + 1} query={query} first={index === 0} />
              ))}
            </div>
          )}
          {hasMore && !error && (
            <div className="catalog__more">
              <button type="button" className="button button--primary" onClick={loadMore}>
                {t('catalog.loadMore')}
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
