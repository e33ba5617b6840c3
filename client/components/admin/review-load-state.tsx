/** Loading, failure (with a retry) and empty states of a review queue's list. */
import { useTranslation } from 'react-i18next';

export function ReviewLoadState({ isLoading, failed, empty, emptyText, retry }: { isLoading: boolean; failed: boolean; empty: boolean; emptyText: string; retry: () => unknown }) {
  const { t } = useTranslation('admin');
  if (isLoading) return <p role="status">{t('console.loading')}</p>;
  if (failed)
    return (
      <p className="console-notice" role="alert">
        {t('console.loadFailed')}{' '}
        <button type="button" className="button button--ghost" onClick={() => void retry()}>
          {t('console.retry')}
        </button>
      </p>
    );
  if (empty) return <p>{emptyText}</p>;
  return null;
}
