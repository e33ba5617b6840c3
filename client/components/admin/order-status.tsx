/** An order's status as a pill with its text, and the overdue pill for a payment past its due date. */
import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = { paid: 'ok', canceled: 'error', cancellation_requested_by_dealer: 'warn' };

export function OrderStatus({ status, overdue }: { status: string; overdue: boolean }) {
  const { t } = useTranslation('admin');
  const tone = TONE[status];
  return (
    <>
      <span className={`console-pill${tone ? ` console-pill--${tone}` : ''}`}>{t(`orders.status.${status}`, { defaultValue: status })}</span>
      {overdue && (
        <>
          {' '}
          <span className="console-pill console-pill--error">{t('orders.overdue')}</span>
        </>
      )}
    </>
  );
}
