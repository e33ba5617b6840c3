/**
 * Landing page of the sign-in link: exchanges the single-use token (read from the fragment, posted in the body) for a
 * session and continues. When the link was the first confirmation of the address and removed a password chosen before
 * it, the page says so first.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostForLocale } from '../../../domain/locales.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { api } from '../../lib/api.ts';
import { continueAfterLogin } from '../../lib/auth-navigation.ts';
import { takeLinkSecret } from '../../lib/link-secret.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { AddressConfirmed, type ConfirmedAnswer } from './address-confirmed.tsx';

export default function SigningInPage() {
  const { t } = useTranslation();
  const { strategy } = useRouter();
  const { hosts } = useShell();
  const [failed, setFailed] = useState(false);
  const [cleared, setCleared] = useState<ConfirmedAnswer | null>(null);

  useEffect(() => {
    api<ConfirmedAnswer>('/public/product/passwordless', { method: 'POST', json: { token: takeLinkSecret('token') ?? '' } }).then(
      (answer) => {
        if (answer.passwordCleared) setCleared(answer);
        else continueAfterLogin(answer, strategy, (locale) => hostForLocale(hosts, locale) ?? null);
      },
      () => setFailed(true),
    );
  }, [strategy, hosts]);

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.signingIn.title')} noindex />
      <div className="auth__card" role="status" aria-busy={!failed && !cleared}>
        {cleared ? (
          <AddressConfirmed answer={cleared} />
        ) : (
          <>
            <h1 className="page__title">{failed ? t('auth.verify.failedTitle') : t('auth.signingIn.title')}</h1>
            <p>{failed ? t('auth.signingIn.failed') : t('auth.signingIn.text')}</p>
            {failed && (
              <Link to="login" className="button button--primary">
                {t('auth.login.title')}
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
