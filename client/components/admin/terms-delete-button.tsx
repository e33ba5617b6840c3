/** Deletes a notice that has not started yet, after a confirmation; a 409 (started or removed meanwhile) reloads the list. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { NoticeKind } from './terms-form.tsx';

export function TermsDeleteButton({ kind, id, title, onDone }: { kind: NoticeKind; id: number; title: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState(false);

  async function remove() {
    if (!window.confirm(t(`content.confirmDelete.${kind}`, { title }))) return;
    setPending(true);
    try {
      await api(`/admin/api/${kind}/${id}`, { method: 'DELETE' });
      onDone(t('content.deleted'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) console.error('deleting failed', error);
      onDone(error instanceof ApiRequestError && error.status === 409 ? t('content.deleteConflict') : error instanceof ApiRequestError ? error.message : t('content.form.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className="button button--ghost" onClick={remove} disabled={pending} aria-label={t('content.deleteNamed', { title })}>
      {pending ? t('content.deleting') : t('content.delete')}
    </button>
  );
}
