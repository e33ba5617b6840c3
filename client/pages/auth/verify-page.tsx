/** Landing page of the e-mail links: confirms an address (?token=) or unlocks a locked account (?unlock=). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta.tsx';
import { api } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

type State = 'working' | 'verified' | 'unlocked' | 'failed';

export default function VerifyPage({ search }: PageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('working');
  const token = search.get('token');
  const unlock = search.get('unlock');

  useEffect(() => {
    const call = unlock
      ? api('/public/customer/auth/unlock', { method: 'POST', json: { token: unlock } }).then(() => 'unlocked' as const)
      : api('/public/customer/verify-email', { method: 'POST', json: { token: token ?? '' } }).then(() => 'verified' as const);
    call.then(setState, () => setState('failed'));
  }, [token, unlock]);

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.verify.title')} noindex />
      <div className="auth__card" role="status" aria-busy={state === 'working'}>
        <h1 className="page__title">{t(`auth.verify.${state}Title`)}</h1>
        <p>{t(`auth.verify.${state}Text`)}</p>
        {state !== 'working' && (
          <Link to="login" className="button button--primary">
            {t('auth.login.title')}
          </Link>
        )}
      </div>
    </section>
  );
}
