/** Landing page of the sign-in link: exchanges the single-use token for a session and continues. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostForLocale } from '../../../domain/locales.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { api } from '../../lib/api.ts';
import { continueAfterLogin, type SignedInAnswer } from '../../lib/auth-navigation.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

export default function SigningInPage({ search }: PageProps) {
  const { t } = useTranslation();
  const { strategy } = useRouter();
  const { hosts } = useShell();
  const [failed, setFailed] = useState(false);
  const token = search.get('token') ?? '';

  useEffect(() => {
    api<SignedInAnswer>(`/public/product/passwordless/${encodeURIComponent(token)}`, { method: 'POST' }).then(
      (answer) => continueAfterLogin(answer, strategy, (locale) => hostForLocale(hosts, locale) ?? null),
      () => setFailed(true),
    );
  }, [token, strategy, hosts]);

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.signingIn.title')} noindex />
      <div className="auth__card" role="status" aria-busy={!failed}>
        <h1 className="page__title">{failed ? t('auth.verify.failedTitle') : t('auth.signingIn.title')}</h1>
        <p>{failed ? t('auth.signingIn.failed') : t('auth.signingIn.text')}</p>
        {failed && (
          <Link to="login" className="button button--primary">
            {t('auth.login.title')}
          </Link>
        )}
      </div>
    </section>
  );
}
