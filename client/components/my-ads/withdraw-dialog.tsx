/**
 * The "sold or not selling" dialog (Radix, loaded on first opening by ./withdraw-ad.tsx): the reason (required), an
 * optional note for our team, and what happens (offer collection stops, the ad leaves the catalogue). The server's
 * refusal shows inside the dialog; on success the list reloads and a snackbar confirms.
 */
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsStop, WITHDRAWAL_NOTE_MAX, WITHDRAWAL_REASONS, type WithdrawalReason } from '../../../domain/ad-withdrawal.ts';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { type DeferredDialogProps, returnFocus } from '../ui/deferred-trigger.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { MY_ADS_PATH, type MyAd } from './model.ts';

export default function WithdrawDialog(props: DeferredDialogProps & { ad: MyAd }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { ad } = props;
  const [reason, setReason] = useState<WithdrawalReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { reasonError: useId(), note: useId(), noteHint: useId() };

  function onOpenChange(next: boolean) {
    if (pending) return;
    props.onOpenChange(next);
    if (!next) {
      setReasonError(false);
      setMessage(null);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const trimmed = note.trim();
      await api<unknown>(`/private/product/${ad.entityId}/withdraw`, { method: 'POST', json: { reason, ...(trimmed ? { note: trimmed } : {}) } });
      props.onOpenChange(false);
      snackbar(t('myAds.withdraw.done', { title: ad.title }), 'success');
      await revalidatePrefix(MY_ADS_PATH);
    } catch (caught) {
      setMessage(caught instanceof ApiRequestError && caught.status < 500 ? caught.message : t('errors.internal'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={props.open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content id={props.contentId} className="dialog dialog--small withdraw-dialog" onCloseAutoFocus={returnFocus(props.trigger)}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="dialog__form">
            <div className="dialog__header">
              <Dialog.Title className="dialog__title">{t('myAds.withdraw.title')}</Dialog.Title>
            </div>
            <div className="dialog__body">
              <Dialog.Description>{t(needsStop(ad.status) ? 'myAds.withdraw.textLive' : 'myAds.withdraw.textOffline', { title: ad.title })}</Dialog.Description>
              {message && (
                <p className="notice notice--error" role="alert">
                  {message}
                </p>
              )}
              <fieldset className="choice withdraw-dialog__reasons" aria-describedby={reasonError ? ids.reasonError : undefined} aria-invalid={reasonError || undefined}>
                <legend>{t('myAds.withdraw.reasonLegend')}</legend>
                {WITHDRAWAL_REASONS.map((code) => (
                  <label key={code} className={`choice__option${reason === code ? ' choice__option--active' : ''}`}>
                    <input
                      type="radio"
                      name={`withdraw-reason-${ad.entityId}`}
                      value={code}
                      checked={reason === code}
                      required
                      onChange={() => {
                        setReason(code);
                        setReasonError(false);
                      }}
                    />
                    <span>
                      <strong>{t(`myAds.withdraw.reason.${code}.title`)}</strong>
                      <small>{t(`myAds.withdraw.reason.${code}.text`)}</small>
                    </span>
                  </label>
                ))}
                {reasonError && (
                  <p id={ids.reasonError} className="field-error" role="alert">
                    {t('myAds.withdraw.reasonRequired')}
                  </p>
                )}
              </fieldset>
              <div className="field">
                <label htmlFor={ids.note}>{t('myAds.withdraw.noteLabel')}</label>
                <textarea
                  id={ids.note}
                  rows={3}
                  maxLength={WITHDRAWAL_NOTE_MAX}
                  value={note}
                  aria-describedby={ids.noteHint}
                  onChange={(event) => setNote(event.target.value)}
                />
                <p id={ids.noteHint} className="field-hint">
                  {t('myAds.withdraw.noteHint', { length: note.length, max: WITHDRAWAL_NOTE_MAX })}
                </p>
              </div>
            </div>
            <div className="dialog__footer">
              <Dialog.Close className="button button--ghost" disabled={pending}>
                {t('auction.cancel')}
              </Dialog.Close>
              <button type="submit" className="button button--danger" disabled={pending} aria-busy={pending || undefined}>
                {pending ? t('auction.sending') : t('myAds.withdraw.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
