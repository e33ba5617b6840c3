/**
 * After the valuation was sent: thanks, the range arrives by e-mail within 24 hours (weekends too), the link to the
 * report page where its status shows, and that the vehicle can be listed right away.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValuationAnswer } from '../../../domain/valuation/form.ts';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { ValuationFrame } from '../../components/valuation/valuation-frame.tsx';
import { useValuationTexts } from '../../i18n/valuation-texts.ts';
import { api } from '../../lib/api.ts';
import { reportPathKey, valuationKind } from '../../lib/valuation-route.ts';
import type { PageProps } from '../registry.ts';

export default function ValuationSuccessPage({ match }: PageProps) {
  useValuationTexts();
  const kind = valuationKind(match.name);
  if (!kind) return <ErrorView status={404} />;
  return <Success kind={kind} />;
}

function storedPath(kind: ValuationProductType): string | null {
  try {
    return sessionStorage.getItem(reportPathKey(kind));
  } catch {
    return null;
  }
}

function Success({ kind }: { kind: ValuationProductType }) {
  const { t } = useTranslation('valuation');
  const [reportPath, setReportPath] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const kept = storedPath(kind);
    if (kept) {
      setReportPath(kept);
      return;
    }
    // Another tab or a cleared session: the visitor's own valuation still names its report.
    let active = true;
    api<ValuationAnswer>('/public/valuate-my-vehicle/get')
      .then((answer) => active && setReportPath(answer.valuate_my_vehicle.reportPath))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [kind]);

  return (
    <ValuationFrame title={t('success.title')}>
      <section className="valuation-card valuation-success" aria-labelledby="valuation-success-title">
        <p className="valuation-success__mark" aria-hidden="true">
          ✓
        </p>
        <h1 id="valuation-success-title" className="valuation__title" tabIndex={-1} ref={heading}>
          {t('success.title')}
        </h1>
        <p className="valuation__intro">{t('success.text')}</p>
        <p>{t('success.status')}</p>
        {reportPath && (
          <a className="button button--primary button--large" href={reportPath}>
            {t('success.toReport')}
          </a>
        )}
        <h2>{t('success.listTitle')}</h2>
        <p>{t('success.listText')}</p>
      </section>
    </ValuationFrame>
  );
}
