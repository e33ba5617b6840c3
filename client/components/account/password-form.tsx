/**
 * Settings: change the password (current one required), or set one when the account has none (the first
 * confirmation of the address removed a password chosen before it). Other sessions end either way (server).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '../../../domain/validation/accounts.ts';
import { GENERIC_RULE_KEYS, isConfirmation } from '../../../domain/validation/generic-rules.ts';
import { type FieldReport, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { validateForm } from '../../lib/form-validation.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { TextField } from '../forms/text-field.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };
type Values = typeof EMPTY;

/** The API's rules, the current password when the account has one, and the repeat (the spec's confirmation rule). */
function passwordReport(values: Values, hasPassword: boolean): FieldReport & { data: unknown } {
  const parsed = validateForm(changePasswordSchema, { currentPassword: hasPassword ? values.currentPassword : undefined, newPassword: values.newPassword });
  const fields = parsed.ok ? {} : { ...parsed.fields };
  if (hasPassword && !values.currentPassword) fields.currentPassword = 'validation.required';
  // A typo in a hidden password would lock the customer out, so the new one is typed twice.
  if (!isConfirmation(values.repeat, values.newPassword)) fields.repeat = values.repeat ? GENERIC_RULE_KEYS.confirmation : 'validation.required';
  return { fields, hints: {}, data: parsed.ok ? parsed.data : null };
}

export function PasswordForm({ email, hasPassword, onSaved }: { email: string; hasPassword: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checks = useFieldChecks(values, (current) => passwordReport(current, hasPassword));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const sent = values;
    const report = passwordReport(sent, hasPassword);
    if (Object.keys(report.fields).length) return;
    setPending(true);
    try {
      await api('/private/customer/password', { method: 'PUT', json: report.data });
      setValues(EMPTY);
      checks.reset(EMPTY);
      snackbar(t(hasPassword ? 'settings.password.changed' : 'settings.password.set'), 'success');
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        checks.refuse(error.fields, sent);
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
          {...checks.field('currentPassword')}
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
          {...checks.field('newPassword')}
          hint={t('validation.password')}
        />
        <TextField
          label={t('settings.password.repeat')}
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onValue={set('repeat')}
          {...checks.field('repeat')}
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
