/** A confirmation step (Radix AlertDialog, loaded on first opening) before a binding action; the server's refusal shows inside it. */
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

export default function ConfirmDialogContent(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(next) => !props.pending && props.onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--small auction-confirm">
          <div className="dialog__header">
            <AlertDialog.Title className="dialog__title">{props.title}</AlertDialog.Title>
          </div>
          <div className="dialog__body">
            <AlertDialog.Description asChild>
              <div className="auction-confirm__text">{props.text}</div>
            </AlertDialog.Description>
            {props.error && (
              <p className="notice notice--error" role="alert">
                {props.error}
              </p>
            )}
          </div>
          <div className="dialog__footer">
            <AlertDialog.Cancel className="button button--ghost" disabled={props.pending}>
              {t('auction.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
              disabled={props.pending}
              aria-busy={props.pending || undefined}
              onClick={props.onConfirm}
            >
              {props.pending ? t('auction.sending') : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
