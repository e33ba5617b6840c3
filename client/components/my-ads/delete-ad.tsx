/** Deleting an ad (DELETE /private/product/{id}) after a confirmation; offered only in statuses that allow it (domain/ad-deletion.ts). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { ConfirmDialog } from '../auction/confirm-dialog.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { useManage } from './manage-context.tsx';
import { MY_ADS_PATH, type MyAd } from './model.ts';

export function DeleteAd({ ad }: { ad: MyAd }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { setOpenId, listAnchor } = useManage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = t('myAds.delete.button');

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await api<null>(`/private/product/${ad.entityId}`, { method: 'DELETE' });
      setOpen(false);
      setOpenId(null);
      snackbar(t('myAds.delete.done', { title: ad.title }), 'success');
      await revalidatePrefix(MY_ADS_PATH);
      // The ad and this button are gone: continue from the list's count line.
      listAnchor.current?.focus();
    } catch (caught) {
      setError(caught instanceof ApiRequestError && caught.status < 500 ? caught.message : t('errors.internal'));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--ghost my-ad__delete" aria-label={`${label}: ${ad.title}`} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={t('myAds.delete.title')}
        text={t('myAds.delete.text', { title: ad.title })}
        confirmLabel={t('myAds.delete.confirm')}
        danger
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
