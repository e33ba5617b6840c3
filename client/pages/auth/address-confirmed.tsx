/**
 * The card after a first confirmation by link signed the visitor in afresh: that every other session ended (only when
 * there were any: a brand-new seller has no other device), and when a password chosen before the confirmation was
 * removed, the way to set one in the settings.
 */
import { useTranslation } from 'react-i18next';
import { hostForLocale } from '../../../domain/locales.ts';
import { continueAfterLogin, type SignedInAnswer } from '../../lib/auth-navigation.ts';
import { confirmedTextKey } from '../../lib/confirmation-text.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';

export interface ConfirmedAnswer extends SignedInAnswer {
  passwordCleared: boolean;
  /** Sessions on other devices were ended by this confirmation. */
  otherSessionsEnded: boolean;
}


export function AddressConfirmed({ answer }: { answer: ConfirmedAnswer }) {
  const { t } = useTranslation();
  const { strategy } = useRouter();
  const { hosts } = useShell();
  const go = (next: SignedInAnswer) => continueAfterLogin(next, strategy, (locale) => hostForLocale(hosts, locale) ?? null);

  return (
    <>
      <h1 className="page__title">{t('auth.verify.verifiedTitle')}</h1>
      <p>{t(confirmedTextKey(answer))}</p>
      <div className="panel__actions">
        {answer.passwordCleared && (
          <button type="button" className="button button--primary" onClick={() => go({ ...answer, redirect: { route: 'account-settings', params: {} } })}>
            {t('auth.verify.setPassword')}
          </button>
        )}
        <button type="button" className={`button ${answer.passwordCleared ? 'button--ghost' : 'button--primary'}`} onClick={() => go(answer)}>
          {t('auth.verify.continue')}
        </button>
      </div>
    </>
  );
}
