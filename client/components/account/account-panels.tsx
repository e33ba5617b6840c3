/** Overview panels: e-mail verification (with "resend") and profile completeness (with the missing fields). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_PROFILE_FIELDS } from '../../../domain/profile.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { Link } from '../../router.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { Icon } from './icons.tsx';

export function EmailPanel({ data, onVerified }: { data: PrivateCustomer; onVerified: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const { email, emailVerified } = data.customer;

  async function resend() {
    setState('pending');
    try {
      const answer = await api<{ sent: boolean; verified: boolean }>('/private/customer/resend-verification', { method: 'POST' });
      if (answer.verified) {
        // Confirmed meanwhile (e.g. in another tab): show the fresh state instead of sending again.
        snackbar(t('account.email.alreadyVerified'), 'success');
        onVerified();
        setState('idle');
        return;
      }
      setState('sent');
      snackbar(t('account.email.sent', { email }), 'success');
    } catch (error) {
      setState('idle');
      snackbar(error instanceof ApiRequestError ? error.message : t('errors.internal'), 'error');
    }
  }

  if (emailVerified) {
    return (
      <section className="status-panel status-panel--success" aria-labelledby="email-status-title">
        <span className="status-panel__icon">
          <Icon name="check" />
        </span>
        <div className="status-panel__body">
          <p className="status-panel__eyebrow">{t('account.email.label')}</p>
          <h2 id="email-status-title" className="status-panel__title">
            {t('account.email.verifiedTitle')}
          </h2>
          <p className="status-panel__email">{email}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="status-panel status-panel--warning" aria-labelledby="email-status-title">
      <span className="status-panel__icon">
        <Icon name="mail" />
      </span>
      <div className="status-panel__body">
        <p className="status-panel__eyebrow">{t('account.email.label')}</p>
        <h2 id="email-status-title" className="status-panel__title">
          {t('account.email.unverifiedTitle')}
        </h2>
        <p>{t('account.email.unverifiedText', { email })}</p>
        <div aria-live="polite">
          {state === 'sent' ? (
            <p className="status-panel__done">{t('account.email.sentShort')}</p>
          ) : (
            <button type="button" className="button button--ghost" onClick={resend} disabled={state === 'pending'}>
              {t('account.email.resend')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** Fields a dealer edits in the dealer registration rather than in the settings. */
const SETTINGS_FIELDS = new Set<string>(['name', 'surname', 'email']);

export function ProfilePanel({ data }: { data: PrivateCustomer }) {
  const { t } = useTranslation();
  const type = data.customer.profileType;
  const required = REQUIRED_PROFILE_FIELDS[type].length;
  const missing = data.missingProfileFields;
  const percent = Math.round(((required - missing.length) / required) * 100);
  const complete = missing.length === 0;
  const inRegistration = type === 'MERCHANT' && missing.some((field) => !SETTINGS_FIELDS.has(field));
  return (
    <section className={`status-panel status-panel--${complete ? 'success' : 'info'}`} aria-labelledby="profile-status-title">
      <span className="status-panel__icon">
        <Icon name={complete ? 'check' : 'user'} />
      </span>
      <div className="status-panel__body">
        <p className="status-panel__eyebrow">{t('account.profile.label')}</p>
        <h2 id="profile-status-title" className="status-panel__title">
          {complete ? t('account.profile.completeTitle') : t('account.profile.incompleteTitle', { percent })}
        </h2>
        <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('account.profile.progress')}>
          <span className="progress__bar" style={{ width: `${percent}%` }} />
        </div>
        {complete ? (
          <p>{t('account.profile.completeText')}</p>
        ) : (
          <>
            <p>{t('account.profile.missing', { fields: missing.map((field) => t(`account.fields.${field}`)).join(', ') })}</p>
            <Link to={inRegistration ? 'account-merchant-register' : 'account-settings'} className="button button--primary">
              {inRegistration ? t('account.profile.toRegistration') : t('account.profile.toSettings')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
