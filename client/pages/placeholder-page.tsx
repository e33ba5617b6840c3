/** A clearly marked page for screens another module is still building. */
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page-meta.tsx';
import { Link } from '../router.tsx';
import type { PageProps } from './registry.ts';

export default function PlaceholderPage({ match }: PageProps) {
  const { t } = useTranslation();
  return (
    <section className="container page placeholder" data-route={match.name}>
      <PageMeta title={t('placeholder.title')} noindex />
      <p className="placeholder__badge" aria-hidden="true">
        🚐
      </p>
      <h1 className="page__title">{t('placeholder.title')}</h1>
      <p>{t('placeholder.text')}</p>
      <Link to="index" className="button button--primary">
        {t('placeholder.back')}
      </Link>
    </section>
  );
}
