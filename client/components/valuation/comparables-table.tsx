/**
 * The comparable sales a range rests on: key data and prices, never an identity. A table with caption and header
 * scopes; on a phone it scrolls sideways inside a labelled, focusable region rather than squeezing the columns.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro, formatUnit } from '../../../domain/format.ts';
import type { ComparableUsed } from '../../../domain/valuation/types.ts';

const metres = (mm: number) => `${(mm / 1000).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0m`;

export function ComparablesTable({ comparables }: { comparables: readonly ComparableUsed[] }) {
  const { t } = useTranslation('valuation');
  const columns = ['vehicle', 'year', 'mileage', 'length', 'equipment', 'kind', 'date', 'price', 'adjusted'] as const;
  return (
    <div className="valuation-table" role="region" aria-labelledby="valuation-comparables-caption" tabIndex={0}>
      <table className="table">
        <caption id="valuation-comparables-caption">{t('report.comparables.caption', { count: comparables.length })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={column === 'price' || column === 'adjusted' ? 'valuation-table__money' : undefined}>
                {t(`report.comparables.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparables.map((sale, index) => (
            <tr key={index}>
              <th scope="row">
                {sale.make} {sale.model}
              </th>
              <td>{sale.firstRegistrationYear}</td>
              <td>{sale.mileage === null ? '–' : formatUnit(sale.mileage, 'km')}</td>
              <td>{sale.lengthMm === null ? '–' : metres(sale.lengthMm)}</td>
              <td>{sale.equipment.length}</td>
              <td>{sale.kind === 'hammer' ? t('report.comparables.hammer') : <strong>{t('report.comparables.failedBid')}</strong>}</td>
              <td>{formatDate(sale.at)}</td>
              <td className="valuation-table__money">{formatEuro(sale.price)}</td>
              <td className="valuation-table__money">{formatEuro(sale.adjustedPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
