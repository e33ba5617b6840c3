/** The state of a small form dialog (see FormDialogContent): open, pending, a field error and a form message, reset on each opening. */
import { useState } from 'react';

/** Where a failed submission's error goes: to the field, or as one message about the whole form. */
export interface FormDialogFailure {
  field?: string;
  message?: string;
}

export function useFormDialog(onOpen?: () => void) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // A pending dialog stays open: closing it would hide the outcome of the request.
  function onOpenChange(next: boolean) {
    if (pending) return;
    if (next) {
      onOpen?.();
      setError(undefined);
      setMessage(null);
    }
    setOpen(next);
  }

  /** Sends the checked form: true and closed on success; on failure false, with `describe`'s field error and message shown. */
  async function send(request: () => Promise<unknown>, describe: (caught: unknown) => FormDialogFailure): Promise<boolean> {
    setError(undefined);
    setMessage(null);
    setPending(true);
    try {
      await request();
      setPending(false);
      setOpen(false);
      return true;
    } catch (caught) {
      setPending(false);
      const failure = describe(caught);
      setError(failure.field);
      setMessage(failure.message ?? null);
      return false;
    }
  }

  /** Spread on the Radix Dialog.Root. */
  const root = { open, onOpenChange };
  return { root, pending, error, setError, message, send };
}
