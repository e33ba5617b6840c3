/**
 * The auction box of the product page: status, countdown and end time (Berlin time), the live price and bid count
 * under the net/gross rule, the viewer's standing, and the forms for this viewer (bid, agent, buy-now, late offer,
 * renegotiation, the seller's decisions). Server-rendered from the product answer, then kept live over the socket.
 */
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { type BidderBanner, bidderBanner, rejectionState } from '../../../domain/auction/bidder-banner.ts';
import { boxPanels, snapshotFromProduct } from '../../../domain/auction/box-view.ts';
import type { AuctionSnapshot, BidderState } from '../../../domain/auction/view.ts';
import { isLive, isOpen, isPublic, PUBLIC_STATUSES } from '../../../domain/auction-status.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { ProductAuction, ProductDetail } from '../../../domain/product.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import type { CommandFailure } from '../../hooks/use-auction-command.ts';
import { useAuctionLive } from '../../hooks/use-auction-live.ts';
import { keys } from '../../pages/data-keys.ts';
import { Link } from '../../router.tsx';
import { BidderStatus, SaleNote } from '../auction/bidder-status.tsx';
import { Countdown } from '../auction/countdown.tsx';
import { LivePrice } from '../auction/live-price.tsx';
import { Money } from '../auction/money.tsx';
import type { AuctionModel } from '../auction/model.ts';
import { Deferred } from '../ui/deferred.tsx';
import { ShareButton } from './share-button.tsx';

/**
 * The viewer's forms (bid, agent, buy-now, late offer, the seller's decisions): their code loads only where a form
 * shows, so a visitor's product page goes without it. The registry loads it with the page for a signed-in viewer.
 */
const AuctionPanels = lazy(() => import('../auction/auction-panels.tsx').then((module) => ({ default: module.AuctionPanels })));

function EndTime({ snapshot }: { snapshot: AuctionSnapshot }) {
  const { t } = useTranslation();
  if (snapshot.status === 'published' && snapshot.startsAt) {
    return <p className="auction-box__time">{t('product.auction.startsAt', { date: formatDateTime(snapshot.startsAt) })}</p>;
  }
  if (!snapshot.endingAt) return null;
  const key = isOpen(snapshot.status) ? 'product.auction.endsAt' : 'product.auction.endedAt';
  return (
    <p className="auction-box__time">
      <time dateTime={new Date(snapshot.endingAt).toISOString()}>{t(key, { date: formatDateTime(snapshot.endingAt) })}</time>
    </p>
  );
}

