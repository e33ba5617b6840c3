/** Console area "edits": changes sellers made to published ads, compared side by side, applied or rejected. */
import '../../../styles/admin-ad-reviews.css';
import { useTranslation } from 'react-i18next';
import { EditReviewDetail } from '../../../components/admin/edit-review-detail.tsx';
import { EditReviewList } from '../../../components/admin/edit-review-list.tsx';
import type { SectionProps } from '../sections.ts';

export default function EditsSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <EditReviewDetail key={id} productId={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.edits')}</h1>
      </div>
      <EditReviewList />
    </>
  );
}
