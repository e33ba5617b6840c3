/** /auth/redirect-to-authorize and /auth/logged-in: hand over to login, or confirm and continue after it. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta.tsx';
import { goToLogin } from '../../lib/auth-navigation.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

export default function RedirectPage({ match }: PageProps) {
  const { t } = useTranslation();
  const { href } = useRouter();
  const { viewer } = useShell();
  const toLogin = match.name === 'auth-redirect-to-authorize' && !viewer.customer;

  useEffect(() => {
    if (toLogin) void goToLogin(null, href('login'));
  }, [toLogin, href]);

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.signingIn.title')} noindex />
      <div className="auth__card" role="status">
        <h1 className="page__title">{viewer.customer ? t('auth.loggedIn.title', { name: viewer.customer.name }) : t('auth.signingIn.title')}</h1>
        {viewer.customer && (
          <Link to="account" className="button button--primary">
            {t('account.menu.account')}
          </Link>
        )}
      </div>
    </section>
  );
}
