/** Sign-in: e-mail and password, or a sign-in link by e-mail; afterwards the server decides where to go. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostForLocale } from '../../../domain/locales.ts';
import { loginSchema } from '../../../domain/validation/accounts.ts';
import { fieldErrors } from '../../../domain/validation/rules.ts';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { afterLoginToken, continueAfterLogin, type SignedInAnswer } from '../../lib/auth-navigation.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { safeParse } from 'zod/mini';

export default function LoginPage() {
  const { t } = useTranslation();
  const { strategy } = useRouter();
  const { hosts } = useShell();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [linkSent, setLinkSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = safeParse(loginSchema, { email, password, afterLoginToken: afterLoginToken() });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setMessage(null);
    setPending(true);
    try {
      const answer = await api<SignedInAnswer>('/public/customer/auth/login', { method: 'POST', json: parsed.data });
      continueAfterLogin(answer, strategy, (locale) => hostForLocale(hosts, locale) ?? null);
    } catch (error) {
      setMessage(error instanceof ApiRequestError ? error.message : t('errors.internal'));
      setPending(false);
    }
  }

  async function sendLink() {
    const parsed = safeParse(loginSchema.shape.email, email);
    if (!parsed.success) {
      setErrors({ email: 'validation.email' });
      return;
    }
    try {
      await api('/public/customer/passwordless/request', { method: 'POST', json: { email: parsed.data } });
      setLinkSent(true);
    } catch (error) {
      setMessage(error instanceof ApiRequestError ? error.message : t('errors.internal'));
    }
  }

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.login.title')} noindex />
      <div className="auth__card">
        <h1 className="page__title">{t('auth.login.title')}</h1>
        <p>{t('auth.login.intro')}</p>
        {message && (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        )}
        {linkSent && (
          <p className="notice notice--success" role="status">
            {t('auth.login.linkSent')}
          </p>
        )}
        <form className="auth__form" onSubmit={onSubmit} noValidate>
          <TextField label={t('auth.fields.email')} type="email" autoComplete="email" value={email} onValue={setEmail} error={errors.email} />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
          />
          <button type="submit" className="button button--primary auth__submit" disabled={pending}>
            {t('auth.login.submit')}
          </button>
        </form>
        <button type="button" className="link-button" onClick={sendLink}>
          {t('auth.login.sendLink')}
        </button>
        <p className="auth__switch">
          {t('auth.login.noAccount')} <Link to="auth-signup">{t('auth.login.signup')}</Link>
        </p>
      </div>
    </section>
  );
}
