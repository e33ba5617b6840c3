/** The automatic estimate as the operator checks it: the range, what moved the price, and each comparable with its adjustments; or the too-few state. */
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro, formatInteger } from '../../../domain/format.ts';
import type { ReportEstimate } from '../../../domain/valuation/form.ts';

const signed = (amount: number) => `${amount >= 0 ? '+' : '−'}${formatEuro(Math.abs(amount))}`;
const percent = (share: number) => `${Math.round(share * 100)} %`;

export function ValuationEstimatePanel({ estimate }: { estimate: ReportEstimate | null }) {
  const { t } = useTranslation('admin');
  return (
    <section className="console-panel" aria-labelledby="valuation-estimate">
      <h2 id="valuation-estimate">{t('valuations.estimate.heading')}</h2>
      {!estimate && <p>{t('valuations.estimate.none')}</p>}
      {estimate?.state === 'too_few' && <p>{t('valuations.estimate.tooFew', { found: estimate.found, needed: estimate.needed })}</p>}
      {estimate?.state === 'range' && (
        <>
          <p>{t('valuations.estimate.range', { low: formatEuro(estimate.low), mid: formatEuro(estimate.mid), high: formatEuro(estimate.high), count: estimate.comparables.length })}</p>
          {estimate.factors.length > 0 && (
            <>
              <h3>{t('valuations.estimate.factors')}</h3>
              <ul>
                {estimate.factors.map((factor) => (
                  <li key={factor.code}>{t(`valuations.factor.${factor.code}_${factor.direction}`, { amount: formatEuro(factor.amount) })}</li>
                ))}
              </ul>
            </>
          )}
          {/* Wider than a laptop's column: the region scrolls, so it takes focus and has a name (keyboard users scroll it too). */}
          <div className="console-table-wrap" role="region" tabIndex={0} aria-label={t('valuations.estimate.comparables', { count: estimate.comparables.length })}>
            <table className="console-table">
              <caption>{t('valuations.estimate.comparables', { count: estimate.comparables.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('valuations.comparable.vehicle')}</th>
                  <th scope="col">{t('valuations.comparable.kind')}</th>
                  <th scope="col">{t('valuations.comparable.date')}</th>
                  <th scope="col" className="numeric">
                    {t('valuations.comparable.mileage')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('valuations.comparable.price')}
                  </th>
                  <th scope="col">{t('valuations.comparable.adjustments')}</th>
                  <th scope="col" className="numeric">
                    {t('valuations.comparable.adjusted')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('valuations.comparable.weight')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.comparables.map((item, index) => (
                  <tr key={`${item.at}-${index}`}>
                    <th scope="row">
                      {`${item.make} ${item.model}`.trim()}
                      <br />
                      <small>
                        {item.firstRegistrationYear}
                        {item.lengthMm ? ` · ${formatInteger(item.lengthMm)} mm` : ''}
                      </small>
                    </th>
                    <td>{t(`valuations.saleKind.${item.kind}`)}</td>
                    <td>{formatDate(item.at)}</td>
                    <td className="numeric">{item.mileage === null ? '–' : `${formatInteger(item.mileage)} km`}</td>
                    <td className="numeric">{formatEuro(item.price)}</td>
                    <td>{item.adjustments.length ? item.adjustments.map((adjustment) => `${t(`valuations.adjustment.${adjustment.code}`)} ${signed(adjustment.amount)}`).join(', ') : '–'}</td>
                    <td className="numeric">{formatEuro(item.adjustedPrice)}</td>
                    <td className="numeric">{percent(item.weight)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
