/**
 * "Save search": signed-out visitors go to the sign-in first; for signed-in customers the first click loads
 * the dialog (./save-search-dialog.tsx), which keeps it out of the catalogue's initial JavaScript.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogFilters } from '../../../domain/catalog-filters.ts';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';

const SaveSearchDialog = lazy(() => import('./save-search-dialog.tsx'));

export function SaveSearch({ query, filters }: { query: string; filters: CatalogFilters }) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { match, href } = useRouter();
  const [requests, setRequests] = useState(0);

  function start() {
    if (viewer.customer) setRequests((count) => count + 1);
    // Back to this catalogue after the sign-in.
    else void goToLogin(match, href('login'));
  }

  return (
    <>
      <button type="button" className="button button--ghost catalog__save" onClick={start}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t('catalogFilters.save.open')}
      </button>
      {requests > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} filters={filters} request={requests} />
        </Suspense>
      )}
    </>
  );
}
