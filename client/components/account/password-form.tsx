/**
 * Settings: change the password (current one required), or set one when the account has none (the first
 * confirmation of the address removed a password chosen before it). Other sessions end either way (server).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import { changePasswordSchema } from '../../../domain/validation/accounts.ts';
import { fieldErrors } from '../../../domain/validation/rules.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { TextField } from '../forms/text-field.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

export function PasswordForm({ email, hasPassword, onSaved }: { email: string; hasPassword: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = safeParse(changePasswordSchema, { currentPassword: hasPassword ? values.currentPassword : undefined, newPassword: values.newPassword });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (hasPassword && !values.currentPassword) found.currentPassword = 'validation.required';
    // A typo in a hidden password would lock the customer out, so the new one is typed twice.
    if (!found.newPassword && values.repeat !== values.newPassword) found.repeat = t('settings.password.mismatch');
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api('/private/customer/password', { method: 'PUT', json: parsed.data });
      setValues(EMPTY);
      snackbar(t(hasPassword ? 'settings.password.changed' : 'settings.password.set'), 'success');
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fields);
        if (!Object.keys(error.fields).length) snackbar(error.message, 'error');
      } else snackbar(t('errors.internal'), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="panel__form">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword ? (
        <TextField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onValue={set('currentPassword')}
          error={errors.currentPassword}
        />
      ) : (
        <p className="notice">{t('settings.password.noneYet')}</p>
      )}
      <div className="form__row">
        <TextField
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onValue={set('newPassword')}
          error={errors.newPassword}
          hint={t('validation.password')}
        />
        <TextField
          label={t('settings.password.repeat')}
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onValue={set('repeat')}
          error={errors.repeat}
        />
      </div>
      <div className="panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('settings.saving') : t(hasPassword ? 'settings.password.submit' : 'settings.password.setSubmit')}
        </button>
      </div>
    </form>
  );
}
