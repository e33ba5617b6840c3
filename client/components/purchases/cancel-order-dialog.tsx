/** The "request cancellation" dialog of a purchase: a reason of 10 to 1000 characters, sent to the operators. */
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_MIN, parseCancellationReason } from '../../../domain/auction/settlement.ts';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { useFormDialog } from '../../hooks/use-form-dialog.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { FieldFrame } from '../forms/field-frame.tsx';
import { FormDialogContent } from '../ui/form-dialog.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

export function CancelOrderDialog({ orderId, title }: { orderId: number; title: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [reason, setReason] = useState('');
  const form = useFormDialog();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = parseCancellationReason(reason);
    if (!checked.ok) return form.setError(checked.error === 'validation.required' ? t('validation.required') : t('purchases.cancel.reasonLength'));
    const sent = await form.send(
      async () => {
        await api(`/private/order/${orderId}/cancellation-request`, { method: 'POST', json: { reason: checked.reason } });
        await revalidatePrefix('/private/customer/my-purchases/get');
      },
      (caught) => {
        if (caught instanceof ApiRequestError && caught.fields.reason) return { field: caught.fields.reason };
        return { message: caught instanceof ApiRequestError && caught.status < 500 ? caught.message : t('purchases.cancel.error') };
      },
    );
    if (!sent) return;
    setReason('');
    snackbar(t('purchases.cancel.sent'), 'success');
  }

  const length = [...reason.trim()].length;
  return (
    <Dialog.Root {...form.root}>
      <Dialog.Trigger className="button button--ghost purchase-order__cancel" aria-label={`${t('purchases.cancel.button')}: ${title}`}>
        {t('purchases.cancel.button')}
      </Dialog.Trigger>
      <FormDialogContent
        title={t('purchases.cancel.title')}
        description={t('purchases.cancel.text', { vehicle: title })}
        message={form.message}
        onSubmit={onSubmit}
        pending={form.pending}
        cancelLabel={t('purchases.cancel.cancel')}
        submitLabel={form.pending ? t('purchases.cancel.sending') : t('purchases.cancel.submit')}
        submitClass="button--danger"
      >
        <FieldFrame label={t('purchases.cancel.reason')} error={form.error} hint={t('purchases.cancel.hint', { min: CANCELLATION_REASON_MIN, max: CANCELLATION_REASON_MAX })}>
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
