/** Settings: the profile form (name, phone, address, company data for commercial sellers) and the profile events after saving. */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileSchema } from '../../../domain/validation/profile.ts';
import { reportOf, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { validateForm } from '../../lib/form-validation.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { ACK_PATHS, type AckAnswer, type PrivateCustomer } from '../../pages/account/customer.ts';
import { useProfileEvents } from '../../pages/account/profile-events.ts';
import { Link } from '../../router.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { useCountryOptions } from './countries.ts';
import { SelectField } from './select-field.tsx';
import { focusFirstInvalid } from './focus-invalid.ts';

/** A dealer's own address may still be empty: the company address is the natural default then. */
function initialValues(data: PrivateCustomer) {
  const { customer, customerAddress, merchantAddress } = data;
  return {
    name: customer.name,
    surname: customer.surname,
    phone: customer.phone ?? '',
    street: customerAddress.street ?? merchantAddress?.street ?? '',
    zipCode: customerAddress.zipCode ?? merchantAddress?.zipCode ?? '',
    city: customerAddress.city ?? merchantAddress?.city ?? '',
    country: customerAddress.country ?? merchantAddress?.country ?? '',
    company: customer.company ?? '',
    vatRegNo: customer.vatRegNo ?? '',
  };
}

export function ProfileForm({ data, onSaved }: { data: PrivateCustomer; onSaved: (next: PrivateCustomer | null) => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const profileEvent = useProfileEvents();
  const countries = useCountryOptions();
  const [values, setValues] = useState(() => initialValues(data));
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const type = data.customer.profileType;
  const commercial = type === 'COMMERCIAL';
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checks = useFieldChecks(values, (current) => reportOf(validateForm(profileSchema, current)));
  const field = (name: keyof typeof values) => ({ value: values[name], onValue: set(name), ...checks.field(name) });

  async function acknowledge() {
    // The profile is saved either way; a failed completeness check is only logged.
    const answer = await api<AckAnswer>(ACK_PATHS[type], { method: 'PUT' }).catch((error: unknown) => {
      console.error('profile completeness check failed', error);
      return null;
    });
    const event = answer ? profileEvent(answer, data.merchant?.accepted !== true) : { shown: false, reload: false };
    if (!event.shown) {
      const missing = answer?.missing ?? [];
      snackbar(
        missing.length
          ? t('settings.profile.savedMissing', { fields: missing.map((field) => t(`account.fields.${field}`)).join(', ') })
          : t('settings.profile.saved'),
        missing.length ? 'info' : 'success',
      );
    }
    return event.reload;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const sent = values;
    const parsed = validateForm(profileSchema, sent);
    if (!parsed.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      const saved = await api<PrivateCustomer>('/private/customer/update', { method: 'PUT', json: parsed.data });
      onSaved(saved);
      if (await acknowledge()) onSaved(null);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        checks.refuse(error.fields, sent);
        focusFirstInvalid(formRef.current);
        snackbar(error.message, 'error');
      } else snackbar(t('errors.internal'), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="panel__form">
      {type === 'MERCHANT' && (
        <p className="notice">
          {t('settings.profile.merchantNote')} <Link to="account-merchant-register">{t('settings.profile.merchantLink')}</Link>
        </p>
      )}
      <div className="form__row">
        <TextField label={t('account.fields.name')} autoComplete="given-name" {...field('name')} />
        <TextField label={t('account.fields.surname')} autoComplete="family-name" {...field('surname')} />
        {commercial && (
          <>
            <TextField label={t('account.fields.company')} autoComplete="organization" {...field('company')} />
            <TextField label={t('account.fields.vatRegNo')} {...field('vatRegNo')} hint={t('settings.profile.vatHint')} />
          </>
        )}
        <TextField
          className="field--wide"
          label={t('account.fields.phone')}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
          hint={t('settings.profile.phoneHint')}
        />
        <TextField className="field--wide" label={t('account.fields.street')} autoComplete="street-address" {...field('street')} />
        <TextField label={t('account.fields.zipCode')} autoComplete="postal-code" {...field('zipCode')} />
        <TextField label={t('account.fields.city')} autoComplete="address-level2" {...field('city')} />
        <SelectField
          className="field--wide"
          label={t('account.fields.country')}
          autoComplete="country"
          {...field('country')}
          options={countries}
          placeholder={t('settings.profile.chooseCountry')}
        />
      </div>
      <div className="panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('settings.saving') : t('settings.profile.submit')}
        </button>
      </div>
    </form>
  );
}
