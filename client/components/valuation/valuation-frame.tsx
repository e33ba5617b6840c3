/**
 * The frame of every valuation page: head tags and a slim brand bar (the navbar is hidden on these pages, spec 000),
 * then the page. Step pages add "Step x of y" with a progress bar and the minutes still ahead.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { valuationProgress } from '../../lib/valuation-route.ts';
import { Link } from '../../router.tsx';
import { PageMeta } from '../page-meta.tsx';

export function ValuationFrame(props: {
  title: string;
  description?: string;
  /** Indexable landing pages only; the funnel, success and report pages are noindex. */
  indexable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`valuation${props.className ? ` ${props.className}` : ''}`}>
      <PageMeta title={props.title} description={props.description} noindex={!props.indexable} />
      <div className="valuation__brand container">
        <Link to="index" className="valuation__brand-link">
          {t('brand')}
        </Link>
      </div>
      <div className="container valuation__inner">{props.children}</div>
    </div>
  );
}

export function ValuationProgress({ kind, step }: { kind: ValuationProductType; step: number }) {
  const { t } = useTranslation('valuation');
  const progress = valuationProgress(kind, step);
  const label = t('step.progress', { current: progress.current, total: progress.total });
  return (
    <div className="valuation-progress">
      <p className="valuation-progress__text">
        <span>{label}</span>
        <span className="valuation-progress__time">{t('step.minutesLeft', { count: progress.minutesLeft })}</span>
      </p>
      <div
        className="valuation-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={progress.total}
        aria-valuenow={progress.current}
        aria-valuetext={label}
      >
        <span className="valuation-progress__done" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
