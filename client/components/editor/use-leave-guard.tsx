/**
 * Warns before unsaved changes are left behind: the browser's own prompt when the page unloads, and for links inside
 * the app first one more save, then (if that fails) a dialog. Links to other steps of the same ad pass freely, since
 * the editor keeps its draft across steps. The browser's back button cannot be held up; the draft stays in
 * sessionStorage for the next visit then.
 */
import { lazy, useEffect, useRef, useState } from 'react';
import { matchPath } from '../../../domain/routes.ts';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { useRouter } from '../../router.tsx';
import { Deferred } from '../ui/deferred.tsx';

const LeaveDialog = lazy(() => import('./leave-dialog.tsx'));

interface Options {
  dirty: boolean;
  flush: () => Promise<boolean>;
  productId: number;
}

export function useLeaveGuard({ dirty, flush, productId }: Options) {
  const { strategy } = useRouter();
  const [held, setHeld] = useState<HTMLAnchorElement | null>(null);
  const state = useRef({ dirty, flush, bypass: false });
  state.current.dirty = dirty;
  state.current.flush = flush;

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (state.current.bypass || !state.current.dirty || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      const target = url.origin === window.location.origin ? matchPath(url.pathname, strategy) : null;
      if (target?.name === 'ad-edit-type-step-id' && target.params.id === String(productId)) return;
      // Captured on the document, before React's handlers: the link waits for the save.
      event.preventDefault();
      event.stopPropagation();
      void state.current.flush().then((saved) => (saved ? follow(anchor) : setHeld(anchor)));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [productId, strategy]);

  /** Clicks the link again with the guard off, so its own handlers (client-side navigation) run as usual. */
  function follow(anchor: HTMLAnchorElement) {
    if (!anchor.isConnected) {
      window.location.assign(anchor.href);
      return;
    }
    state.current.bypass = true;
    try {
      anchor.click();
    } finally {
      state.current.bypass = false;
    }
  }

  const open = held !== null;
  // The dialog's code (Radix) loads the first time a save before leaving fails.
  if (!useOpenedOnce(open)) return null;
  return (
    <Deferred fallback={null}>
      <LeaveDialog
        open={open}
        onStay={() => setHeld(null)}
        onLeave={() => {
          const anchor = held;
          setHeld(null);
          // The guard stays on for the dialog's own closing; the link then leaves without asking again.
          if (anchor) window.setTimeout(() => follow(anchor), 0);
        }}
      />
    </Deferred>
  );
}
