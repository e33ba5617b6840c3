/** The "request cancellation" dialog of a purchase: a reason of 10 to 1000 characters, sent to the operators. */
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_MIN, parseCancellationReason } from '../../../domain/auction/settlement.ts';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { FieldFrame } from '../forms/field-frame.tsx';
import { FormDialogContent } from '../ui/form-dialog.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

export function CancelOrderDialog({ orderId, title }: { orderId: number; title: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function onOpenChange(next: boolean) {
    if (pending) return;
    if (next) {
      setError(undefined);
      setMessage(null);
    }
    setOpen(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = parseCancellationReason(reason);
    if (!checked.ok) return setError(checked.error === 'validation.required' ? t('validation.required') : t('purchases.cancel.reasonLength'));
    setError(undefined);
    setMessage(null);
    setPending(true);
    try {
      await api(`/private/order/${orderId}/cancellation-request`, { method: 'POST', json: { reason: checked.reason } });
      await revalidatePrefix('/private/customer/my-purchases/get');
      setPending(false);
      setOpen(false);
      setReason('');
      snackbar(t('purchases.cancel.sent'), 'success');
    } catch (caught) {
      setPending(false);
      if (caught instanceof ApiRequestError && caught.fields.reason) setError(caught.fields.reason);
      else setMessage(caught instanceof ApiRequestError && caught.status < 500 ? caught.message : t('purchases.cancel.error'));
    }
  }

  const length = [...reason.trim()].length;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="button button--ghost purchase-order__cancel" aria-label={`${t('purchases.cancel.button')}: ${title}`}>
        {t('purchases.cancel.button')}
      </Dialog.Trigger>
      <FormDialogContent
        title={t('purchases.cancel.title')}
        description={t('purchases.cancel.text', { vehicle: title })}
        message={message}
        onSubmit={onSubmit}
        pending={pending}
        cancelLabel={t('purchases.cancel.cancel')}
        submitLabel={pending ? t('purchases.cancel.sending') : t('purchases.cancel.submit')}
        submitClass="button--danger"
      >
        <FieldFrame label={t('purchases.cancel.reason')} error={error} hint={t('purchases.cancel.hint', { min: CANCELLATION_REASON_MIN, max: CANCELLATION_REASON_MAX })}>
          {(control) => (
            <textarea {...control} rows={5} value={reason} maxLength={CANCELLATION_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
          )}
        </FieldFrame>
        <p className="purchase-cancel__counter" aria-hidden="true">
          {t('purchases.cancel.counter', { count: length, max: CANCELLATION_REASON_MAX })}
        </p>
      </FormDialogContent>
    </Dialog.Root>
  );
}
