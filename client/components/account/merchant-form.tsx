/** Dealer registration, step 1: company, address and contact person (merchantRegistrationSchema). */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantRegistrationSchema } from '../../../domain/validation/profile.ts';
import { reportOf, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { validateForm } from '../../lib/form-validation.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { TextField } from '../forms/text-field.tsx';
import { useCountryOptions } from './countries.ts';
import { SelectField } from './select-field.tsx';
import { focusFirstInvalid } from './focus-invalid.ts';
import { VerifyEmailFirst } from './verify-email-first.tsx';

type Values = ReturnType<typeof initialValues>;

/** The stored registration, else what the customer profile already knows, so nobody types twice. */
function initialValues(data: PrivateCustomer) {
  const { customer, customerAddress, merchant, merchantAddress } = data;
  const address = merchantAddress ?? customerAddress;
  return {
    company: merchant?.company ?? customer.company ?? '',
    vatRegNo: merchant?.vatRegNo ?? customer.vatRegNo ?? '',
    managingDirector: merchant?.managingDirector ?? '',
    street: address.street ?? '',
    zipCode: address.zipCode ?? '',
    city: address.city ?? '',
    country: address.country ?? '',
    contactName: merchant?.contactName ?? customer.name,
    contactSurname: merchant?.contactSurname ?? customer.surname,
    contactPhone: merchant?.contactPhone ?? customer.phone ?? '',
  };
}

const same = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((field) => a[field].trim() === b[field].trim());

export function MerchantForm({ data, onDone, onReload }: { data: PrivateCustomer; onDone: (next: PrivateCustomer | null) => void; onReload: () => void }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const [initial] = useState(() => initialValues(data));
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** The server's localized refusal when the address is not confirmed yet (it may have been confirmed elsewhere). */
  const [unverified, setUnverified] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checks = useFieldChecks(values, (current) => reportOf(validateForm(merchantRegistrationSchema, current)));
  const field = (name: keyof Values) => ({ value: values[name], onValue: set(name), ...checks.field(name), label: t(`account.fields.${name}`) });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const sent = values;
    const parsed = validateForm(merchantRegistrationSchema, sent);
    if (!parsed.ok) {
      focusFirstInvalid(formRef.current);
      setMessage(t('merchantRegistration.checkFields'));
      return;
    }
    setMessage(null);
    // Sending an unchanged registration again would put an existing dealer back into review.
    if (data.merchant && same(values, initial)) {
      onDone(null);
      return;
    }
    setPending(true);
    try {
      onDone(await api<PrivateCustomer>('/private/merchant/register', { method: 'POST', json: parsed.data }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'email_not_verified') {
        // The page already shows the resend notice when it knew; a stale "verified" gets it here.
        if (data.customer.emailVerified) setUnverified(error.message);
        else setMessage(error.message);
      } else if (error instanceof ApiRequestError) {
        checks.refuse(error.fields, sent);
        focusFirstInvalid(formRef.current);
        setMessage(error.message);
      } else setMessage(t('errors.internal'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="panel__form">
      {unverified !== null && <VerifyEmailFirst email={data.customer.email} message={unverified} onVerified={onReload} />}
      {message && (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      )}
      <fieldset className="form-group">
        <legend>{t('merchantRegistration.groups.company')}</legend>
        <div className="form__row">
          <TextField className="field--wide" autoComplete="organization" {...field('company')} />
          <TextField {...field('vatRegNo')} hint={t('merchantRegistration.vatHint')} />
          <TextField autoComplete="name" {...field('managingDirector')} />
        </div>
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('merchantRegistration.groups.address')}</legend>
        <div className="form__row">
          <TextField className="field--wide" autoComplete="street-address" {...field('street')} />
          <TextField autoComplete="postal-code" {...field('zipCode')} />
          <TextField autoComplete="address-level2" {...field('city')} />
          <SelectField className="field--wide" autoComplete="country" options={countries} placeholder={t('settings.profile.chooseCountry')} {...field('country')} />
        </div>
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('merchantRegistration.groups.contact')}</legend>
        <div className="form__row">
          <TextField autoComplete="given-name" {...field('contactName')} />
          <TextField autoComplete="family-name" {...field('contactSurname')} />
          <TextField className="field--wide" type="tel" autoComplete="tel" {...field('contactPhone')} hint={t('settings.profile.phoneHint')} />
        </div>
      </fieldset>
      <div className="panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('settings.saving') : t('merchantRegistration.next')}
        </button>
      </div>
    </form>
  );
}
