/**
 * "Save search": signed-out visitors go to the sign-in first; signed-in customers name the search, choose
 * e-mail alerts and save it (POST /private/customer/searches/create with the filter query, no paging).
 */
import { Dialog } from 'radix-ui';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAME_MAX } from '../../../domain/saved-searches.ts';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { TextField } from '../forms/text-field.tsx';
import { SavedSearchToast } from './saved-search-toast.tsx';

export function SaveSearch({ query, suggestedName }: { query: string; suggestedName: string }) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { match, href } = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [notify, setNotify] = useState(true);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(0);
  const closeToast = useCallback(() => setSaved(0), []);

  function onOpenChange(next: boolean) {
    if (pending) return;
    if (next) {
      setName(suggestedName.slice(0, SEARCH_NAME_MAX));
      setNotify(true);
      setNameError(undefined);
      setMessage(null);
    }
    setOpen(next);
  }

  function start() {
    if (viewer.customer) onOpenChange(true);
    // Back to this catalogue after the sign-in.
    else void goToLogin(match, href('login'));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('validation.required');
    setNameError(undefined);
    setMessage(null);
    setPending(true);
    try {
      await api('/private/customer/searches/create', { method: 'POST', json: { name: trimmed, query, notify } });
      void revalidatePrefix('/private/customer/searches/get');
      setPending(false);
      setOpen(false);
      setSaved(Date.now());
    } catch (caught) {
      setPending(false);
      if (caught instanceof ApiRequestError && caught.status === 401) return void goToLogin(match, href('login'));
      console.error('saving the search failed', caught);
      if (caught instanceof ApiRequestError && caught.fields.name) setNameError(caught.fields.name);
      else setMessage(caught instanceof ApiRequestError ? caught.message : t('errors.internal'));
    }
  }

  return (
    <>
      <button type="button" className="button button--ghost catalog__save" onClick={start}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t('catalogFilters.save.open')}
      </button>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog dialog--small">
            <form onSubmit={onSubmit} noValidate className="dialog__form">
              <div className="dialog__header">
                <Dialog.Title className="dialog__title">{t('catalogFilters.save.title')}</Dialog.Title>
              </div>
              <div className="dialog__body">
                <Dialog.Description>{t('catalogFilters.save.text')}</Dialog.Description>
                {message && (
                  <p className="notice notice--error" role="alert">
                    {message}
                  </p>
                )}
                <TextField label={t('catalogFilters.save.name')} value={name} onValue={setName} error={nameError} maxLength={SEARCH_NAME_MAX} autoComplete="off" />
                <label className="checkbox">
                  <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
                  <span>{t('catalogFilters.save.notify')}</span>
                </label>
              </div>
              <div className="dialog__footer">
                <Dialog.Close className="button button--ghost" disabled={pending}>
                  {t('catalogFilters.save.cancel')}
                </Dialog.Close>
                <button type="submit" className="button button--primary" disabled={pending}>
                  {pending ? t('catalogFilters.save.saving') : t('catalogFilters.save.submit')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <SavedSearchToast shownAt={saved} onClose={closeToast} />
    </>
  );
}
