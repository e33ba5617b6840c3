/** After "sell later": the draft ad exists; continue listing now (the editor) or come back later, told how. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { CreatedAd } from './use-create-ad.ts';

export function DraftSaved({ ad }: { ad: CreatedAd }) {
  const { t } = useTranslation('editor');
  const { viewer } = useShell();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The seller clicked at the bottom of a long form: the result starts at the top of the page.
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="funnel-card funnel-saved" aria-labelledby="funnel-saved-title">
      <h1 id="funnel-saved-title" className="funnel__title" tabIndex={-1} ref={heading}>
        {t('funnel.timing.saved.title')}
      </h1>
      <p>{t('funnel.timing.saved.text')}</p>
      {/* Anonymous drafts belong to this browser (the visitor cookie); signed-in ones are in the account. */}
      <p>{viewer.customer ? t('funnel.timing.saved.comeBackSignedIn') : t('funnel.timing.saved.comeBackAnonymous')}</p>
      <div className="funnel__actions">
        <Link
          to="ad-edit-type-step-id"
          params={{ type: ad.productType, step: 'profile', id: String(ad.entityId) }}
          className="button button--primary button--large"
        >
          {t('funnel.timing.saved.continueNow')}
        </Link>
        <Link to="index" className="button button--ghost button--large">
          {t('funnel.timing.saved.later')}
        </Link>
      </div>
    </section>
  );
}
