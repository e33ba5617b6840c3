/** Sign-in: e-mail and password, or a sign-in link by e-mail; afterwards the server decides where to go. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostForLocale } from '../../../domain/locales.ts';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { afterLoginToken, continueAfterLogin, type SignedInAnswer } from '../../lib/auth-navigation.ts';
import { reportOf, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { loadAccountChecks, loadedAccountChecks } from '../../lib/load-account-checks.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const { strategy } = useRouter();
  const { hosts } = useShell();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [linkSent, setLinkSent] = useState(false);
  const form = { email, password };
  const checks = useFieldChecks(
    form,
    (current) => {
      const loaded = loadedAccountChecks();
      return loaded && reportOf(loaded.checkLogin(current), loaded.emailHints(current, ['email']));
    },
    loadAccountChecks,
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const loaded = await loadAccountChecks();
    if (!loaded) {
      setMessage(t('errors.internal'));
      return;
    }
    // The token is read here only: sessionStorage is not there while the page renders on the server.
    const parsed = loaded.checkLogin({ ...form, afterLoginToken: afterLoginToken() });
    if (!parsed.ok) return;
    setMessage(null);
    setPending(true);
    try {
      const answer = await api<SignedInAnswer>('/public/customer/auth/login', { method: 'POST', json: parsed.data });
      continueAfterLogin(answer, strategy, (locale) => hostForLocale(hosts, locale) ?? null);
    } catch (error) {
      if (error instanceof ApiRequestError) checks.refuse(error.fields, form);
      setMessage(error instanceof ApiRequestError ? error.message : t('errors.internal'));
      setPending(false);
    }
  }

  async function sendLink() {
    checks.reveal('email');
    const loaded = await loadAccountChecks();
    if (!loaded) {
      setMessage(t('errors.internal'));
      return;
    }
    checks.preload();
    const parsed = loaded.checkEmail(email);
    if (!parsed.ok) return;
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
        <form className="auth__form" onSubmit={onSubmit} onFocus={checks.preload} noValidate>
          <TextField label={t('auth.fields.email')} type="email" autoComplete="email" value={email} onValue={setEmail} {...checks.field('email')} />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            {...checks.field('password')}
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
