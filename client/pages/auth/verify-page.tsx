/**
 * Landing page of the e-mail links: confirms an address (#token=). The token
 * is read from the fragment and posted (client/lib/link-secret.ts). A first confirmation from a browser that is not
 * signed in as the customer signs it in afresh (see AddressConfirmed).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta.tsx';
import { api } from '../../lib/api.ts';
import { takeLinkSecret } from '../../lib/link-secret.ts';
import { Link } from '../../router.tsx';
import { confirmedTextKey } from '../../lib/confirmation-text.ts';
import { AddressConfirmed, type ConfirmedAnswer } from './address-confirmed.tsx';

/** Without `redirect` nobody was signed in by this call (already verified, or the caller kept their own session). */
type VerifyAnswer =
  | { verified: true; signedIn: boolean; passwordCleared: boolean; otherSessionsEnded: boolean; redirect?: undefined }
  | (ConfirmedAnswer & { verified: true; signedIn: true });

type State =
  | { kind: 'working' | 'failed' | 'verified' }
  | { kind: 'verifiedSignedIn'; otherSessionsEnded: boolean }
  | { kind: 'confirmed'; answer: ConfirmedAnswer };

function stateOf(answer: VerifyAnswer): State {
  if (answer.redirect !== undefined) return { kind: 'confirmed', answer };
  return answer.signedIn ? { kind: 'verifiedSignedIn', otherSessionsEnded: answer.otherSessionsEnded } : { kind: 'verified' };
}

export default function VerifyPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    const call: Promise<State> = api<VerifyAnswer>('/public/customer/verify-email', { method: 'POST', json: { token: takeLinkSecret('token') ?? '' } }).then(stateOf);
    call.then(setState, () => setState({ kind: 'failed' }));
  }, []);

  return (
    <section className="container page auth">
      <PageMeta title={t('auth.verify.title')} noindex />
      <div className="auth__card" role="status" aria-busy={state.kind === 'working'}>
        {state.kind === 'confirmed' ? (
          <AddressConfirmed answer={state.answer} />
        ) : state.kind === 'verifiedSignedIn' ? (
          <>
            <h1 className="page__title">{t('auth.verify.verifiedTitle')}</h1>
            <p>{t(confirmedTextKey({ passwordCleared: false, otherSessionsEnded: state.otherSessionsEnded }))}</p>
            <Link to="account" className="button button--primary">
              {t('account.menu.account')}
            </Link>
          </>
        ) : (
          <>
            <h1 className="page__title">{t(`auth.verify.${state.kind}Title`)}</h1>
            <p>{t(`auth.verify.${state.kind}Text`)}</p>
            {state.kind !== 'working' && (
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
