/**
 * The current price (the sale price for its parties, else the highest bid, else the start price) coloured by the price colour rule for bidders, the bid count
 * and the minimum next bid; price changes are announced politely to screen readers and flash briefly on screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLive } from '../../../domain/auction-status.ts';
import type { PriceColour } from '../../../domain/auction/price-colour.ts';
import type { AuctionSnapshot } from '../../../domain/auction/view.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import { Money, shownPrice } from './money.tsx';

/** The announcement of a new highest bid; empty on first paint, so nothing is read out when the page opens. */
function useAnnouncement(highestBid: number | null, rule: PriceRule): string {
  const { t } = useTranslation();
  const previous = useRef(highestBid);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (highestBid === previous.current) return;
    previous.current = highestBid;
    if (highestBid !== null) setMessage(t('auction.price.announce', { amount: shownPrice(highestBid, rule) }));
  }, [highestBid, rule, t]);
  return message;
}

export function LivePrice({ snapshot, rule, tone }: { snapshot: AuctionSnapshot; rule: PriceRule; tone: PriceColour | null }) {
  const { t } = useTranslation();
  const announcement = useAnnouncement(snapshot.highestBid, rule);
  const { highestBid } = snapshot;
  // The two parties of a sale see what it was agreed at (a renegotiation or late offer may differ from the bid).
  const sale = snapshot.context.sale;
  return (
    <div className="live-price">
      {/* Keyed by the price: a change remounts the block and replays its highlight. */}
      <div key={highestBid ?? 'none'} className={`live-price__main${announcement ? ' live-price__main--changed' : ''}`}>
        {sale ? (
          <Money label={t('auction.price.sold')} amount={sale.amount} rule={rule} tone={tone} large />
        ) : highestBid !== null ? (
          <Money label={t('listing.highestBid')} amount={highestBid} rule={rule} tone={tone} large />
        ) : (
          <Money label={t('product.auction.startPrice')} amount={snapshot.minNextBid} rule={rule} large />
        )}
      </div>
      <p className="live-price__meta">
        <span className="live-price__bids">{t('listing.bids', { count: snapshot.bidCount })}</span>
        {isLive(snapshot.status) && highestBid !== null && (
          <span className="live-price__next">{t('auction.price.minNext', { amount: shownPrice(snapshot.minNextBid, rule) })}</span>
        )}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
