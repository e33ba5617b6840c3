/** The dealer's status on the account overview: registration missing or incomplete, in review, accepted, rejected or blocked. */
import { useTranslation } from 'react-i18next';
import { merchantState, type MerchantState } from '../../../domain/profile.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { Link } from '../../router.tsx';
import { Icon, type IconName } from './icons.tsx';

export type MerchantPanelState = 'missing' | 'incomplete' | MerchantState;

export function merchantPanelState(data: PrivateCustomer): MerchantPanelState {
  const { customer, merchant } = data;
  // Blocking wins over everything else: the dealer cannot act until the team lifts it.
  if (customer.merchantBlocked) return 'blocked';
  if (!merchant) return 'missing';
  const state = merchantState(merchant, false);
  // The team's decision stands; only an undecided registration can still be waiting for data.
  if (state === 'in_review' && (!customer.merchantProfileCompleted || !merchant.hasTradeRegistration)) return 'incomplete';
  return state;
}

const LOOK: Record<MerchantPanelState, { tone: 'info' | 'success' | 'warning' | 'error'; icon: IconName }> = {
  missing: { tone: 'warning', icon: 'document' },
  incomplete: { tone: 'warning', icon: 'document' },
  in_review: { tone: 'info', icon: 'clock' },
  accepted: { tone: 'success', icon: 'check' },
  rejected: { tone: 'error', icon: 'alert' },
  blocked: { tone: 'error', icon: 'block' },
};

export function MerchantStatus({ data }: { data: PrivateCustomer }) {
  const { t } = useTranslation();
  const state = merchantPanelState(data);
  const look = LOOK[state];
  return (
    <section className={`status-panel status-panel--${look.tone}`} aria-labelledby="merchant-status-title">
      <span className="status-panel__icon">
        <Icon name={look.icon} />
      </span>
      <div className="status-panel__body">
        <p className="status-panel__eyebrow">{t('account.merchant.label')}</p>
        <h2 id="merchant-status-title" className="status-panel__title">
          {t(`account.merchant.${state}.title`)}
        </h2>
        <p>{t(`account.merchant.${state}.text`)}</p>
        {state === 'rejected' && data.merchant?.reviewReason && (
          <p className="status-panel__reason">
            <strong>{t('account.merchant.reasonLabel')}</strong> {data.merchant.reviewReason}
          </p>
        )}
        {(state === 'missing' || state === 'incomplete') && (
          <Link to="account-merchant-register" className="button button--primary">
            {t(`account.merchant.${state}.action`)}
          </Link>
        )}
        {(state === 'rejected' || state === 'blocked') && (
          <Link to="contact" className="button button--ghost">
            {t('account.merchant.contact')}
          </Link>
        )}
      </div>
    </section>
  );
}
