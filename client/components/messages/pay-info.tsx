/** What the buyer needs to pay the commission: amount, due date, the invoice to download (it carries the bank details). */
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../../domain/format.ts';
import { orderDocumentPath } from '../../../domain/purchases.ts';
import { Link } from '../../router.tsx';
import { Icon } from '../account/icons.tsx';

export function PayInfo({ orderId, amount, deadline }: { orderId: number | null; amount: number | null; deadline: number | null }) {
  const { t } = useTranslation('messages');
  return (
    <section className="message-action message-pay" aria-label={t('pay.title')}>
      {(amount !== null || deadline !== null) && (
        <dl className="message-pay__figures">
          {amount !== null && (
            <div>
              <dt>{t('pay.amount')}</dt>
              <dd>{formatEuro(amount)}</dd>
            </div>
          )}
          {deadline !== null && (
            <div>
              <dt>{t('pay.due')}</dt>
              <dd>{formatDate(deadline)}</dd>
            </div>
          )}
        </dl>
      )}
      {orderId !== null && (
        <>
          <a href={orderDocumentPath(orderId, 'invoice')} download className="document-link">
            <Icon name="document" size={18} />
            <span>{t('pay.invoice')}</span> <small>PDF</small>
          </a>
          <p className="message-pay__note">{t('pay.bank')}</p>
        </>
      )}
      <Link to="account-merchant-purchases" className="button button--ghost">
        {t('pay.purchases')}
      </Link>
    </section>
  );
}
