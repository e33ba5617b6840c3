/** The sell page's way into the funnel: a prominent call to action (its texts load with the editor namespace). */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { Link } from '../../router.tsx';

function Cta() {
  useEditorTexts();
  const { t } = useTranslation('editor');
  return (
    <aside className="sell-cta" aria-labelledby="sell-cta-title">
      <h2 id="sell-cta-title" className="sell-cta__title">
        {t('funnel.cta.title')}
      </h2>
      <p className="sell-cta__text">{t('funnel.cta.text')}</p>
      <Link to="sell-type" className="button button--accent button--large sell-cta__button">
        {t('funnel.cta.button')}
      </Link>
    </aside>
  );
}

/** Its own Suspense boundary: the article never waits for the call to action's texts. */
export function SellCta() {
  return (
    <Suspense fallback={null}>
      <Cta />
    </Suspense>
  );
}
