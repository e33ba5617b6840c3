/**
 * The editor's confirmation popups (spec 001 section 5): an answer that is often given by mistake is kept only
 * after "yes"; "no" (or Escape) keeps the previous value. The rules are domain/ad-editor/confirmations.ts.
 */
import { AlertDialog } from 'radix-ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Confirmation, confirmationFor } from '../../../domain/ad-editor/confirmations.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { confirmationParams } from '../../lib/editor-fields.ts';

interface Asked {
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
  return { ask, asking, dialog: <ValueConfirmDialog asked={asked} /> };
}

function ValueConfirmDialog({ asked }: { asked: Asked | null }) {
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
