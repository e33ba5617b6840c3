/** Console area "auctions": the search (/admin/auctions) and one auction with its hold actions and history (/admin/auctions/{id}). */
import { useTranslation } from 'react-i18next';
import { AuctionDetail } from '../../../components/admin/auction-detail.tsx';
import { AuctionSearch } from '../../../components/admin/auction-search.tsx';
import type { SectionProps } from '../sections.ts';

export default function AuctionsSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <AuctionDetail id={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.auctions')}</h1>
      </div>
      <AuctionSearch />
    </>
  );
}
