/** The two dialogs of a saved search: rename it (a name of 1 to 80 characters) and confirm its deletion. */
import { AlertDialog, Dialog } from 'radix-ui';
import { FormDialogContent } from '../ui/form-dialog.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseSearchName, SEARCH_NAME_MAX, type SavedSearch } from '../../../domain/saved-searches.ts';
import { useFormDialog } from '../../hooks/use-form-dialog.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { TextField } from '../forms/text-field.tsx';

/** An error of a failed call: field messages to their field, anything else as one message. */
function describe(caught: unknown, fallback: string): { field?: string; message?: string } {
  if (caught instanceof ApiRequestError && caught.fields.name) return { field: caught.fields.name };
  return { message: caught instanceof ApiRequestError ? caught.message : fallback };
}

export function RenameSearchDialog(props: { search: SavedSearch; describedBy: string; onRename: (name: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.search.name);
  const form = useFormDialog(() => setName(props.search.name));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = normaliseSearchName(name);
    if (!checked.ok) return form.setError(checked.error);
    void form.send(() => props.onRename(checked.name), (caught) => describe(caught, t('errors.internal')));
  }

  return (
    <Dialog.Root {...form.root}>
      <Dialog.Trigger className="button button--ghost" aria-describedby={props.describedBy}>
        {t('savedSearches.actions.rename')}
      </Dialog.Trigger>
      <FormDialogContent
        title={t('savedSearches.rename.title')}
        description={t('savedSearches.rename.text')}
        message={form.message}
        onSubmit={onSubmit}
        pending={form.pending}
        cancelLabel={t('savedSearches.rename.cancel')}
        submitLabel={form.pending ? t('savedSearches.rename.saving') : t('savedSearches.rename.save')}
      >
        <TextField label={t('savedSearches.rename.label')} value={name} onValue={setName} error={form.error} maxLength={SEARCH_NAME_MAX} autoComplete="off" />
      </FormDialogContent>
    </Dialog.Root>
  );
}

/**
 * Deletion asks first. `onDelete` only calls the server; `afterDelete` runs once the dialog has closed and
 * removes the item, moving focus elsewhere (the trigger it would return to is about to vanish).
 */
export function DeleteSearchDialog(props: { search: SavedSearch; describedBy: string; onDelete: () => Promise<void>; afterDelete: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      await props.onDelete();
      setDeleted(true);
      setOpen(false);
    } catch (caught) {
      setMessage(describe(caught, t('errors.internal')).message ?? t('errors.internal'));
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger className="button button--ghost search-item__delete" aria-describedby={props.describedBy}>
        {t('savedSearches.actions.delete')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog dialog--small"
          onCloseAutoFocus={(event) => {
            if (!deleted) return;
            event.preventDefault();
            props.afterDelete();
          }}
        >
          <form onSubmit={confirm} className="dialog__form">
            <div className="dialog__header">
              <AlertDialog.Title className="dialog__title">{t('savedSearches.remove.title')}</AlertDialog.Title>
            </div>
            <div className="dialog__body">
              <AlertDialog.Description>{t('savedSearches.remove.text', { name: props.search.name })}</AlertDialog.Description>
              {message && (
                <p className="notice notice--error" role="alert">
                  {message}
                </p>
              )}
            </div>
            <div className="dialog__footer">
              <AlertDialog.Cancel className="button button--ghost" disabled={pending}>
                {t('savedSearches.remove.cancel')}
              </AlertDialog.Cancel>
              <button type="submit" className="button button--danger" disabled={pending}>
                {pending ? t('savedSearches.remove.deleting') : t('savedSearches.remove.confirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
