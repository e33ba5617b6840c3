/**
 * The "save search" dialog, loaded on the first click: name the search, choose e-mail alerts and save it
 * (POST /private/customer/searches/create with the filter query, no paging); then a message with a link.
 */
import { Dialog } from 'radix-ui';
import { FormDialogContent } from '../ui/form-dialog.tsx';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogFilters } from '../../../domain/catalog-filters.ts';
import { defaultSearchName, SEARCH_NAME_MAX } from '../../../domain/saved-searches.ts';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { useRouter } from '../../router.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useMakeName } from './filter-labels.ts';
import { SavedSearchToast } from './saved-search-toast.tsx';
import { trackAction } from '../../lib/user-actions.ts';

/** The name proposed for saving these filters (the domain's rule, e.g. "Hymer, Knaus · ≤ 50.000 €"). */
export function useSuggestedName(filters: CatalogFilters): string {
  const { t } = useTranslation();
  const makeName = useMakeName();
  const words = { productType: { motorhome: t('listing.type.motorhome'), trailer: t('listing.type.trailer') }, everything: t('catalogFilters.save.allVehicles') };
  return defaultSearchName(filters, words, makeName);
}

export default function SaveSearchDialog({ query, filters, request }: { query: string; filters: CatalogFilters; request: number }) {
  const { t } = useTranslation();
  const suggestedName = useSuggestedName(filters);
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

  // Every click on the button (a new request number) opens the dialog afresh.
  useEffect(() => onOpenChange(true), [request]);

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
      trackAction('search_saved');
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
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <FormDialogContent
          title={t('catalogFilters.save.title')}
          description={t('catalogFilters.save.text')}
          message={message}
          onSubmit={onSubmit}
          pending={pending}
          cancelLabel={t('catalogFilters.save.cancel')}
          submitLabel={pending ? t('catalogFilters.save.saving') : t('catalogFilters.save.submit')}
        >
          <TextField label={t('catalogFilters.save.name')} value={name} onValue={setName} error={nameError} maxLength={SEARCH_NAME_MAX} autoComplete="off" />
          <label className="checkbox">
            <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            <span>{t('catalogFilters.save.notify')}</span>
          </label>
        </FormDialogContent>
      </Dialog.Root>
      <SavedSearchToast shownAt={saved} onClose={closeToast} />
    </>
  );
}
