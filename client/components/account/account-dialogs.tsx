/**
 * Dialogs a signed-in dealer may owe an answer to, checked 3 s after load so they never delay the first paint; their
 * code (./account-notices.tsx, with the terms dialog and the operator's notices) loads only then.
 */
import { lazy, useEffect, useState } from 'react';
import { Deferred } from '../ui/deferred.tsx';

const DELAY_MS = 3000;

const AccountNotices = lazy(() => import('./account-notices.tsx'));

export function AccountDialogs() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready) return null;
  return (
    <Deferred fallback={null}>
      <AccountNotices />
    </Deferred>
  );
}
