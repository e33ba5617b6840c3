/** One customer for the operator: profile facts, dealer data, account flags, the actions and their activity. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { CustomerActions } from './customer-actions.tsx';
import { CustomerActivity } from './customer-activity.tsx';
import type { CustomerDetail as Detail } from './customer-types.ts';

const text = (value: string | null | undefined) => (value ? value : '–');

export function CustomerDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { viewer } = useShell();
  const valid = /^\d{1,10}$/.test(id);
  const { data, error, isLoading, mutate } = useApi<Detail>(valid ? `/admin/api/customers/${id}` : null);
  const back = (
    <Link to="admin-section" params={{ section: 'customers' }}>
      {t('console.back')}
    </Link>
  );
  if (!valid || error?.status === 404) {
    return (
      <>
        <p role="alert">{t('customers.notFound')}</p>
        {back}
      </>
    );
  }
  if (isLoading) return <p role="status">{t('console.loading')}</p>;
  if (error || !data) {
    return (
      <p className="console-notice" role="alert">
        {t('console.loadFailed')}{' '}
        <button type="button" className="button button--ghost" onClick={() => void mutate()}>
          {t('console.retry')}
        </button>
      </p>
    );
  }
  const { profile, merchant, flags } = data;
  const name = `${profile.name} ${profile.surname}`.trim() || profile.email;
  return (
    <>
      <div className="console-heading">
        <h1>
          {name} <span className="customers-sub">#{data.customerId}</span>
        </h1>
        {back}
      </div>
      <section className="console-panel" aria-labelledby="customer-state">
        <h2 id="customer-state">{t('customers.state')}</h2>
        <p className="console-actions">
          {flags.deactivatedAt ? (
            <span className="console-pill console-pill--error">{t('customers.deactivatedSince', { at: formatDateTime(flags.deactivatedAt) })}</span>
          ) : (
            <span className="console-pill console-pill--ok">{t('customers.active')}</span>
          )}
          <span className={flags.emailVerified ? 'console-pill console-pill--ok' : 'console-pill console-pill--warn'}>
            {t(flags.emailVerified ? 'customers.verified' : 'customers.unverified')}
          </span>
          {flags.signInDelayedUntil && <span className="console-pill console-pill--warn">{t('customers.signInDelayedUntil', { at: formatDateTime(flags.signInDelayedUntil) })}</span>}
          {flags.isAdmin && <span className="console-pill">{t('customers.operator')}</span>}
        </p>
      </section>
      <CustomerActions customer={data} selfId={viewer.customer?.customerId ?? null} reload={() => mutate()} />
      <section className="console-panel" aria-labelledby="customer-profile">
        <h2 id="customer-profile">{t('customers.profileHeading')}</h2>
        <dl className="console-facts">
          <dt>{t('customers.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('customers.profileType')}</dt>
          <dd>{t(`customers.profile.${profile.profileType}`, { defaultValue: profile.profileType })}</dd>
          <dt>{t('customers.phone')}</dt>
          <dd>{text(profile.phone)}</dd>
          <dt>{t('customers.address')}</dt>
          <dd>{[profile.street, [profile.zipCode, profile.city].filter(Boolean).join(' '), profile.country].filter(Boolean).join(', ') || '–'}</dd>
          <dt>{t('customers.language')}</dt>
          <dd>{profile.languageSetting}</dd>
          {profile.commercialCompany && (
            <>
              <dt>{t('customers.company')}</dt>
              <dd>{profile.commercialCompany}</dd>
            </>
          )}
          <dt>{t('customers.vat')}</dt>
          <dd>{text(profile.vatRegNo)}</dd>
          <dt>{t('customers.terms')}</dt>
          <dd>{profile.termsAcceptedAt ? formatDateTime(profile.termsAcceptedAt) : '–'}</dd>
          <dt>{t('customers.since')}</dt>
          <dd>{profile.createdAt ? formatDateTime(profile.createdAt) : '–'}</dd>
        </dl>
      </section>
      {merchant && (
        <section className="console-panel" aria-labelledby="customer-merchant">
          <h2 id="customer-merchant">{t('customers.merchantHeading')}</h2>
          <dl className="console-facts">
            <dt>{t('customers.company')}</dt>
            <dd>
              <Link to="admin-section-id" params={{ section: 'dealers', id: String(merchant.merchantId) }}>
                {merchant.company}
              </Link>
            </dd>
            <dt>{t('customers.status')}</dt>
            <dd>{t(`customers.merchantState.${merchant.state}`)}</dd>
            <dt>{t('customers.vat')}</dt>
            <dd>{text(merchant.vatRegNo)}</dd>
            <dt>{t('customers.address')}</dt>
            <dd>{[merchant.city, merchant.country].filter(Boolean).join(', ')}</dd>
            {merchant.reviewReason && (
              <>
                <dt>{t('customers.reviewReason')}</dt>
                <dd>{merchant.reviewReason}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <CustomerActivity customer={data} />
    </>
  );
}
