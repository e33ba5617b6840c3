/** Sign-up as private seller, commercial seller or dealer; the account is activated from the e-mail link. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_TYPES, type ProfileType } from '../../../domain/profile.ts';
import { ProfileTypeChoice } from '../../components/account/profile-type-choice.tsx';
import { TextField, useErrorText } from '../../components/forms/text-field.tsx';
import { focusFirstInvalid } from '../../components/account/focus-invalid.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { reportOf, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { loadAccountChecks, loadedAccountChecks } from '../../lib/load-account-checks.ts';
import { Link, useRouter } from '../../router.tsx';

export default function SignupPage() {
  const { t } = useTranslation();
  const { locale } = useRouter();
  const errorText = useErrorText();
  const [values, setValues] = useState({ name: '', surname: '', email: '', password: '' });
  const [profileType, setProfileType] = useState<ProfileType>('PRIVATE');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const form = { ...values, profileType, acceptTerms, languageSetting: locale };
  const checks = useFieldChecks(
    form,
    (current) => {
      const loaded = loadedAccountChecks();
      return loaded && reportOf(loaded.checkSignup(current), loaded.emailHints(current, ['email']));
    },
    loadAccountChecks,
  );
  const errors = checks.errors;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Taken now: the event's currentTarget is gone after the first await.
    const formElement = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    checks.attempt();
    setMessage(null);
    const loaded = await loadAccountChecks();
    if (!loaded) {
      setMessage(t('errors.internal'));
      return;
    }
    const sent = form;
    const parsed = loaded.checkSignup(sent);
    if (!parsed.ok) {
      focusFirstInvalid(formElement);
      return;
    }
    setPending(true);
    try {
      await api('/public/customer/auth/signup', { method: 'POST', json: parsed.data });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        checks.refuse(error.fields, sent);
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
        <form className="auth__form" onSubmit={onSubmit} onFocus={checks.preload} noValidate>
          <ProfileTypeChoice legend={t('auth.signup.profileType')} types={PROFILE_TYPES} value={profileType} onChange={setProfileType} />
          <div className="form__row">
            <TextField label={t('auth.fields.name')} autoComplete="given-name" value={values.name} onValue={set('name')} {...checks.field('name')} />
            <TextField label={t('auth.fields.surname')} autoComplete="family-name" value={values.surname} onValue={set('surname')} {...checks.field('surname')} />
          </div>
          <TextField label={t('auth.fields.email')} type="email" autoComplete="email" value={values.email} onValue={set('email')} {...checks.field('email')} />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValue={set('password')}
            {...checks.field('password')}
            hint={t('validation.password')}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.target.checked)}
              onBlur={() => checks.leave('acceptTerms')}
              aria-invalid={errors.acceptTerms ? true : undefined} />
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
