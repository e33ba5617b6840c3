/**
 * The personal-data step: who sells (private or commercial, with company, street and VAT ID), the address, e-mail
 * and password for sellers without an account, and the terms. An anonymous seller then confirms the address by the
 * link we mail, which signs them in and leads back to this ad.
 */
import { ProfileTypeChoice } from '../account/profile-type-choice.tsx';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_COUNTRY } from '../../../domain/catalog-filters.ts';
import { EU_COUNTRIES, missingCredentials, type SellerAccountInput, sellerAccountSchema } from '../../../domain/validation/seller-account.ts';
import { useApi } from '../../hooks/use-api.ts';
import { type FieldReport, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { editorCalls } from '../../lib/editor-product.ts';
import { emailHints, validateForm } from '../../lib/form-validation.ts';
import { keys } from '../../pages/data-keys.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { useCountryOptions } from '../account/countries.ts';
import { focusFirstInvalid } from '../account/focus-invalid.ts';
import { SelectField } from '../account/select-field.tsx';
import { useErrorText } from '../forms/field-frame.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { PERSONAL_DATA_FORM } from './editor-bar.tsx';
import { useEditor } from './editor-context.tsx';

/** Sellers list as private or commercial sellers; dealers keep their dealer profile. */
const PROFILE_TYPES = ['PRIVATE', 'COMMERCIAL'] as const;
type Values = Record<'name' | 'surname' | 'email' | 'password' | 'phone' | 'company' | 'street' | 'zipCode' | 'city' | 'country' | 'vatRegNo', string>;

function initialValues(country: string, data: PrivateCustomer | undefined): Values {
  const customer = data?.customer;
  const address = data?.customerAddress;
  return {
    name: customer?.name ?? '',
    surname: customer?.surname ?? '',
    email: '',
    password: '',
    phone: customer?.phone ?? '',
    company: customer?.company ?? '',
    street: address?.street ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? country,
    vatRegNo: customer?.vatRegNo ?? '',
  };
}

type Form = Values & { profileType: 'PRIVATE' | 'COMMERCIAL'; acceptTerms: boolean };

/** The API's rules, plus e-mail and password for a seller without an account; parsed is what gets sent. */
function personalDataReport(form: Form, signedIn: boolean): FieldReport & { parsed: SellerAccountInput | null } {
  // A signed-in seller keeps the address of their account: no e-mail or password is sent.
  const body = signedIn ? { ...form, email: undefined, password: undefined } : form;
  const parsed = validateForm(sellerAccountSchema, body);
  const credentials = { email: form.email.trim() || undefined, password: form.password || undefined } as SellerAccountInput;
  const fields = { ...(parsed.ok ? {} : parsed.fields), ...(signedIn ? {} : missingCredentials(credentials)) };
  const ok = parsed.ok && Object.keys(fields).length === 0;
  return { fields, hints: signedIn ? {} : emailHints(form, ['email']), parsed: ok ? (parsed.data as SellerAccountInput) : null };
}

export function PersonalDataStep({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('editor');
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const { locale } = useRouter();
  const { viewer } = useShell();
  const { product, setProduct, scope, goTo } = useEditor();
  const signedIn = viewer.customer !== null;
  const { data: customer } = useApi<PrivateCustomer>(signedIn ? keys.privateCustomer() : null);
  const [values, setValues] = useState<Values>(() => initialValues(HOME_COUNTRY[locale], customer));
  const [profileType, setProfileType] = useState<'PRIVATE' | 'COMMERCIAL'>(viewer.customer?.profileType === 'COMMERCIAL' ? 'COMMERCIAL' : 'PRIVATE');
  // What the server stored shows: a seller coming back to this step (or reloading) finds the box as they left it.
  const [acceptTerms, setAcceptTerms] = useState(product.editor.termsAccepted);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const countries = useCountryOptions();
  const prefilled = useRef(customer !== undefined);

  // A signed-in seller's profile arrives after the first paint: it fills the form once.
  useEffect(() => {
    if (!customer || prefilled.current) return;
    prefilled.current = true;
    setValues(initialValues(HOME_COUNTRY[locale], customer));
    if (customer.customer.profileType === 'COMMERCIAL') setProfileType('COMMERCIAL');
  }, [customer, locale]);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const commercial = profileType === 'COMMERCIAL';
  const formValues: Form = { ...values, profileType, acceptTerms };
  const checks = useFieldChecks(formValues, (current) => personalDataReport(current, signedIn));
  const errors = checks.errors;
  const field = (name: keyof Values) => ({ value: values[name], onValue: set(name), ...checks.field(name) });

  function refuse(fields: Record<string, string>) {
    setAlert(Object.values(fields).includes('validation.required') ? te('editor.fillMandatory') : te('editor.fixErrors'));
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const sent = formValues;
    const report = personalDataReport(sent, signedIn);
    const parsed = report.parsed;
    if (!parsed) return refuse(report.fields);
    setAlert(null);
    onBusy(true);
    try {
      const answer = await editorCalls.personalData(scope, product.entityId, parsed);
      setProduct(answer.product);
      if (answer.status === 'verification_sent') setSentTo(parsed.email ?? values.email);
      else goTo('last-step');
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length) {
        checks.refuse(error.fields, sent);
        refuse(error.fields);
      }
      else snackbar(error instanceof ApiRequestError ? error.message : t('errors.internal'), 'error');
    } finally {
      onBusy(false);
    }
  }

  if (sentTo !== null) {
    return (
      <div className="notice notice--success editor-sent" role="status">
        <h2 className="editor-section-title">{te('account.sentTitle')}</h2>
        <p>{te('account.sentText', { email: sentTo })}</p>
        <button type="button" className="button button--primary" onClick={() => goTo('last-step')}>
          {te('account.toLastStep')}
        </button>
      </div>
    );
  }

  return (
    <form id={PERSONAL_DATA_FORM} ref={form} className="editor-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="editor-intro">{te('account.intro')}</p>
      {alert && (
        <p className="notice notice--error" role="alert">
          {alert}
        </p>
      )}
      <ProfileTypeChoice legend={te('account.profileType')} types={PROFILE_TYPES} value={profileType} onChange={setProfileType} />
      <div className="editor-fields">
        <TextField label={`${t('account.fields.name')} *`} autoComplete="given-name" {...field('name')} aria-required />
        <TextField label={`${t('account.fields.surname')} *`} autoComplete="family-name" {...field('surname')} aria-required />
        {signedIn ? (
          <p className="field--wide editor-signed-in">{te('account.signedInAs', { email: viewer.customer?.email ?? '' })}</p>
        ) : (
          <>
            <TextField label={`${t('auth.fields.email')} *`} type="email" autoComplete="email" {...field('email')} hint={checks.hints.email ?? te('account.emailHint')} aria-required />
            <TextField label={`${t('auth.fields.password')} *`} type="password" autoComplete="new-password" {...field('password')} hint={t('validation.password')} aria-required />
          </>
        )}
        <TextField label={t('account.fields.phone')} type="tel" autoComplete="tel" {...field('phone')} hint={te('account.phoneHint')} />
        {commercial && (
          <>
            <TextField label={`${t('account.fields.company')} *`} autoComplete="organization" {...field('company')} aria-required />
            <TextField
              label={`${t('account.fields.vatRegNo')}${EU_COUNTRIES.includes(values.country) ? ' *' : ''}`}
              {...field('vatRegNo')}
              hint={te('account.vatHint')}
              aria-required={EU_COUNTRIES.includes(values.country) || undefined}
            />
          </>
        )}
        <TextField
          className="field--wide"
          label={`${t('account.fields.street')}${commercial ? ' *' : ''}`}
          autoComplete="street-address"
          {...field('street')}
          aria-required={commercial || undefined}
        />
        <TextField label={`${t('account.fields.zipCode')} *`} autoComplete="postal-code" {...field('zipCode')} aria-required />
        <TextField label={`${t('account.fields.city')} *`} autoComplete="address-level2" {...field('city')} aria-required />
        <SelectField
          className="field--wide"
          label={`${t('account.fields.country')} *`}
          autoComplete="country"
          {...field('country')}
          options={countries}
          aria-required
        />
      </div>
      <label className="checkbox editor-terms">
        <input type="checkbox" checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} onBlur={() => checks.leave('acceptTerms')} aria-invalid={errors.acceptTerms ? true : undefined} aria-describedby={errors.acceptTerms ? 'editor-terms-error' : undefined} />
        <span>
          {t('auth.signup.acceptTermsBefore')}{' '}
          <Link to="tac" target="_blank">
            {t('footer.tac')}
          </Link>{' '}
          {t('auth.signup.acceptTermsAfter')} *
        </span>
      </label>
      {errors.acceptTerms && (
        <p className="field-error" id="editor-terms-error">
          {errorText(errors.acceptTerms)}
        </p>
      )}
      <p className="field-hint">{te('editor.requiredLegend')}</p>
    </form>
  );
}
