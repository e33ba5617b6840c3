/**
 * The body of the account's product lists (purchases, watchlist): filter tabs with counts, the count line,
 * "load more" pages (kept in the URL) and the empty states.
 */
import { Fragment, type ReactNode } from 'react';
import type { RouteMatch, RouteName } from '../../../domain/routes.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLoadMore } from '../../hooks/use-load-more.ts';
import { Link } from '../../router.tsx';

/** One page of a filtered list as the API answers it. */
export interface FilteredListAnswer {
  products: readonly unknown[];
  total: number;
  pages: number;
}

type Product<A extends FilteredListAnswer> = A['products'][number];

/** The list's texts, translated by the page (each page has its own i18n namespace). */
export interface FilteredListTexts<F extends string> {
  tabsLabel: string;
  tab: (value: F) => string;
  count: (count: number) => string;
  /** Shown when the chosen tab is empty but the list is not. */
  emptyTab: string;
  showAll: string;
  loadMore: string;
}

export interface FilteredProductListProps<F extends string, A extends FilteredListAnswer> {
  match: RouteMatch;
  search: URLSearchParams;
  /** The page's route: tab links and "show all" point here. */
  route: RouteName;
  /** The query parameter naming the tab; the first tab goes without it. */
  param: string;
  /** The tabs; the first one ('all') shows everything. */
  filters: readonly F[];
  filter: F;
  /** The API path of one page in the chosen tab. */
  pageKey: (page: number) => string;
  counts: (answer: A) => readonly { value: F; count: number }[];
  texts: FilteredListTexts<F>;
  listClassName: string;
  itemKey: (product: Product<A>) => string | number;
  /** `eager`: the very first item, whose image is worth loading at once. */
  renderItem: (product: Product<A>, eager: boolean) => ReactNode;
  /** Shown instead of tabs and list when not a single tab has an item. */
  empty: ReactNode;
  /** Shown instead of the error notice when the API answers 403. */
  forbidden?: ReactNode;
}

function Chunk<F extends string, A extends FilteredListAnswer>({ list, page }: { list: FilteredProductListProps<F, A>; page: number }) {
  const { data } = useApi<A>(list.pageKey(page));
  if (!data) return null;
  return (
    <>
      {data.products.map((product, index) => (
        <Fragment key={list.itemKey(product)}>{list.renderItem(product, page === 1 && index === 0)}</Fragment>
      ))}
    </>
  );
}

function Tabs<F extends string, A extends FilteredListAnswer>({ list, answer }: { list: FilteredProductListProps<F, A>; answer: A }) {
  const count = (value: F) => list.counts(answer).find((option) => option.value === value)?.count ?? 0;
  return (
    <nav className="segmented" aria-label={list.texts.tabsLabel}>
      {list.filters.map((value, index) => (
        <Link
          key={value}
          to={list.route}
          query={index === 0 ? {} : { [list.param]: value }}
          className="segmented__option"
          aria-current={value === list.filter ? 'page' : undefined}
        >
          {list.texts.tab(value)} <span className="segmented__count">{count(value)}</span>
        </Link>
      ))}
    </nav>
  );
}

export function FilteredProductList<F extends string, A extends FilteredListAnswer>(list: FilteredProductListProps<F, A>) {
  const firstKey = list.pageKey(1);
  const { data: first, error } = useApi<A>(firstKey);
  const { last, total, hasMore, loadMore } = useLoadMore(list.match, list.search, firstKey);
  if (error?.status === 403 && list.forbidden) return list.forbidden;
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!first) return <div className="page-loading" aria-busy="true" />;
  const everything = list.counts(first).find((option) => option.value === list.filters[0])?.count ?? 0;
  if (everything === 0) return list.empty;
  return (
    <>
      <Tabs list={list} answer={first} />
      <p className="list-toolbar__count" aria-live="polite">
        {list.texts.count(total)}
      </p>
      {total === 0 ? (
        <div className="list-empty list-empty--compact">
          <p>{list.texts.emptyTab}</p>
          <Link to={list.route} className="button button--ghost">
            {list.texts.showAll}
          </Link>
        </div>
      ) : (
        <div className={list.listClassName}>
          {Array.from({ length: last }, (_, index) => (
            <Chunk key={`${list.filter}-${index}`} list={list} page={index + 1} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="watchlist__more">
          <button type="button" className="button button--primary" onClick={loadMore}>
            {list.texts.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
