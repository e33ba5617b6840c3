/** The editor's confirmation popup (Radix AlertDialog, loaded with the first question; see ./value-confirm.tsx). */
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { confirmationParams } from '../../lib/editor-fields.ts';
import type { Asked } from './value-confirm.tsx';

export default function ValueConfirmDialog({ asked }: { asked: Asked | null }) {
  const { t, i18n } = useTranslation('editor');
  const key = asked?.confirmation.key ?? '';
  const params = asked ? confirmationParams(asked.confirmation) : {};
  const subtitleKey = `confirm.${key}.subtitle`;
  // A subtitle only where the language has one (the spec shows it for some confirmations only).
  const subtitle = asked && i18n.exists(subtitleKey, { ns: 'editor' }) ? t(subtitleKey, params) : null;
  return (
    <AlertDialog.Root open={asked !== null} onOpenChange={(open) => !open && asked?.answer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--small editor-confirm" {...(subtitle ? {} : { 'aria-describedby': undefined })}>
          <div className="dialog__header">
            <AlertDialog.Title className="dialog__title">{asked ? t(`confirm.${key}.title`, params) : ''}</AlertDialog.Title>
          </div>
          {subtitle && (
            <div className="dialog__body">
              <AlertDialog.Description>{subtitle}</AlertDialog.Description>
            </div>
          )}
          <div className="dialog__footer">
            <AlertDialog.Cancel className="button button--ghost">{t('editor.confirmNo')}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--primary" onClick={() => asked?.answer(true)}>
              {t('editor.confirmYes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
