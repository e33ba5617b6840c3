/** After the submission: thanks, the review promise (within 24 hours, weekends too), what happens next, the ads. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router.tsx';
import { PageMeta } from '../page-meta.tsx';

export function ThankYou() {
  const { t } = useTranslation('editor');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the seller was in is gone: the focus goes to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="editor-thanks container" aria-labelledby="editor-thanks-title">
      <PageMeta title={t('submit.thanksTitle')} noindex />
      <span className="editor-thanks__icon" aria-hidden="true">
        ✓
      </span>
      <h1 id="editor-thanks-title" ref={heading} tabIndex={-1}>
        {t('submit.thanksTitle')}
      </h1>
      <p className="editor-thanks__lead">{t('submit.thanksText')}</p>
      <h2 className="editor-section-title">{t('submit.nextTitle')}</h2>
      <ol className="editor-thanks__next">
        <li>{t('submit.next1')}</li>
        <li>{t('submit.next2')}</li>
        <li>{t('submit.next3')}</li>
      </ol>
      <Link to="account-my-vehicles" className="button button--primary">
        {t('submit.myAds')}
      </Link>
    </section>
  );
}