function WhoBids({ product, viewer, status, ownerHint = true }: { product: ProductDetail; viewer: Viewer; status: ProductDetail['status']; ownerHint?: boolean }) {
  const { t } = useTranslation();
  if (product.context.owner) return ownerHint ? <p className="auction-box__hint">{t('product.auction.yourAd')}</p> : null;
  if (!isOpen(status)) return null;
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

function StatusBadge({ status, connected }: { status: ProductDetail['status']; connected: boolean }) {
  const { t } = useTranslation();
  const tone = isLive(status) ? 'live' : status === 'published' ? 'soon' : 'ended';
  return (
    <span className="auction-box__badges">
      {connected && isLive(status) && (
        <span className="live-dot" title={t('auction.live.connected')}>
          <span className="visually-hidden">{t('auction.live.connected')}</span>
        </span>
      )}
      <span className={`auction-status auction-status--${tone}`}>{t(`listing.status.${status}`)}</span>
    </span>
  );
}

/** The state a refusal stands for, shown until the auction changes (its seq moves on). */
function useRejection(snapshot: AuctionSnapshot) {
  const [rejected, setRejected] = useState<{ state: BidderState; seq: number } | null>(null);
  const onFailure = (failure: CommandFailure) => {
    const state = rejectionState(failure.code, snapshot.context);
    setRejected(state ? { state, seq: snapshot.seq } : null);
  };
  return { rejected: rejected && rejected.seq === snapshot.seq ? rejected.state : null, onFailure };
}

function LiveBox({ product, auction, viewer }: { product: ProductDetail; auction: ProductAuction; viewer: Viewer }) {
  const { t } = useTranslation();
  const live = useAuctionLive(auction.auctionId, { enabled: true });
  const snapshot = live.snapshot ?? snapshotFromProduct(product.entityId, product.status, auction);
  const { rejected, onFailure } = useRejection(snapshot);
  const banner: BidderBanner | null = bidderBanner(snapshot, rejected);
  const merchant = viewer.customer?.merchant?.accepted === true && !viewer.customer.merchant.blocked;
  const model: AuctionModel = { snapshot, rule: product, title: product.title, live, onFailure };
  const minimum = snapshot.context.minimumPrice ?? product.attributes.ints.minimum_price;
  // Dealers get the buy-now button; everyone else sees the price (also before the start).
  const buyNowPrice = snapshot.buyNowPrice ?? (snapshot.status === 'published' ? auction.attributes.buyNowPrice : null);
  const buyNowInfo = merchant && snapshot.context.role !== 'seller' && snapshot.buyNowPrice !== null ? null : buyNowPrice;

  // The rest of the page (header badge, seller card) reads the product answer: refresh it when the status moves on,
  // unless the ad left the public statuses (a visitor would suddenly see "not found" while reading it).
  useEffect(() => {
    const status = live.snapshot?.status;
    if (status && status !== product.status && isPublic(status)) void mutate(keys.product(String(product.entityId)));
  }, [live.snapshot?.status, product.status, product.entityId]);

  return (
    <aside className="auction-box" aria-labelledby="auction-box-title" data-status={snapshot.status}>
      <div className="auction-box__head">
        <h2 id="auction-box-title" className="auction-box__title">
          {t('product.auction.title')}
        </h2>
        <StatusBadge status={snapshot.status} connected={live.connected} />
      </div>
      <Countdown snapshot={snapshot} />
      <EndTime snapshot={snapshot} />
      <LivePrice snapshot={snapshot} rule={product} tone={banner?.tone ?? null} />
      <BidderStatus snapshot={snapshot} banner={banner} rule={product} />
      <SaleNote snapshot={snapshot} rule={product} />
      {(auction.attributes.exclusive || auction.attributes.manufacturer) && (
        <ul className="auction-box__flags">
          {auction.attributes.exclusive && <li>{t('product.auction.exclusive')}</li>}
          {auction.attributes.manufacturer && <li>{t('product.auction.manufacturer')}</li>}
        </ul>
      )}
      {buyNowInfo !== null && <Money label={t('listing.buyNowPrice')} amount={buyNowInfo} rule={product} />}
      {minimum !== undefined && minimum !== null && <Money label={t('product.auction.yourMinimum')} amount={minimum} rule={product} />}
      {Object.values(boxPanels(snapshot, merchant)).some(Boolean) && (
        <Deferred fallback={null}>
          <AuctionPanels model={model} merchant={merchant} />
        </Deferred>
      )}
      {/* The seller's own panels already say whose ad this is. */}
      <WhoBids product={product} viewer={viewer} status={snapshot.status} ownerHint={!Object.values(boxPanels(snapshot, false)).some(Boolean)} />
      {PUBLIC_STATUSES.includes(snapshot.status) && (
        <div className="auction-box__actions">
          <ShareButton productId={product.entityId} title={product.title} />
        </div>
      )}
    </aside>
  );
}

/** An ad without an auction round yet (editing, under review): its status and the owner's minimum price. */
function DraftBox({ product, viewer }: { product: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  const minimum = product.attributes.ints.minimum_price;
  return (
    <aside className="auction-box" aria-labelledby="auction-box-title">
      <div className="auction-box__head">
        <h2 id="auction-box-title" className="auction-box__title">
          {t('product.auction.title')}
        </h2>
        <StatusBadge status={product.status} connected={false} />
      </div>
      {minimum !== undefined && <Money label={t('product.auction.yourMinimum')} amount={minimum} rule={product} />}
      <WhoBids product={product} viewer={viewer} status={product.status} />
    </aside>
  );
}

export function AuctionBox({ product, viewer }: { product: ProductDetail; viewer: Viewer }) {
  // Keyed by the auction: moving to another listing starts with fresh forms, not the last one's typed amounts.
  return product.auction ? <LiveBox key={product.auction.auctionId} product={product} auction={product.auction} viewer={viewer} /> : <DraftBox product={product} viewer={viewer} />;
}
