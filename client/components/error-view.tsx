/** The error page body: "404" with the no-page message, or a generic error heading for other statuses. */
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
