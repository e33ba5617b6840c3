/**
 * Shown instead of an account screen to anonymous viewers: sign in (and come back here) or create an account. Pages
 * not meant for customers (the operator console) give their own text and offer no sign-up.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { Link, useRouter } from '../../router.tsx';

export function SignInPrompt({ title, text, button, offerSignup = true }: { title?: string; text?: string; button?: string; offerSignup?: boolean }) {
  const { t } = useTranslation();
  const { href, match } = useRouter();
  const login = href('login');

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Remembers this page, so the sign-in lands back here.
    void goToLogin(match, login);
  }

  return (
    <div className="auth__card signin-prompt">
      <span className="signin-prompt__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </span>
      <h1 className="page__title">{title ?? t('account.signIn.title')}</h1>
      <p>{text ?? t('account.signIn.text')}</p>
      <a href={login} className="button button--primary auth__submit" onClick={onClick}>
        {button ?? t('account.signIn.button')}
      </a>
      {offerSignup && (
        <p className="auth__switch">
          {t('account.signIn.noAccount')} <Link to="auth-signup">{t('account.signIn.signup')}</Link>
        </p>
      )}
    </div>
  );
}
