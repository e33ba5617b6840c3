/**
 * The market price of one vehicle, fetched for the signed-in dealer or the vehicle's seller (the product page and the
 * editor's price step): the range, the comparables' key data in a disclosure, or a quiet note when it cannot load.
 * Loaded on demand (React.lazy), so the public product page's initial code stays the same.
 */
import { useTranslation } from 'react-i18next';
import type { ComparableKeyData, MarketPrice } from '../../../domain/market-price.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useValuationTexts } from '../../i18n/valuation-texts.ts';
import { ComparablesList } from './comparables-list.tsx';
import { MarketPriceRange } from './market-price-range.tsx';

export interface MarketPriceAnswer {
  marketPrice: MarketPrice;
  comparables: ComparableKeyData[];
  minComparables: number;
  computedAt: string;
}

/** The seller asks by the editor's rule (their prospect too), a dealer by the private call. */
export const marketPricePath = (productId: number, scope: 'public' | 'private') => `/${scope}/product/${productId}/market-price`;

export function MarketPricePanel({ productId, hint }: { productId: number; hint?: 'seller' }) {
  useValuationTexts();
  const { t } = useTranslation('valuation');
  const { data, error } = useApi<MarketPriceAnswer>(marketPricePath(productId, hint === 'seller' ? 'public' : 'private'));
  return (
    <section className="side-card market-price-panel" aria-labelledby={`market-price-${productId}`}>
      <h2 id={`market-price-${productId}`} className="market-price-panel__title">
        {t('marketPrice.title')}
      </h2>
      {hint === 'seller' && <p className="market-price__note">{t('marketPrice.sellerHint')}</p>}
      {error ? (
        <p className="market-price__note">{t('marketPrice.failed')}</p>
      ) : !data ? (
        <p className="market-price__note" aria-busy="true">
          {t('marketPrice.loading')}
        </p>
      ) : (
        <MarketPriceRange price={data.marketPrice} computedAt={data.computedAt} compact>
          <ComparablesList comparables={data.comparables} />
        </MarketPriceRange>
      )}
    </section>
  );
}

export default MarketPricePanel;
