/** Shows the console only once this sign-in passed the operator's second factor (enrolment or code entry first). */
import '../../styles/admin-second-factor.css';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidatePrefix, useApi } from '../../hooks/use-api.ts';
import { SecondFactorEnrol } from './second-factor-enrol.tsx';
import { SecondFactorRecoveryCodes } from './second-factor-recovery-codes.tsx';
import { SecondFactorVerify } from './second-factor-verify.tsx';

const STATUS_PATH = '/private/operator/second-factor';

interface SecondFactorStatus {
  enrolled: boolean;
  verified: boolean;
}

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<SecondFactorStatus>(STATUS_PATH);
  // Held here, not in the enrolment form: confirming makes the status "verified", yet the codes must be seen first.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  /** Reloads the status and every console answer fetched before (they were refused without the factor). */
  const passed = async () => {
    await revalidatePrefix('/admin/api');
    await mutate();
  };

  if (recoveryCodes) {
    return (
      <div className="container page">
        <SecondFactorRecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            void passed();
          }}
        />
      </div>
    );
  }
  if (data?.verified) return <>{children}</>;
  if (!data) {
    return (
      <div className="container page">
        {isLoading || !error ? (
          <p role="status">{t('console.loading')}</p>
        ) : (
          <div role="alert" className="console-notice">
            <p>{error.message || t('console.loadFailed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void mutate()}>
              {t('console.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="container page">
      {data.enrolled ? (
        <SecondFactorVerify onVerified={() => void passed()} />
      ) : (
        <SecondFactorEnrol onConfirmed={setRecoveryCodes} onStale={() => void mutate()} />
      )}
    </div>
  );
}
