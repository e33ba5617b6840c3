/**
 * The viewer's standing in the auction (highest bidder, overbid, first bid too low, late offer pending …) coloured
 * by the spec's price colour rule, with their own highest bid, agent limit, pending late offer and purchase.
 */
import { useTranslation } from 'react-i18next';
import type { BidderBanner } from '../../../domain/auction/bidder-banner.ts';
import type { AuctionSnapshot } from '../../../domain/auction/view.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import { useAmountText } from './money.tsx';

export function BidderStatus({ snapshot, banner, rule }: { snapshot: AuctionSnapshot; banner: BidderBanner | null; rule: PriceRule }) {
  const { t } = useTranslation();
  const amountText = useAmountText(rule);
  const { context } = snapshot;
  const lines = [
    context.maxBid !== null ? t('auction.standing.yourBid', { amount: amountText(context.maxBid) }) : null,
    context.agentMax !== null && snapshot.status !== 'sold' ? t('auction.standing.yourAgent', { amount: amountText(context.agentMax) }) : null,
    context.role !== 'seller' && context.lateOffer ? t('auction.standing.lateOffer', { amount: amountText(context.lateOffer.amount), date: formatDateTime(context.lateOffer.expiresAt) }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="bidder-status" aria-live="polite" aria-atomic="true">
      {banner && (
        <p className={`bidder-status__state bidder-status__state--${banner.tone}`} data-state={banner.state}>
          {t(`auction.state.${banner.state}`)}
        </p>
      )}
      {banner && lines.length > 0 && (
        <ul className="bidder-status__lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The sale, for the two parties only: the seller sold, the merchant bought, with the amount and the way. */
export function SaleNote({ snapshot, rule }: { snapshot: AuctionSnapshot; rule: PriceRule }) {
  const { t } = useTranslation();
  const amountText = useAmountText(rule);
  const sale = snapshot.context.sale;
  if (!sale) return null;
  const role = snapshot.context.role === 'seller' ? 'seller' : 'buyer';
  return (
    <p className="auction-sale" role="status">
      <strong>{t(`auction.sale.${role}`, { amount: amountText(sale.amount) })}</strong> {t(`auction.sale.via.${sale.via}`)}
    </p>
  );
}
