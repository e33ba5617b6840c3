/** Console area "orders": the filtered list (/admin/orders) and one order with documents and payment (/admin/orders/{id}). */
import { useTranslation } from 'react-i18next';
import { OrderDetail } from '../../../components/admin/order-detail.tsx';
import { OrderList } from '../../../components/admin/order-list.tsx';
import type { SectionProps } from '../sections.ts';

export default function OrdersSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  if (id !== null) return <OrderDetail id={id} />;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.orders')}</h1>
      </div>
      <OrderList />
    </>
  );
}
