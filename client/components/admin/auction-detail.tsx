/** One auction for operators: its facts (with the target price bidders never see), the hold actions, bids and events. */
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import { AuctionActions } from './auction-actions.tsx';
import { AuctionHistory } from './auction-history.tsx';
import { AuctionStatusPill } from './auction-status-pill.tsx';
import type { AuctionDetail as Detail } from './auction-types.ts';
import { ReviewLoadState } from './review-load-state.tsx';

const when = (value: number | null) => (value === null ? '–' : formatDateTime(value));
const euro = (value: number | null) => (value === null ? '–' : formatEuro(value));

export function AuctionDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const valid = /^\d{1,10}$/.test(id);
  const { data, error, isLoading, mutate } = useApi<Detail>(valid ? `/admin/api/auctions/${id}` : null);
  const back = (
    <p>
      <Link to="admin-section" params={{ section: 'auctions' }}>
        {t('console.back')}
      </Link>
    </p>
  );
  if (!valid || error?.status === 404) {
    return (
      <>
        {back}
        <p role="alert">{t('auctions.notFound')}</p>
      </>
    );
  }
  if (!data) return <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={false} emptyText="" retry={mutate} />;
  const { auction, product } = data;
  return (
    <>
      {back}
      <div className="console-heading">
        <h1>{t('auctions.detailTitle', { id: auction.auctionId, title: product.title || t('auctions.untitled') })}</h1>
        <AuctionStatusPill status={auction.status} paused={auction.paused} />
      </div>
      {auction.pause && (
        <p className="console-notice" role="status">
          {t('auctions.pausedSince', { at: formatDateTime(auction.pause.since) })} {t('auctions.pauseReason')}: „{auction.pause.reason}“
          {auction.pause.reopensAt ? ` ${t('auctions.reopensAt', { at: formatDateTime(auction.pause.reopensAt) })}` : null}
        </p>
      )}
      {product.withdrawal && (
        <div className="console-notice" role="status">
          <p>
            {t('auctions.withdrawn', { at: formatDateTime(product.withdrawal.at), reason: t(`auctions.withdrawalReason.${product.withdrawal.reason}`) })}{' '}
            {t('auctions.withdrawnBefore', { status: t(`auctions.status.${product.withdrawal.statusBefore}`) })}
          </p>
          {product.withdrawal.note && (
            <p>
              {t('auctions.withdrawnNote')}: „{product.withdrawal.note}“
            </p>
          )}
        </div>
      )}
      <section className="console-panel" aria-labelledby="auction-facts">
        <h2 id="auction-facts">{t('auctions.facts')}</h2>
        <dl className="console-facts">
          <dt>{t('auctions.vehicle')}</dt>
          <dd>
            {product.title || t('auctions.untitled')} ({t('auctions.productNumber', { id: product.productId })}
            {product.internalNumber ? `, ${product.internalNumber}` : ''}){product.deleted ? ` – ${t('auctions.deleted')}` : ''}
          </dd>
          <dt>{t('auctions.seller')}</dt>
          <dd>
            <Link to="admin-section-id" params={{ section: 'customers', id: String(product.seller.customerId) }}>
              {product.seller.name || product.seller.email} (#{product.seller.customerId})
            </Link>
          </dd>
          <dt>{t('auctions.round')}</dt>
          <dd>{auction.round}</dd>
          <dt>{t('auctions.startsAt')}</dt>
          <dd>{when(auction.startsAt)}</dd>
          <dt>{t('auctions.endingAt')}</dt>
          <dd>{when(auction.endingAt)}</dd>
          <dt>{t('auctions.scheduledEndAt')}</dt>
          <dd>{when(auction.scheduledEndAt)}</dd>
          <dt>{t('auctions.highestBid')}</dt>
          <dd>{euro(auction.highestBid)}</dd>
          <dt>{t('auctions.bidCount')}</dt>
          <dd>{auction.bidCount}</dd>
          <dt>{t('auctions.minNextBid')}</dt>
          <dd>{euro(auction.minNextBid)}</dd>
          <dt>{t('auctions.minimumPrice')}</dt>
          <dd>{euro(auction.minimumPrice)}</dd>
          <dt>{t('auctions.buyNowPrice')}</dt>
          <dd>{euro(auction.buyNowPrice)}</dd>
          <dt>{t('auctions.participants')}</dt>
          <dd>{auction.participants}</dd>
        </dl>
      </section>
      <AuctionActions detail={data} reload={mutate} />
      <AuctionHistory detail={data} />
    </>
  );
}
