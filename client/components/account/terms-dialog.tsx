/** The terms acceptance dialog for dealers: cannot be dismissed, only accepted (the spec's persistent dialog). */
import { Dialog } from 'radix-ui';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { focusDialog } from './dialog-focus.ts';

export interface Terms {
  id: number;
  validFrom: string;
  title: string;
  content: string[];
  changes: string[];
}

/** Escape, outside clicks and focus leaving must not close it. */
const keepOpen = (event: Event | SyntheticEvent) => event.preventDefault();

/** firstTime: the customer never accepted any terms, so there is nothing "updated" about them. */
export function TermsDialog({ terms, firstTime, onAccepted }: { terms: Terms; firstTime: boolean; onAccepted: (next: PrivateCustomer) => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function accept() {
    setPending(true);
    setMessage(null);
    try {
      onAccepted(await api<PrivateCustomer>('/private/customer/accept-tac', { method: 'POST' }));
    } catch (error) {
      console.error('accepting the terms failed', error);
      setMessage(error instanceof ApiRequestError ? error.message : t('errors.internal'));
      setPending(false);
    }
  }

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onOpenAutoFocus={focusDialog} onEscapeKeyDown={keepOpen} onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
          <div className="dialog__header">
            <p className="dialog__eyebrow">{t(firstTime ? 'terms.eyebrowFirst' : 'terms.eyebrow')}</p>
            <Dialog.Title className="dialog__title">{terms.title}</Dialog.Title>
            <Dialog.Description className="dialog__meta">{t('terms.validFrom', { date: formatDate(terms.validFrom) })}</Dialog.Description>
          </div>
          {/* Focusable, so keyboard users can scroll long terms. */}
          <div className="dialog__body" tabIndex={0} role="region" aria-label={terms.title}>
            {terms.changes.length > 0 && (
              <section className="terms__changes" aria-labelledby="terms-changes-title">
                <h3 id="terms-changes-title">{t('terms.changes')}</h3>
                <ul>
                  {terms.changes.map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              </section>
            )}
            <div className="terms__content">
              {terms.content.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="dialog__footer dialog__footer--stacked">
            {message && (
              <p className="notice notice--error" role="alert">
                {message}
              </p>
            )}
            <p className="dialog__hint">{t('terms.hint')}</p>
            <button type="button" className="button button--primary" onClick={accept} disabled={pending}>
              {pending ? t('terms.accepting') : t('terms.accept')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
