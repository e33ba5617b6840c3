/** Operator notices for dealers as a stepper dialog; finishing or closing marks every shown notice as read. */
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { focusDialog } from './dialog-focus.ts';

export interface Popup {
  id: number;
  validFrom: string;
  title: string;
  content: string[];
}

export function MerchantPopups({ popups, onDone }: { popups: Popup[]; onDone: () => void }) {
  const { t } = useTranslation();
  // Frozen on open: a reload of the customer meanwhile must not reshuffle the steps.
  const [list] = useState(popups);
  const [index, setIndex] = useState(0);
  const [pending, setPending] = useState(false);
  const popup = list[Math.min(index, list.length - 1)];
  const last = index >= list.length - 1;

  async function finish() {
    if (pending) return;
    setPending(true);
    // One after the other: each call appends to the dealer's stored list, so parallel calls would overwrite each other.
    for (const item of list) {
      await api(`/private/merchant/mark-popup-as-read/${item.id}`, { method: 'PUT' }).catch((error: unknown) =>
        console.error('marking a popup as read failed', item.id, error),
      );
    }
    onDone();
  }

  if (!popup) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && void finish()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        {/* Escape closes like the close button; a stray click beside the dialog does not. */}
        <Dialog.Content className="dialog" onOpenAutoFocus={focusDialog} onPointerDownOutside={(event) => event.preventDefault()}>
          <div className="dialog__header">
            <p className="dialog__eyebrow">{t('popups.eyebrow')}</p>
            <Dialog.Title className="dialog__title">{popup.title}</Dialog.Title>
            <Dialog.Description className="dialog__meta">{t('popups.step', { current: index + 1, total: list.length })}</Dialog.Description>
            <Dialog.Close className="dialog__close" aria-label={t('popups.close')} disabled={pending}>
              ×
            </Dialog.Close>
          </div>
          <div className="dialog__body" tabIndex={0} role="region" aria-label={popup.title} key={popup.id}>
            {popup.content.map((paragraph, position) => (
              <p key={position}>{paragraph}</p>
            ))}
          </div>
          <div className="dialog__footer">
            {list.length > 1 && (
              <ol className="dots" aria-hidden="true">
                {list.map((item, position) => (
                  <li key={item.id} className={position === index ? 'dots__dot dots__dot--active' : 'dots__dot'} />
                ))}
              </ol>
            )}
            <div className="dialog__buttons">
              {index > 0 && (
                <button type="button" className="button button--ghost" onClick={() => setIndex(index - 1)} disabled={pending}>
                  {t('popups.back')}
                </button>
              )}
              <button type="button" className="button button--primary" onClick={() => (last ? void finish() : setIndex(index + 1))} disabled={pending}>
                {last ? t('popups.finish') : t('popups.continue')}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
