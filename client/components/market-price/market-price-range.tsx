/**
 * The market price as a figure: the range comparable sales support and how many there are, or an honest "too few".
 * Presentational (the value comes as a prop), so the dealer's board can render it per row; render it inside Suspense,
 * since its texts (namespace "valuation") load on demand.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import { MIN_COMPARABLES, type MarketPrice } from '../../../domain/market-price.ts';
import { useValuationTexts } from '../../i18n/valuation-texts.ts';
import '../../styles/market-price.css';

export function MarketPriceRange({ price, computedAt, compact = false, children }: { price: MarketPrice; computedAt?: string; compact?: boolean; children?: ReactNode }) {
  useValuationTexts();
  const { t } = useTranslation('valuation');
  return (
    <div className={`market-price${compact ? ' market-price--compact' : ''}`} data-status={price.status}>
      {!compact && <p className="market-price__title">{t('marketPrice.title')}</p>}
      {price.status === 'ok' ? (
        <p className="market-price__range">
          <strong>
            {formatEuro(price.low)} – {formatEuro(price.high)}
          </strong>{' '}
          <span className="market-price__count">{t('marketPrice.basis', { count: price.comparables })}</span>
        </p>
      ) : (
        <p className="market-price__too-few">{t('marketPrice.tooFew', { found: price.comparables, needed: MIN_COMPARABLES })}</p>
      )}
      {computedAt && !compact && <p className="market-price__note">{t('marketPrice.asOf', { date: formatDateTime(computedAt) })}</p>}
      {children}
    </div>
  );
}
