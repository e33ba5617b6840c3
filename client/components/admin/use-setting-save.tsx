/** Saves one operator setting over the version the form was loaded with; a 409 reloads the current value and says so. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';

export interface SettingView<T> {
  key: string;
  value: T;
  updatedAt: number | null;
}

export type SaveNotice = { kind: 'saved' | 'conflict' | 'failed'; text: string } | null;

export function useSettingSave<T>(setting: SettingView<T>, reload: () => unknown) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function save(value: T): Promise<void> {
    setBusy(true);
    setNotice(null);
    setFields({});
    try {
      await api(`/admin/api/settings/${setting.key}`, { method: 'PUT', json: { value, updatedAt: setting.updatedAt } });
      setNotice({ kind: 'saved', text: t('settings.saved') });
      await reload();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setNotice({ kind: 'conflict', text: t('settings.conflict') });
        await reload();
      } else if (error instanceof ApiRequestError && error.status === 400) {
        setFields(error.fields);
        setNotice({ kind: 'failed', text: error.message });
      } else {
        setNotice({ kind: 'failed', text: error instanceof Error ? error.message : t('console.loadFailed') });
      }
    } finally {
      setBusy(false);
    }
  }

  return { busy, notice, fields, save };
}

export function SaveNoticeText({ notice }: { notice: SaveNotice }) {
  if (!notice) return null;
  const className = notice.kind === 'saved' ? 'console-notice console-notice--info' : 'console-notice';
  return (
    <p className={className} role={notice.kind === 'saved' ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
