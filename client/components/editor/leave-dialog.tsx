/** The editor's "leave without saving?" dialog (Radix AlertDialog, loaded when first needed; see ./use-leave-guard.tsx). */
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export default function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--small">
          <div className="dialog__header">
            <AlertDialog.Title className="dialog__title">{t('editor.leave.title')}</AlertDialog.Title>
          </div>
          <div className="dialog__body">
            <AlertDialog.Description>{t('editor.leave.text')}</AlertDialog.Description>
          </div>
          <div className="dialog__footer">
            <AlertDialog.Cancel className="button button--primary">{t('editor.leave.stay')}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--ghost" onClick={onLeave}>
              {t('editor.leave.leave')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
