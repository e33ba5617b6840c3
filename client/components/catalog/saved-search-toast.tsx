/**
 * The "search saved" message in the snackbar's look and timing, with a link to the saved searches
 * (the shared snackbar shows plain text only).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router.tsx';
import { SNACKBAR_TIMEOUT_MS } from '../ui/snackbar.tsx';

/** shownAt: when the search was saved (0 = nothing to show); onClose must be stable. */
export function SavedSearchToast({ shownAt, onClose }: { shownAt: number; onClose: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!shownAt) return;
    const timer = window.setTimeout(onClose, SNACKBAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt, onClose]);

  // The live region stays mounted, so screen readers announce the message when it appears.
  return (
    <div className="snackbar-region catalog-toast" aria-live="polite">
      {shownAt > 0 && (
        <div className="snackbar snackbar--success" role="status" key={shownAt}>
          <span>
            {t('catalogFilters.save.saved')}{' '}
            <Link to="account-merchant-searches" className="catalog-toast__link">
              {t('catalogFilters.save.savedLink')}
            </Link>
          </span>
          <button type="button" className="snackbar__close" onClick={onClose} aria-label={t('snackbar.close')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
