/** Settings: delete the account after confirming with the password in a dialog; then back to the home page. */
import { Dialog } from 'radix-ui';
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
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--small">
          <form onSubmit={onSubmit} noValidate className="dialog__form">
            <div className="dialog__header">
              <Dialog.Title className="dialog__title">{t('settings.delete.title')}</Dialog.Title>
            </div>
            <div className="dialog__body">
              <Dialog.Description>{t('settings.delete.text')}</Dialog.Description>
              {message && (
                <p className="notice notice--error" role="alert">
                  {message}
                </p>
              )}
              <TextField
                label={t('settings.delete.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onValue={setPassword}
                error={error}
              />
            </div>
            <div className="dialog__footer">
              <Dialog.Close className="button button--ghost" disabled={pending}>
                {t('settings.delete.cancel')}
              </Dialog.Close>
              <button type="submit" className="button button--danger" disabled={pending}>
                {pending ? t('settings.delete.deleting') : t('settings.delete.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
