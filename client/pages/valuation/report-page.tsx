/**
 * The valuation report (/valuate-my-…/your-valuation/{key}): "being checked" until the team has confirmed it, then
 * the range, the team's note, the comparable sales behind it and what moved the price, and one button that turns the
 * vehicle into an ad. An unknown or expired link is a 404 page that says so.
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import type { ValuationAnswer } from '../../../domain/valuation/form.ts';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { ReportEstimate } from '../../components/valuation/report-estimate.tsx';
import { StartAdButton } from '../../components/valuation/start-ad-button.tsx';
import { ValuationFrame } from '../../components/valuation/valuation-frame.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useValuationTexts } from '../../i18n/valuation-texts.ts';
import { reportKey, VALUATION_ROUTES, valuationKind } from '../../lib/valuation-route.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { keys } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';

export default function ValuationReportPage({ match }: PageProps) {
  useValuationTexts();
  const { initial } = useRouter();
  const shell = useShell();
  const kind = valuationKind(match.name) ?? 'motorhome';
  const key = reportKey(match);
  const { data, error } = useApi<ValuationAnswer>(key ? keys.valuationReport(key) : null);
  // The server answered this page's first paint with 404 (its preload found no report): no second request.
  const missing = (initial && shell.status >= 400 && shell.status < 500) || error?.status === 404 || error?.status === 400;
  if (!key || missing) return <ReportNotFound kind={kind} />;
  if (error) return <ReportFailed />;
  if (!data) return <div className="page-loading" aria-busy="true" />;
  return <Report kind={kind} reportKey={key} answer={data} />;
}

function ReportNotFound({ kind }: { kind: ValuationProductType }) {
  const { t } = useTranslation('valuation');
  return (
    <ValuationFrame title={t('report.notFound.title')}>
      <section className="valuation-card" aria-labelledby="valuation-missing-title">
        <h1 id="valuation-missing-title" className="valuation__title">
          {t('report.notFound.title')}
        </h1>
        <p>{t('report.notFound.text')}</p>
        <Link to={VALUATION_ROUTES[kind].landing} className="button button--primary button--large">
          {t('report.notFound.start')}
        </Link>
      </section>
    </ValuationFrame>
  );
}

function ReportFailed() {
  const { t } = useTranslation('valuation');
  return (
    <ValuationFrame title={t('report.title')}>
      <h1 className="valuation__title">{t('report.title')}</h1>
      <p className="notice notice--error" role="alert">
        {t('report.loadFailed')}
      </p>
    </ValuationFrame>
  );
}

function Report({ kind, reportKey: key, answer }: { kind: ValuationProductType; reportKey: string; answer: ValuationAnswer }) {
  const { t } = useTranslation('valuation');
  const { product, valuate_my_vehicle: valuation } = answer;
  const vehicle = [product.make, product.model, product.firstRegistrationYear].filter(Boolean).join(' ');
  return (
    <ValuationFrame title={t('report.title')} className="valuation--report">
      <h1 className="valuation__title">{t('report.title')}</h1>
      {vehicle && <p className="valuation__intro">{vehicle}</p>}
      {valuation.status === 'editing' && (
        <section className="valuation-card">
          <h2>{t('report.editing.title')}</h2>
          <p>{t('report.editing.text')}</p>
          <Link to={VALUATION_ROUTES[kind].step} params={{ step: String(Math.max(1, valuation.step)) }} className="button button--primary button--large">
            {t('report.editing.continue')}
          </Link>
        </section>
      )}
      {valuation.status === 'under_review' && (
        <section className="valuation-card valuation-status" aria-labelledby="valuation-status-title">
          <h2 id="valuation-status-title">{t('report.review.title')}</h2>
          {valuation.submittedAt && <p>{t('report.review.submitted', { at: formatDateTime(valuation.submittedAt) })}</p>}
          <p>{t('report.review.text')}</p>
          <StartAdButton reportKey={key} kind={kind} />
        </section>
      )}
      {valuation.status === 'valuated' && (
        <>
          <section className="valuation-card valuation-range" aria-labelledby="valuation-range-title">
            <h2 id="valuation-range-title">{t('report.range.title')}</h2>
            {valuation.range ? (
              <p className="valuation-range__value">
                {`${formatEuro(valuation.range.low)} – ${formatEuro(valuation.range.high)}`}
              </p>
            ) : (
              <p>{t('report.range.none')}</p>
            )}
            {valuation.valuatedAt && <p className="field-hint">{t('report.range.confirmed', { at: formatDateTime(valuation.valuatedAt) })}</p>}
            {valuation.operatorNote && (
              <figure className="valuation-note">
                <figcaption>{t('report.range.note')}</figcaption>
                <blockquote>{valuation.operatorNote}</blockquote>
              </figure>
            )}
            <StartAdButton reportKey={key} kind={kind} />
          </section>
          <ReportEstimate estimate={valuation.estimate} hasRange={valuation.range !== null} />
          <p className="field-hint valuation__fine-print">{t('report.disclaimer')}</p>
        </>
      )}
    </ValuationFrame>
  );
}
