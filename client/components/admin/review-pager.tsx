/** Previous and next page of a paged review list. */
import { useTranslation } from 'react-i18next';

export function ReviewPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <div className="console-actions">
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console.page.previous')}
      </button>
      <span aria-live="polite">{t('console.page.of', { page, pages })}</span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('console.page.next')}
      </button>
    </div>
  );
}
