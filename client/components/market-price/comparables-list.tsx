/** The comparables' key data behind a market price, in a disclosure: vehicle, year, mileage, price, month and country. */
import { useTranslation } from 'react-i18next';
import { formatEuro, formatMonthYear, formatUnit } from '../../../domain/format.ts';
import type { ComparableKeyData } from '../../../domain/market-price.ts';

function monthOf(soldMonth: string): string {
  const [year, month] = soldMonth.split('-').map(Number);
  return year && month ? formatMonthYear(year, month) : soldMonth;
}

export function ComparablesList({ comparables }: { comparables: readonly ComparableKeyData[] }) {
  const { t } = useTranslation('valuation');
  if (comparables.length === 0) return null;
  return (
    <details className="market-price__details">
      <summary>{t('marketPrice.showComparables', { count: comparables.length })}</summary>
      <p className="market-price__note">{t('marketPrice.keyDataOnly')}</p>
      <ol className="market-price__list">
        {comparables.map((item, index) => (
          // Key data carries no id on purpose; the position in the ranking is its identity here.
          <li key={index} className="market-price__item">
            <span className="market-price__vehicle">
              {item.make} {item.model}
            </span>
            <span>
              {[String(item.firstRegistrationYear), item.mileage === null ? null : formatUnit(item.mileage, 'km'), item.country].filter(Boolean).join(' · ')}
            </span>
            <span>
              <strong>{formatEuro(item.price)}</strong> · {t(item.kind === 'hammer' ? 'marketPrice.kindHammer' : 'marketPrice.kindFailed')} · {monthOf(item.soldMonth)}
            </span>
            <span className="market-price__similarity">{t('marketPrice.similarity', { percent: Math.round(item.similarity * 100) })}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
