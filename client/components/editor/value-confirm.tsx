/**
 * The editor's confirmation popups (spec 001 section 5): an answer that is often given by mistake is kept only
 * after "yes"; "no" (or Escape) keeps the previous value. The rules are domain/ad-editor/confirmations.ts.
 */
import { lazy, useCallback, useRef, useState } from 'react';
import { type Confirmation, confirmationFor } from '../../../domain/ad-editor/confirmations.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { Deferred } from '../ui/deferred.tsx';

export interface Asked {
  confirmation: Confirmation;
  answer: (yes: boolean) => void;
}

/** ask(code, value) resolves true when the value may be kept (no confirmation needed, or "yes"). */
export function useValueConfirm(kind: ProductKind) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const current = useRef<Asked | null>(null);

  const ask = useCallback(
    (code: string, value: unknown): Promise<boolean> => {
      const confirmation = confirmationFor(kind, code, value);
      if (!confirmation) return Promise.resolve(true);
      // A second question while one is open answers the first with "no" (its field keeps its value).
      current.current?.answer(false);
      return new Promise((resolve) => {
        const entry: Asked = {
          confirmation,
          answer: (yes) => {
            if (current.current === entry) {
              current.current = null;
              setAsked(null);
            }
            resolve(yes);
          },
        };
        current.current = entry;
        setAsked(entry);
      });
    },
    [kind],
  );

  /** A question is open (leaving the step waits for its answer). */
  const asking = useCallback(() => current.current !== null, []);
  return { ask, asking, dialog: <DeferredValueConfirmDialog asked={asked} /> };
}

/** The dialog's code (Radix) loads with the first question. */
const ValueConfirmDialog = lazy(() => import('./value-confirm-dialog.tsx'));

function DeferredValueConfirmDialog({ asked }: { asked: Asked | null }) {
  if (!useOpenedOnce(asked !== null)) return null;
  return (
    <Deferred fallback={null}>
      <ValueConfirmDialog asked={asked} />
    </Deferred>
  );
}
