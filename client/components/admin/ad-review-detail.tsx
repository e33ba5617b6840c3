/** One ad under review: everything the seller entered, its edit log, then the decisions (only while it is still under review). */
import { useTranslation } from 'react-i18next';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import { AdEditLog } from './ad-edit-log.tsx';
import { AdReviewActions } from './ad-review-actions.tsx';
import { AdReviewFacts } from './ad-review-facts.tsx';
import type { AdReview } from './ad-review-types.ts';
import { ReviewLoadState } from './review-load-state.tsx';

export function AdReviewDetail({ productId }: { productId: string }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<AdReview>(`/admin/api/reviews/ads/${productId}`);
  return (
    <>
      <p>
        <Link to="admin-section" params={{ section: 'ads' }}>
          {t('console.back')}
        </Link>
      </p>
      <div className="console-heading">
        <h1>{data ? data.title || t('ads.untitled') : t('console.sections.ads')}</h1>
      </div>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={false} emptyText="" retry={mutate} />
      {data && (
        <>
          {data.status !== 'under_review' && (
            <p className="console-notice console-notice--info" role="status">
              {t('ads.notUnderReview', { status: data.status })}
            </p>
          )}
          <AdReviewFacts ad={data} />
          <AdEditLog log={data.editLog} />
          {data.status === 'under_review' && <AdReviewActions productId={data.productId} updatedAt={data.updatedAt} sellerLanguage={data.seller?.language ?? null} reload={mutate} />}
        </>
      )}
    </>
  );
}
