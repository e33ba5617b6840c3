/**
 * A sold ad's order as the seller needs it: price, date and status, and the dealer who buys and collects the vehicle
 * (their contact person and phone only where the dealer shows them).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import { useAmountText } from '../auction/money.tsx';
import { isOrderStatus, type MyAd } from './model.ts';

const ORDER_TONE = { pending: 'warning', paid: 'success', canceled: 'neutral', cancellation_requested_by_dealer: 'info' } as const;

export function AdSale({ order, rule }: { order: NonNullable<MyAd['order']>; rule: PriceRule }) {
  const { t } = useTranslation();
  const amount = useAmountText(rule);
  const { buyer } = order;
  const titleId = useId();
  return (
    <section className="my-ad__sale" aria-labelledby={titleId}>
      <div className="my-ad__sale-head">
        <h3 id={titleId} className="my-ad__sale-title">{t('myAds.sale.title')}</h3>
        {isOrderStatus(order.status) && (
          <span className={`status-chip status-chip--${ORDER_TONE[order.status]}`}>
            <span className="visually-hidden">{t('myAds.sale.status')}: </span>
            {t(`purchases.order.status.${order.status}`)}
          </span>
        )}
      </div>
      <dl className="my-ad__facts">
        <div>
          <dt>{t('myAds.sale.price')}</dt>
          <dd data-amount={order.hammerPrice}>{amount(order.hammerPrice)}</dd>
        </div>
        <div>
          <dt>{t('myAds.sale.soldAt')}</dt>
          <dd>
            <time dateTime={order.soldAt}>{formatDate(order.soldAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('myAds.sale.buyer')}</dt>
          <dd>{buyer.company}</dd>
        </div>
        {buyer.contactName && (
          <div>
            <dt>{t('myAds.sale.contact')}</dt>
            <dd>{buyer.contactName}</dd>
          </div>
        )}
        {buyer.phone && (
          <div>
            <dt>{t('myAds.sale.phone')}</dt>
            <dd>
              <a className="my-ad__phone" href={`tel:${buyer.phone.replace(/[^\d+]/g, '')}`}>
                {buyer.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {!buyer.contactShown && <p className="my-ad__note">{t('myAds.sale.contactHidden')}</p>}
    </section>
  );
}
