/**
 * The auction box: status, end time (Berlin time), highest bid or start price and buy-now price under the net/gross
 * rule, bid count, who may bid, and sharing. Bidding controls join here with the auction engine.
 */
import { priceDisplay } from '../../../domain/pricing.ts';
import { useTranslation } from 'react-i18next';
import { isLive, isOpen, PUBLIC_STATUSES } from '../../../domain/auction-status.ts';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import type { ProductDetail } from '../../../domain/product.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { Link } from '../../router.tsx';
import { ShareButton } from './share-button.tsx';

function Price({ label, amount, product, large = false }: { label: string; amount: number; product: ProductDetail; large?: boolean }) {
  const { t } = useTranslation();
  const shown = priceDisplay(amount, product);
  return (
    <div className={`box-price${large ? ' box-price--large' : ''}`}>
      <span className="box-price__label">{label}</span>
      <strong className="box-price__amount">{formatEuro(shown.amount)}</strong>
      <span className="box-price__note">
        {t(`product.vat.${shown.note}`, { percent: 19 })}
        {shown.net !== null && ` · ${t('product.vat.netAmount', { amount: formatEuro(shown.net) })}`}
      </span>
    </div>
  );
}

function EndTime({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const auction = product.auction;
  if (product.status === 'published' && auction?.startsAt) return <p className="auction-box__time">{t('product.auction.startsAt', { date: formatDateTime(auction.startsAt) })}</p>;
  if (!auction?.endingAt) return null;
  const key = isOpen(product.status) ? 'product.auction.endsAt' : 'product.auction.endedAt';
  return (
    <p className="auction-box__time">
      <time dateTime={auction.endingAt}>{t(key, { date: formatDateTime(auction.endingAt) })}</time>
    </p>
  );
}

function WhoBids({ product, viewer }: { product: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  if (product.context.owner) return <p className="auction-box__hint">{t('product.auction.yourAd')}</p>;
  if (!isOpen(product.status)) return null;
  const merchant = viewer.customer?.merchant;
  if (merchant?.accepted === true && !merchant.blocked) return null;
  if (merchant && merchant.accepted === null) return <p className="auction-box__hint">{t('product.auction.dealerInReview')}</p>;
  return (
    <p className="auction-box__hint">
      {t('product.auction.dealersOnly')}{' '}
      <Link to="merchant-landing">{t('product.auction.becomeDealer')}</Link>
      {!viewer.customer && (
        <>
          {' · '}
          <Link to="login">{t('product.auction.signIn')}</Link>
        </>
      )}
    </p>
  );
}

export function AuctionBox({ product, viewer }: { product: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  const auction = product.auction;
  const live = isLive(product.status);
  const prices = auction?.attributes;
  const highest = prices?.highestBid ?? null;
  const start = prices?.startPrice ?? null;
  const buyNow = prices?.buyNowPrice ?? null;
  // Only the owner and operators receive the target price.
  const minimum = product.attributes.ints.minimum_price;
  return (
    <aside className="auction-box" aria-labelledby="auction-box-title">
      <div className="auction-box__head">
        <h2 id="auction-box-title" className="auction-box__title">
          {t('product.auction.title')}
        </h2>
        <span className={`auction-status auction-status--${live ? 'live' : product.status === 'published' ? 'soon' : 'ended'}`}>{t(`listing.status.${product.status}`)}</span>
      </div>
      <EndTime product={product} />
      {highest !== null ? (
        <Price label={t('listing.highestBid')} amount={highest} product={product} large />
      ) : start !== null ? (
        <Price label={t('product.auction.startPrice')} amount={start} product={product} large />
      ) : (
        <p className="box-price box-price--large">
          <span className="box-price__label">{t('listing.highestBid')}</span>
          <strong className="box-price__amount box-price__amount--none">{t('listing.noBids')}</strong>
        </p>
      )}
      {auction && <p className="auction-box__bids">{t('listing.bids', { count: prices?.bidCount ?? 0 })}</p>}
      {buyNow !== null && (live || product.status === 'published') && <Price label={t('listing.buyNowPrice')} amount={buyNow} product={product} />}
      {(prices?.exclusive || prices?.manufacturer) && (
        <ul className="auction-box__flags">
          {prices.exclusive && <li>{t('product.auction.exclusive')}</li>}
          {prices.manufacturer && <li>{t('product.auction.manufacturer')}</li>}
        </ul>
      )}
      {minimum !== undefined && <Price label={t('product.auction.yourMinimum')} amount={minimum} product={product} />}
      <WhoBids product={product} viewer={viewer} />
      {PUBLIC_STATUSES.includes(product.status) && (
        <div className="auction-box__actions">
          <ShareButton productId={product.entityId} title={product.title} />
        </div>
      )}
    </aside>
  );
}
