/** Settings: delete the account after confirming with the password in a dialog; then back to the home page. */
import { Dialog } from 'radix-ui';
import { FormDialogContent } from '../ui/form-dialog.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useRouter } from '../../router.tsx';
import { TextField } from '../forms/text-field.tsx';

export function DeleteAccount() {
  const { t } = useTranslation();
  const { href } = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
      setMessage(null);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('validation.required');
      return;
    }
    setError(undefined);
    setMessage(null);
    setPending(true);
    try {
      await api('/private/customer', { method: 'DELETE', json: { password } });
      // A full load: the session is gone, so the whole page must render signed out.
      window.location.assign(href('index'));
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fields.password) setError(caught.fields.password);
      else setMessage(caught instanceof ApiRequestError ? caught.message : t('errors.internal'));
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="button button--danger">{t('settings.delete.open')}</Dialog.Trigger>
      <FormDialogContent
        title={t('settings.delete.title')}
        description={t('settings.delete.text')}
        message={message}
        onSubmit={onSubmit}
        pending={pending}
        cancelLabel={t('settings.delete.cancel')}
        submitLabel={pending ? t('settings.delete.deleting') : t('settings.delete.confirm')} submitClass="button--danger"
      >
        <TextField
          label={t('settings.delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={error}
        />
      </FormDialogContent>
    </Dialog.Root>
  );
}
