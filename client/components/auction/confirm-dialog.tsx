/** A confirmation step before a binding action; its Radix AlertDialog (./confirm-dialog-content.tsx) loads on first opening. */
import { lazy, type ReactNode } from 'react';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { Deferred } from '../ui/deferred.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The API's localized message when the action was refused. */
  error: string | null;
  danger?: boolean;
}

const ConfirmDialogContent = lazy(() => import('./confirm-dialog-content.tsx'));

export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Deferred fallback={null}>
      <ConfirmDialogContent {...props} />
    </Deferred>
  );
}
