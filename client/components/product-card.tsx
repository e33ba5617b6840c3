/**
 * A listing card: photo, status, key data with units, highest bid or buy-now price, the end time and, signed in, the
 * watchlist heart. Cards of open auctions update live while on screen.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Card } from '../../domain/catalog.ts';
import { hasEnded, isLive, isOpen } from '../../domain/auction-status.ts';
import { priceDisplay } from '../../domain/pricing.ts';
import { formatDateTime, formatEuro, formatMonthYear, formatPower, formatUnit } from '../../domain/format.ts';
import { photoAttributes } from '../lib/responsive-photo.ts';
import { Link } from '../router.tsx';
import { useShell } from '../shell-context.tsx';
import { useLiveCard } from './auction/use-live-card.ts';
import { WatchlistButton } from './catalog/watchlist-button.tsx';

export function ProductCard({ product: card, eager = false }: { product: Card; eager?: boolean }) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const ref = useRef<HTMLElement>(null);
  const product = useLiveCard(card, ref);
  const title = `${product.make} ${product.model}`;
  const live = isLive(product.status);
  // Commercial sellers' amounts are stored net; the card shows them like the detail page does.
  const bid = product.highestBid === null ? null : priceDisplay(product.highestBid, product);
  return (
    <article className="card card--watchable" ref={ref} data-auction-status={product.status}>
      <Link to="catalog-product-id" params={{ id: String(product.entityId) }} className="card__link">
        <div className="card__media">
          {product.image ? (
            <img
              {...photoAttributes(product.image, 'card')}
              alt={title}
              width={600}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(eager ? { fetchPriority: 'high' as const } : {})}
            />
          ) : (
            <div className="card__media-empty" aria-hidden="true" />
          )}
          <span className={`badge badge--${live ? 'live' : hasEnded(product.status) ? 'ended' : 'soon'}`}>
            {t(`listing.status.${product.status}`)}
          </span>
        </div>
        <div className="card__body">
          <p className="card__type">{t(`listing.type.${product.productType}`)}</p>
          <h3 className="card__title">{title}</h3>
          <ul className="card__facts">
            <li>{formatMonthYear(product.firstRegistrationYear, product.firstRegistrationMonth)}</li>
            {product.mileage !== null && <li>{formatUnit(product.mileage, 'km')}</li>}
            {product.powerKw !== null && <li>{formatPower(product.powerKw)}</li>}
            {product.powerKw === null && product.lengthMm !== null && <li>{formatUnit(product.lengthMm, 'mm')}</li>}
          </ul>
          <p className="card__location">
            {product.city}, {product.country}
          </p>
          <div className="card__price">
            <div>
              <span className="card__price-label">{product.highestBid ? t('listing.highestBid') : t('listing.noBids')}</span>
              {bid && <strong>{formatEuro(bid.amount)}</strong>}
              {bid?.note === 'net' && <small> {t('listing.netPlusVat')}</small>}
            </div>
            <span className="card__bids">{t('listing.bids', { count: product.bidCount })}</span>
          </div>
          {product.endingAt && (
            <p className="card__ends">
              {t(isOpen(product.status) ? 'listing.endsAt' : 'listing.endedAt', { date: formatDateTime(product.endingAt) })}
            </p>
          )}
          {product.buyNowPrice !== null && live && (
            <p className="card__buy-now">
              {t('listing.buyNowPrice')}: {formatEuro(priceDisplay(product.buyNowPrice, product).amount)}
            </p>
          )}
        </div>
      </Link>
      {/* Beside the link, not inside it: a button within a link is invalid and would open the listing. */}
      {viewer.customer && <WatchlistButton productId={product.entityId} initial={product.watchlist ?? false} title={title} />}
    </article>
  );
}
