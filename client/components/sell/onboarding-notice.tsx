/** What a returning seller sees first: continue the ad in editing, or go to their ads; either way they can start anew. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sellLinkTarget } from '../../../domain/navigation.ts';
import type { OnboardingProduct } from '../../lib/sell-funnel.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';

/** The heading takes focus when the notice replaces the loading state, so screen readers start at the question. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function ContinueNotice({ product, onNew }: { product: OnboardingProduct; onNew: () => void }) {
  const { t } = useTranslation('editor');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const title = product.title.trim() || t('funnel.onboarding.untitled', { id: product.entityId });
  return (
    <section className="funnel-card" aria-labelledby="funnel-onboarding-title">
      <h1 id="funnel-onboarding-title" className="funnel__title" tabIndex={-1} ref={heading}>
        {t('funnel.onboarding.inEditingTitle')}
      </h1>
      <p>{t('funnel.onboarding.inEditingText')}</p>
      <div className="funnel__actions">
        <Link
          to="ad-edit-type-step-id"
          params={{ type: product.productType, step: product.editor.resumeStep, id: String(product.entityId) }}
          className="button button--primary button--large"
        >
          {t('funnel.onboarding.continue', { title })}
        </Link>
        <button type="button" className="button button--ghost button--large" onClick={onNew}>
          {t('funnel.onboarding.startNew')}
        </button>
      </div>
    </section>
  );
}

export function MyAdsNotice({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation('editor');
  const { viewer } = useShell();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // The header's rule: merchants manage ads in the merchant area, everyone else under "my vehicles".
  const target = sellLinkTarget(viewer);
  const myAds = target === 'sell' ? 'account-my-vehicles' : target;
  return (
    <section className="funnel-card" aria-labelledby="funnel-onboarding-title">
      <h1 id="funnel-onboarding-title" className="funnel__title" tabIndex={-1} ref={heading}>
        {t('funnel.onboarding.existsTitle')}
      </h1>
      <p>{t('funnel.onboarding.existsText')}</p>
      <div className="funnel__actions">
        <Link to={myAds} className="button button--primary button--large">
          {t('funnel.onboarding.myAds')}
        </Link>
        <button type="button" className="button button--ghost button--large" onClick={onNew}>
          {t('funnel.onboarding.another')}
        </button>
      </div>
    </section>
  );
}
