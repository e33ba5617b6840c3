/** Console area "dealers": the review queue by state, and one dealer's registration, document and decisions. */
import { useTranslation } from 'react-i18next';
import { DealerDetail } from '../../../components/admin/dealer-detail.tsx';
import { DealerList } from '../../../components/admin/dealer-list.tsx';
import type { SectionProps } from '../sections.ts';

export default function DealersSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <DealerDetail key={id} merchantId={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.dealers')}</h1>
      </div>
      <DealerList />
    </>
  );
}
