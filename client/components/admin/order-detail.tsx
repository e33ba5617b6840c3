/** One order for operators: figures, parties, the documents to download and booking the dealer's payment. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatEuro } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import { OrderStatus } from './order-status.tsx';
import type { OrderDetail as Detail } from './order-types.ts';
import { ReviewLoadState } from './review-load-state.tsx';

export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const valid = /^\d{1,10}$/.test(id);
  const { data, error, isLoading, mutate } = useApi<Detail>(valid ? `/admin/api/orders/${id}` : null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const back = (
    <p>
      <Link to="admin-section" params={{ section: 'orders' }}>
        {t('console.back')}
      </Link>
    </p>
  );
  if (!valid || error?.status === 404) {
    return (
      <>
        {back}
        <p role="alert">{t('orders.notFound')}</p>
      </>
    );
  }
  if (!data) return <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={false} emptyText="" retry={mutate} />;

  const markPaid = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await api(`/admin/api/orders/${data.orderId}/paid`, { method: 'POST' });
      setMessage({ kind: 'done', text: t('orders.markedPaid') });
    } catch (failure) {
      const text = failure instanceof ApiRequestError && failure.status === 409 ? t('console.conflict') : failure instanceof Error ? failure.message : t('console.loadFailed');
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
      await mutate();
    }
  };

  return (
    <>
      {back}
      <div className="console-heading">
        <h1>{t('orders.detailTitle', { number: data.invoiceNumber })}</h1>
        <OrderStatus status={data.status} overdue={data.overdue} />
      </div>
      <section className="console-panel" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.facts')}</h2>
        <dl className="console-facts">
          <dt>{t('orders.vehicle')}</dt>
          <dd>
            {data.product.title || '–'} (
            <Link to="admin-section-id" params={{ section: 'auctions', id: String(data.auctionId) }}>
              {t('orders.auction', { id: data.auctionId, round: data.round })}
            </Link>
            )
          </dd>
          <dt>{t('orders.via')}</dt>
          <dd>{t(`orders.channel.${data.via}`, { defaultValue: data.via })}</dd>
          <dt>{t('orders.buyer')}</dt>
          <dd>
            <Link to="admin-section-id" params={{ section: 'customers', id: String(data.buyer.customerId) }}>
              {data.buyer.company ?? data.buyer.name} (#{data.buyer.customerId})
            </Link>{' '}
            {data.buyer.email}
          </dd>
          <dt>{t('orders.seller')}</dt>
          <dd>
            <Link to="admin-section-id" params={{ section: 'customers', id: String(data.seller.customerId) }}>
              {data.seller.name || data.seller.email} (#{data.seller.customerId})
            </Link>
          </dd>
          <dt>{t('orders.hammerPrice')}</dt>
          <dd>
            {formatEuro(data.hammerPrice)} {data.vatReportable ? t('orders.gross') : ''}
          </dd>
          <dt>{t('orders.commission')}</dt>
          <dd>{t('orders.commissionParts', { net: formatEuro(data.commissionNet), vat: formatEuro(data.commissionVat), gross: formatEuro(data.commissionGross) })}</dd>
          <dt>{t('orders.soldAt')}</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
          <dt>{t('orders.paymentDueAt')}</dt>
          <dd>{formatDate(data.paymentDueAt)}</dd>
          {data.cancellationReason && (
            <>
              <dt>{t('orders.cancellationReason')}</dt>
              <dd>{data.cancellationReason}</dd>
            </>
          )}
          {data.reversalNumber && (
            <>
              <dt>{t('orders.reversalNumber')}</dt>
              <dd>{data.reversalNumber}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="console-panel" aria-labelledby="order-documents">
        <h2 id="order-documents">{t('orders.documents')}</h2>
        <ul>
          {data.documents.map((document) => (
            <li key={document.document}>
              <a href={document.url} download>
                {t(`orders.document.${document.document}`, { defaultValue: document.document })} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="console-panel" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orders.payment')}</h2>
        {data.status === 'pending' ? (
          <div className="console-actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void markPaid()}>
              {t('orders.markPaid')}
            </button>
          </div>
        ) : (
          <p>{t('orders.notPending')}</p>
        )}
        {message && (
          <p className={message.kind === 'done' ? 'console-notice console-notice--info' : 'console-notice'} role={message.kind === 'done' ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
      </section>
    </>
  );
}
