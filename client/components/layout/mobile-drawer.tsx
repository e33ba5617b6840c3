/** The mobile navigation drawer's button; the drawer itself (./mobile-drawer-dialog.tsx) loads on first use. */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';

const load = () => import('./mobile-drawer-dialog.tsx');
const MobileDrawerDialog = lazy(load);

export function MobileDrawer({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so later opens need no loading.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const preload = () => void load().catch((error: unknown) => console.error('loading the drawer failed', error));
  return (
    <>
      {/* The attributes of Radix's dialog trigger, which this button stands for. */}
      <button
        ref={trigger}
        type="button"
        className="menu-button"
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawerDialog viewer={viewer} open={open} onOpenChange={setOpen} contentId={contentId} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
