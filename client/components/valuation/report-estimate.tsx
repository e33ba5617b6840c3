/**
 * What the range rests on: the automatic estimate's comparables and what moved the price, or the honest "too few
 * comparable sales" state (the team then valued the vehicle by hand).
 */
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../domain/format.ts';
import type { ValuationEstimate } from '../../../domain/valuation/types.ts';
import { ComparablesTable } from './comparables-table.tsx';

export function ReportEstimate({ estimate, hasRange }: { estimate: ValuationEstimate | null; hasRange: boolean }) {
  const { t } = useTranslation('valuation');
  if (!estimate || estimate.state === 'too_few') {
    return (
      <section className="valuation-card" aria-labelledby="valuation-basis-title">
        <h2 id="valuation-basis-title">{t('report.basis.title')}</h2>
        {estimate && <p>{t('report.basis.tooFew', { found: estimate.found, needed: estimate.needed })}</p>}
        {hasRange && <p>{t('report.basis.byHand')}</p>}
      </section>
    );
  }
  const [lower, upper] = estimate.method.quantiles;
  return (
    <>
      <section className="valuation-card" aria-labelledby="valuation-basis-title">
        <h2 id="valuation-basis-title">{t('report.basis.title')}</h2>
        <p>{t('report.basis.comparables', { count: estimate.comparables.length })}</p>
        <p>
          {t('report.basis.method', { mid: formatEuro(estimate.mid), lower: Math.round(lower * 100), upper: Math.round(upper * 100) })}
        </p>
        <ComparablesTable comparables={estimate.comparables} />
        <p className="field-hint">{t('report.comparables.note')}</p>
      </section>
      <section className="valuation-card" aria-labelledby="valuation-factors-title">
        <h2 id="valuation-factors-title">{t('report.factors.title')}</h2>
        {estimate.factors.length === 0 ? (
          <p>{t('report.factors.none')}</p>
        ) : (
          <ul className="valuation-factors">
            {estimate.factors.map((factor) => (
              <li key={factor.code} className={`valuation-factors__item valuation-factors__item--${factor.direction}`}>
                <span aria-hidden="true">{factor.direction === 'up' ? '▲' : '▼'}</span>{' '}
                {t(`report.factors.${factor.code}.${factor.direction}`, { amount: formatEuro(factor.amount) })}
              </li>
            ))}
          </ul>
        )}
        <p className="field-hint">{t('report.factors.explain')}</p>
      </section>
    </>
  );
}
