/** The frame of every funnel page: head tags (noindex), the back link, "Step x of y" and its bar, the page, and the callback link. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductKind } from '../../../domain/attributes.ts';
import { type FunnelPage, funnelProgress, previousRoute } from '../../lib/sell-funnel.ts';
import { Link, useRouter } from '../../router.tsx';
import { PageMeta } from '../page-meta.tsx';
import { useSellDraft } from './sell-draft.ts';

export function FunnelFrame(props: { page: FunnelPage; kind?: ProductKind; title: string; children: ReactNode }) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation();
  const router = useRouter();
  const draft = useSellDraft();
  const viaImport = props.page === 'import' || draft.via === 'import';
  const { current, total } = funnelProgress(props.page, viaImport);
  const params = props.kind ? { type: props.kind } : undefined;
  return (
    <div className="funnel">
      <PageMeta title={props.title} noindex />
      <div className="container funnel__inner">
        <div className="funnel__top">
          <Link to={previousRoute(props.page, viaImport)} params={params} className="funnel__back">
            <span aria-hidden="true">←</span> {t('funnel.back')}
          </Link>
          <p className="funnel__progress">{t('funnel.progress', { current, total })}</p>
        </div>
        <div className="funnel__bar" aria-hidden="true">
          {Array.from({ length: total }, (_, index) => (
            <span key={index} className={index < current ? 'funnel__bar-step funnel__bar-step--done' : 'funnel__bar-step'} />
          ))}
        </div>
        {props.children}
        {/* A full page load, so the browser scrolls to the form once the contact page is rendered. */}
        <p className="funnel__help">
          {tc('callback.funnelHelp')} <a href={`${router.href('contact')}#callback`}>{tc('callback.funnelLink')}</a>
        </p>
      </div>
    </div>
  );
}
