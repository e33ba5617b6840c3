/** Console area "ads": the queue of ads under review, and one ad with everything the seller entered and the decisions. */
import '../../../styles/admin-ad-reviews.css';
import { useTranslation } from 'react-i18next';
import { AdReviewDetail } from '../../../components/admin/ad-review-detail.tsx';
import { AdReviewList } from '../../../components/admin/ad-review-list.tsx';
import type { SectionProps } from '../sections.ts';

export default function AdsSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <AdReviewDetail key={id} productId={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.ads')}</h1>
      </div>
      <AdReviewList />
    </>
  );
}
