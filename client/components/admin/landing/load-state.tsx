/** Loading and load-failure lines of a console list, with a retry button. */
import { useTranslation } from 'react-i18next';

export function LoadState({ loading, failed, retry }: { loading: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation('admin');
  if (loading) return <p role="status">{t('console.loading')}</p>;
  if (!failed) return null;
  return (
    <p className="console-notice" role="alert">
      {t('console.loadFailed')}{' '}
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('console.retry')}
      </button>
    </p>
  );
}
