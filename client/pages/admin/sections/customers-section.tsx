/** Console area "customers": the search (/admin/customers) and one customer with their activity and actions (/admin/customers/{id}). */
import '../../../styles/admin-customers.css';
import { useTranslation } from 'react-i18next';
import { CustomerDetail } from '../../../components/admin/customer-detail.tsx';
import { CustomerSearch } from '../../../components/admin/customer-search.tsx';
import type { SectionProps } from '../sections.ts';

export default function CustomersSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <CustomerDetail id={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.customers')}</h1>
      </div>
      <CustomerSearch />
    </>
  );
}
