/** One customer's ads, bids, orders and security events, one list at a time (a row of toggle buttons picks it). */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import { summarizeValues } from '../../../domain/operations/audit-summary.ts';
import { Link } from '../../router.tsx';
import type { CustomerDetail } from './customer-types.ts';
import { ScrollingTable } from './scrolling-table.tsx';

const LISTS = ['ads', 'bids', 'orders', 'securityEvents'] as const;
type List = (typeof LISTS)[number];

const when = (at: string | null) => (at ? formatDateTime(at) : '–');

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollingTable label={caption}>
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollingTable>
  );
}

export function CustomerActivity({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useState<List>('ads');
  const sizes: Record<List, number> = { ads: customer.counts.ads, bids: customer.counts.bids, orders: customer.counts.ordersAsBuyer + customer.counts.ordersAsSeller, securityEvents: customer.securityEvents.length };
  const rows = customer[shown];
  return (
    <section className="console-panel" aria-labelledby="customer-activity">
      <h2 id="customer-activity">{t('customers.activity.heading')}</h2>
      <div className="console-actions customers-lists" role="group" aria-label={t('customers.activity.choose')}>
        {LISTS.map((list) => (
          <button key={list} type="button" className={list === shown ? 'button button--primary' : 'button button--ghost'} aria-pressed={list === shown} onClick={() => setShown(list)}>
            {t(`customers.activity.${list}`)} ({sizes[list]})
          </button>
        ))}
      </div>
      {rows.length === 0 && <p>{t('customers.activity.none')}</p>}
      {shown === 'ads' && customer.ads.length > 0 && (
        <Table caption={t('customers.activity.ads')} head={[t('customers.activity.ad'), t('customers.activity.title'), t('customers.status'), t('customers.activity.created')]}>
          {customer.ads.map((ad) => (
            <tr key={ad.id}>
              <th scope="row">
                <Link to="admin-section-id" params={{ section: 'ads', id: String(ad.id) }}>
                  #{ad.id}
                </Link>
              </th>
              <td>{ad.title}</td>
              <td>{ad.deleted ? t('customers.activity.deleted') : ad.status}</td>
              <td>{when(ad.createdAt)}</td>
            </tr>
          ))}
        </Table>
      )}
      {shown === 'bids' && customer.bids.length > 0 && (
        <Table caption={t('customers.activity.bids')} head={[t('customers.activity.auction'), t('customers.activity.ad'), t('customers.activity.amount'), t('customers.activity.kind'), t('customers.activity.at')]}>
          {customer.bids.map((bid) => (
            <tr key={`${bid.auctionId}-${bid.at}-${bid.amount}`}>
              <th scope="row">
                <Link to="admin-section-id" params={{ section: 'auctions', id: String(bid.auctionId) }}>
                  #{bid.auctionId}
                </Link>
              </th>
              <td>{bid.productId ?? '–'}</td>
              <td className="numeric">{formatEuro(bid.amount)}</td>
              <td>{bid.kind}</td>
              <td>{when(bid.at)}</td>
            </tr>
          ))}
        </Table>
      )}
      {shown === 'orders' && customer.orders.length > 0 && (
        <Table caption={t('customers.activity.orders')} head={[t('customers.activity.invoice'), t('customers.activity.role'), t('customers.status'), t('customers.activity.amount'), t('customers.activity.created')]}>
          {customer.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to="admin-section-id" params={{ section: 'orders', id: String(order.id) }}>
                  {order.invoiceNumber}
                </Link>
              </th>
              <td>{t(`customers.activity.${order.role}`)}</td>
              <td>{order.status}</td>
              <td className="numeric">{formatEuro(order.amount)}</td>
              <td>{when(order.createdAt)}</td>
            </tr>
          ))}
        </Table>
      )}
      {shown === 'securityEvents' && customer.securityEvents.length > 0 && (
        <Table caption={t('customers.activity.securityEvents')} head={[t('customers.activity.event'), t('customers.activity.outcome'), t('customers.activity.at'), t('customers.activity.details')]}>
          {customer.securityEvents.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                {event.type}
                {event.byCustomer && <span className="customers-sub"> ({t('customers.activity.byCustomer')})</span>}
              </th>
              <td>{event.outcome}</td>
              <td>{when(event.at)}</td>
              <td>
                {summarizeValues(event.details, 4, 60)
                  .lines.map((line) => `${line.key}: ${line.value}`)
                  .join(' · ') || '–'}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
