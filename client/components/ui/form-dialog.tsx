/** The content of a small form dialog (Radix): title, text, an error line, the fields, and cancel/submit buttons. */
import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  description: string;
  /** A message about the whole form (e.g. the server refused); field errors belong to the fields. */
  message: string | null;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Submit button class, e.g. "button--danger" for destructive actions. */
  submitClass?: string;
  children: ReactNode;
}

export function FormDialogContent({ title, description, message, onSubmit, pending, cancelLabel, submitLabel, submitClass = 'button--primary', children }: FormDialogProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay" />
      <Dialog.Content className="dialog dialog--small">
        <form onSubmit={onSubmit} noValidate className="dialog__form">
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          </div>
          <div className="dialog__body">
            <Dialog.Description>{description}</Dialog.Description>
            {message && (
              <p className="notice notice--error" role="alert">
                {message}
              </p>
            )}
            {children}
          </div>
          <div className="dialog__footer">
            <Dialog.Close className="button button--ghost" disabled={pending}>
              {cancelLabel}
            </Dialog.Close>
            <button type="submit" className={`button ${submitClass}`} disabled={pending}>
              {submitLabel}
            </button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
