/** The error page body: "404" with the no-page message, a generic error heading for other statuses, or "could not load". */
import { useTranslation } from 'react-i18next';
import { Link } from '../router.tsx';
import { PageMeta } from './page-meta.tsx';

export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className="error-view container">
      <PageMeta title={notFound ? t('error.notFoundText') : t('error.genericTitle')} noindex />
      <p className="error-view__code" aria-hidden={!notFound}>
        {notFound ? t('error.notFoundTitle') : status}
      </p>
      <h1>{notFound ? t('error.notFoundText') : t('error.genericTitle')}</h1>
      {!notFound && <p>{t('error.genericText')}</p>}
      <Link to="index" className="button button--primary">
        {t('error.home')}
      </Link>
    </section>
  );
}

/** A page whose code could not be loaded (offline, or a deploy while the tab was open) and may not reload again yet. */
export function LoadFailedView() {
  const { t } = useTranslation();
  return (
    <section className="error-view container">
      <PageMeta title={t('error.loadFailedTitle')} noindex />
      <h1>{t('error.loadFailedTitle')}</h1>
      <p>{t('error.loadFailedText')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </section>
  );
}
