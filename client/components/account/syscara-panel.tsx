/** The Syscara integration of a dealer: connect with their credentials, import the fleet as ads, disconnect. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import { formatDateTime } from '../../../domain/format.ts';
import { fleetCredentialsSchema } from '../../../domain/validation/integrations.ts';
import { fieldErrors } from '../../../domain/validation/rules.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

export const INTEGRATIONS_KEY = '/private/merchant/integrations';

export interface IntegrationStatus {
  syscara: {
    connected: boolean;
    accountHint: string | null;
    lastImportAt: string | null;
    lastImportStatus: 'ok' | 'failed' | null;
    lastImportCount: number | null;
  };
}

const EMPTY = { username: '', password: '' };

function ConnectForm({ onConnected, initialUser }: { onConnected: (status: IntegrationStatus) => void; initialUser: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ ...EMPTY, username: initialUser });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = safeParse(fleetCredentialsSchema, values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      onConnected(await api<IntegrationStatus>(INTEGRATIONS_KEY + '/syscara', { method: 'PUT', json: parsed.data }));
      setValues(EMPTY);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : t('errors.internal'));
      if (error instanceof ApiRequestError) setErrors(error.fields);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="panel__form" onSubmit={onSubmit} noValidate>
      <p>{t('integrations.syscara.credentialsHint')}</p>
      <TextField label={t('integrations.syscara.username')} autoComplete="off" value={values.username} onValue={(username) => setValues((v) => ({ ...v, username }))} error={errors.username} />
      <TextField
        label={t('integrations.syscara.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValue={(password) => setValues((v) => ({ ...v, password }))}
        error={errors.password}
      />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('integrations.syscara.checking') : t('integrations.connect')}
        </button>
      </div>
    </form>
  );
}

export function SyscaraPanel({ status, onChange }: { status: IntegrationStatus; onChange: (status: IntegrationStatus) => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<'import' | 'disconnect' | null>(null);
  const [editing, setEditing] = useState(false);
  const syscara = status.syscara;

  async function runImport() {
    setBusy('import');
    try {
      const answer = await api<IntegrationStatus & { imported: number; skipped: number }>(INTEGRATIONS_KEY + '/syscara/import', { method: 'POST' });
      onChange({ syscara: answer.syscara });
      snackbar(t('integrations.syscara.imported', { count: answer.imported, skipped: answer.skipped }), 'success');
    } catch (error) {
      // The spec's snackbar for IMPORT_FROM_SYSCARA_FAILED; other refusals say what went wrong.
      const failed = error instanceof ApiRequestError && error.body?.status === 'IMPORT_FROM_SYSCARA_FAILED';
      snackbar(failed ? t('profileEvents.importFailed') : error instanceof ApiRequestError ? error.message : t('errors.internal'), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function disconnect() {
    setBusy('disconnect');
    try {
      onChange(await api<IntegrationStatus>(INTEGRATIONS_KEY + '/syscara', { method: 'DELETE' }));
      snackbar(t('integrations.syscara.disconnected'), 'success');
    } catch (error) {
      snackbar(error instanceof ApiRequestError ? error.message : t('errors.internal'), 'error');
    } finally {
      setBusy(null);
    }
  }

  if (!syscara.connected || editing) {
    return (
      <div className="panel">
        <ConnectForm
          initialUser={syscara.accountHint ?? ''}
          onConnected={(next) => {
            setEditing(false);
            onChange(next);
            snackbar(t('integrations.syscara.connected'), 'success');
          }}
        />
      </div>
    );
  }
  return (
    <div className="panel">
      <p className="badge badge--success">{t('integrations.connectedAs', { account: syscara.accountHint ?? '' })}</p>
      <p role="status">
        {syscara.lastImportAt
          ? t(`integrations.lastImport.${syscara.lastImportStatus ?? 'ok'}`, { date: formatDateTime(syscara.lastImportAt), count: syscara.lastImportCount ?? 0 })
          : t('integrations.lastImport.never')}
      </p>
      <p>{t('integrations.syscara.importHint')}</p>
      <div className="panel__actions">
        <button type="button" className="button button--primary" onClick={() => void runImport()} disabled={busy !== null} aria-busy={busy === 'import'}>
          {busy === 'import' ? t('integrations.syscara.importing') : t('integrations.syscara.import')}
        </button>
        <Link to="account-merchant-ads" className="button">
          {t('integrations.syscara.toAds')}
        </Link>
        <button type="button" className="button" onClick={() => setEditing(true)} disabled={busy !== null}>
          {t('integrations.syscara.changeCredentials')}
        </button>
        <button type="button" className="button button--danger" onClick={() => void disconnect()} disabled={busy !== null}>
          {t('integrations.syscara.disconnect')}
        </button>
      </div>
    </div>
  );
}
