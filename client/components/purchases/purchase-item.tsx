/** One purchase: the listing's card beside the dealer's standing (coloured by the price colour rule) and the order. */
import { useTranslation } from 'react-i18next';
import { type PriceColour, priceColour } from '../../../domain/auction/price-colour.ts';
import { formatEuro } from '../../../domain/format.ts';
import { ACTIVE_PURCHASE_STATUSES, type BidderState, isBidderState, type PurchaseCard } from '../../../domain/purchases.ts';
import { ProductCard } from '../product-card.tsx';
import { OrderBlock } from './order-block.tsx';

/** The label and tone of the dealer's standing; a purchase (order) is always shown as bought. */
function standing(product: PurchaseCard): { label: BidderState | 'bought'; tone: PriceColour } {
  const { purchase } = product;
  if (purchase.order) return { label: 'bought', tone: 'success' };
  const label = isBidderState(purchase.state) ? purchase.state : purchase.holding ? 'highest_bidder' : 'overbid';
  return { label, tone: priceColour({ status: product.status, holding: purchase.holding }) };
}

/** What a purchase without an order means: still open, sold to someone else, or over without a sale. */
function hint(product: PurchaseCard): 'active' | 'soldElsewhere' | 'ended' {
  if (ACTIVE_PURCHASE_STATUSES.includes(product.status)) return 'active';
  return product.status === 'sold' ? 'soldElsewhere' : 'ended';
}

export function PurchaseItem({ product, eager = false }: { product: PurchaseCard; eager?: boolean }) {
  const { t } = useTranslation();
  const { purchase } = product;
  const { label, tone } = standing(product);
  const title = `${product.make} ${product.model}`;
  return (
    <article className="purchase">
      <ProductCard product={product} eager={eager} />
      <div className="purchase__panel">
        <div className="purchase__standing">
          <span className="purchase__standing-label">{t('purchases.state.label')}</span>
          <span className={`price-tone price-tone--${tone}`}>{t(`purchases.state.${label}`)}</span>
        </div>
        {(purchase.maxBid !== null || purchase.agentMax !== null) && (
          <dl className="purchase__bids">
            {purchase.maxBid !== null && (
              <div>
                <dt>{t('purchases.maxBid')}</dt>
                <dd className={`price-tone-text price-tone-text--${tone}`}>{formatEuro(purchase.maxBid)}</dd>
              </div>
            )}
            {purchase.agentMax !== null && (
              <div>
                <dt>{t('purchases.agentMax')}</dt>
                <dd>{formatEuro(purchase.agentMax)}</dd>
              </div>
            )}
          </dl>
        )}
        {purchase.order ? <OrderBlock order={purchase.order} title={title} /> : <p className="purchase__hint">{t(`purchases.hint.${hint(product)}`)}</p>}
      </div>
    </article>
  );
}
