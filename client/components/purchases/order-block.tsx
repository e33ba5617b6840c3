/** The order of a won purchase: status, price and commission, dates, the PDF documents and the cancellation request. */
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../../domain/format.ts';
import type { OrderSummary } from '../../../domain/purchases.ts';
import { Icon } from '../account/icons.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

const STATUS_TONE = { pending: 'warning', paid: 'success', canceled: 'neutral', cancellation_requested_by_dealer: 'info' } as const;

export function OrderBlock({ order, title }: { order: OrderSummary; title: string }) {
  const { t } = useTranslation();
  const overdue = order.status === 'pending' && Date.parse(order.paymentDueAt) < Date.now();
  const rows: [string, string, string?][] = [
    [t('purchases.order.invoiceNumber'), order.invoiceNumber],
    [t('purchases.order.soldAt'), formatDate(order.soldAt)],
    [t('purchases.order.hammerPrice'), formatEuro(order.hammerPrice), order.vatReportable ? t('purchases.order.hammerGross') : undefined],
    [t('purchases.order.commissionNet'), formatEuro(order.commissionNet)],
    [t('purchases.order.commissionVat'), formatEuro(order.commissionVat)],
    [t('purchases.order.commissionGross'), formatEuro(order.commissionGross)],
  ];
  return (
    <section className="purchase-order" aria-label={t('purchases.order.title')}>
      <div className="purchase-order__head">
        <h4 className="purchase-order__title">{t('purchases.order.title')}</h4>
        <span className={`status-chip status-chip--${STATUS_TONE[order.status]}`}>{t(`purchases.order.status.${order.status}`)}</span>
      </div>
      <dl className="purchase-order__figures">
        {rows.map(([label, value, note]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value}
              {note && <small> {note}</small>}
            </dd>
          </div>
        ))}
        {order.status !== 'canceled' && (
          <div className={overdue ? 'purchase-order__due purchase-order__due--overdue' : 'purchase-order__due'}>
            <dt>{t('purchases.order.paymentDue')}</dt>
            <dd>
              {formatDate(order.paymentDueAt)}
              {overdue && <small> {t('purchases.order.overdue')}</small>}
            </dd>
          </div>
        )}
        {order.reversalNumber && (
          <div>
            <dt>{t('purchases.order.reversalNumber')}</dt>
            <dd>{order.reversalNumber}</dd>
          </div>
        )}
      </dl>
      {order.cancellationReason && order.status !== 'pending' && (
        <p className="purchase-order__reason">
          <strong>{t('purchases.order.reason')}:</strong> {order.cancellationReason}
        </p>
      )}
      {order.status === 'cancellation_requested_by_dealer' && <p className="purchase-order__note">{t('purchases.order.inReview')}</p>}
      <div className="purchase-order__actions">
        <ul className="purchase-order__documents" aria-label={t('purchases.order.documents')}>
          {order.documents.map(({ document, url }) => (
            <li key={document}>
              {/* Named by its visible text ("Invoice PDF"), with a hidden "Download" first, so voice control matches what is seen. */}
              <a href={url} download className="document-link">
                <Icon name="document" size={18} />
                <span className="visually-hidden">{t('purchases.order.downloadPrefix')} </span>
                <span>{t(`purchases.order.document.${document}`)}</span> <small>PDF</small>
              </a>
            </li>
          ))}
        </ul>
        {order.status === 'pending' && <CancelOrderDialog orderId={order.orderId} title={title} />}
      </div>
    </section>
  );
}
