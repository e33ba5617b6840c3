/** The mobile navigation drawer's button; the drawer itself (./mobile-drawer-dialog.tsx) loads on first use. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { useDeferredDialog } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';

const load = () => import('./mobile-drawer-dialog.tsx');
const MobileDrawerDialog = lazy(load);

export function MobileDrawer({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const { opened, button, dialog } = useDeferredDialog(load);
  return (
    <>
      <button className="menu-button" aria-label={t('nav.menu')} {...button}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {opened && (
        <Deferred fallback={null}>
          <MobileDrawerDialog viewer={viewer} {...dialog} />
        </Deferred>
      )}
    </>
  );
}
