/** The body of "my vehicles" / "my ads": the count and the new-ad button, the ads page by page ("load more"), or the empty state. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMatch } from '../../../domain/routes.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLoadMore } from '../../hooks/use-load-more.ts';
import { Link } from '../../router.tsx';
import { ListEmpty } from '../account/list-empty.tsx';
import { ManageProvider } from './manage-context.tsx';
import { type MyAdsAnswer, myAdsKey } from './model.ts';
import { MyAdItem } from './my-ad-item.tsx';

function Chunk({ page }: { page: number }) {
  const { data } = useApi<MyAdsAnswer>(myAdsKey(page));
  if (!data) return null;
  return (
    <>
      {data.products.map((ad, index) => (
        <MyAdItem key={ad.entityId} ad={ad} eager={page === 1 && index === 0} />
      ))}
    </>
  );
}

export function MyAdsList({ match, search }: { match: RouteMatch; search: URLSearchParams }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLParagraphElement>(null);
  const firstKey = myAdsKey(1);
  const { data: first, error } = useApi<MyAdsAnswer>(firstKey);
  const { last, total, hasMore, loadMore } = useLoadMore(match, search, firstKey);
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!first) return <div className="page-loading" aria-busy="true" />;
  if (first.total === 0) {
    return <ListEmpty icon="vehicle" title={t('myAds.empty.title')} text={t('myAds.empty.text')} to="ad-new" button={t('myAds.empty.button')} />;
  }
  return (
    <ManageProvider listAnchor={anchor}>
      <div className="list-toolbar my-ads__toolbar">
        {/* Focusable from script only: after a deletion, keyboard focus lands here. */}
        <p ref={anchor} tabIndex={-1} className="list-toolbar__count" aria-live="polite">
          {t('myAds.count', { count: total })}
        </p>
        <Link to="ad-new" className="button button--primary my-ads__new">
          {t('myAds.newAd')}
        </Link>
      </div>
      <div className="my-ads__list">
        {Array.from({ length: last }, (_, index) => (
          <Chunk key={index} page={index + 1} />
        ))}
      </div>
      {hasMore && (
        <div className="watchlist__more">
          <button type="button" className="button button--primary" onClick={loadMore}>
            {t('myAds.loadMore')}
          </button>
        </div>
      )}
    </ManageProvider>
  );
}
