/** Sign-up as private seller, commercial seller or dealer; the account is activated from the e-mail link. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_TYPES, type ProfileType } from '../../../domain/profile.ts';
import { ProfileTypeChoice } from '../../components/account/profile-type-choice.tsx';
import { TextField, useErrorText } from '../../components/forms/text-field.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { loadAccountChecks, preloadAccountChecks } from '../../lib/load-account-checks.ts';
import { Link, useRouter } from '../../router.tsx';

export default function SignupPage() {
  const { t } = useTranslation();
  const { locale } = useRouter();
  const errorText = useErrorText();
  const [values, setValues] = useState({ name: '', surname: '', email: '', password: '' });
  const [profileType, setProfileType] = useState<ProfileType>('PRIVATE');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checks = await loadAccountChecks();
    if (!checks) {
      setMessage(t('errors.internal'));
      return;
    }
    const parsed = checks.checkSignup({ ...values, profileType, acceptTerms, languageSetting: locale });
    if (!parsed.ok) {
      setErrors(parsed.fields);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api('/public/customer/auth/signup', { method: 'POST', json: parsed.data });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fields);
        setMessage(error.message);
      } else setMessage(t('errors.internal'));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <section className="container page auth">
        <PageMeta title={t('auth.signup.title')} noindex />
        <div className="auth__card" role="status">
          <h1 className="page__title">{t('auth.signup.doneTitle')}</h1>
          <p>{t('auth.signup.doneText', { email: values.email.trim().toLowerCase() })}</p>
          <Link to="login" className="button button--primary">
            {t('auth.login.title')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.signup.title')} noindex />
      <div className="auth__card">
        <h1 className="page__title">{t('auth.signup.title')}</h1>
        <p>{t('auth.signup.intro')}</p>
        {message && (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        )}
        <form className="auth__form" onSubmit={onSubmit} onFocus={preloadAccountChecks} noValidate>
          <ProfileTypeChoice legend={t('auth.signup.profileType')} types={PROFILE_TYPES} value={profileType} onChange={setProfileType} />
          <div className="form__row">
            <TextField label={t('auth.fields.name')} autoComplete="given-name" value={values.name} onValue={set('name')} error={errors.name} />
            <TextField label={t('auth.fields.surname')} autoComplete="family-name" value={values.surname} onValue={set('surname')} error={errors.surname} />
          </div>
          <TextField label={t('auth.fields.email')} type="email" autoComplete="email" value={values.email} onValue={set('email')} error={errors.email} />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValue={set('password')}
            error={errors.password}
            hint={t('validation.password')}
          />
          <label className="checkbox">
            <input type="checkbox" checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} aria-invalid={errors.acceptTerms ? true : undefined} />
            <span>
              {t('auth.signup.acceptTermsBefore')} <Link to="tac" target="_blank">{t('footer.tac')}</Link> {t('auth.signup.acceptTermsAfter')}
            </span>
          </label>
          {errors.acceptTerms && <p className="field-error">{errorText(errors.acceptTerms)}</p>}
          <button type="submit" className="button button--primary auth__submit" disabled={pending}>
            {t('auth.signup.submit')}
          </button>
        </form>
        <p className="auth__switch">
          {t('auth.signup.haveAccount')} <Link to="login">{t('auth.login.submit')}</Link>
        </p>
      </div>
    </section>
  );
}
