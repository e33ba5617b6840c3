/** One dealer for review: the registration's facts, the trade registration shown inline, and the decisions. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import type { MerchantState } from '../../../domain/profile.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import { AgeBadge } from './age-badge.tsx';
import { DealerActions } from './dealer-actions.tsx';
import { DealerDocument } from './dealer-document.tsx';
import { DealerStatePill } from './dealer-state-pill.tsx';
import { DealerTrackingLink, type TrackingLinkSummary } from './dealer-tracking-link.tsx';
import { ReviewLoadState } from './review-load-state.tsx';

interface DealerDetailAnswer {
  merchantId: number;
  customerId: number;
  company: string;
  vatRegNo: string | null;
  vatFormatValid: boolean;
  address: { street: string | null; zipCode: string | null; city: string | null; country: string };
  contact: { name: string | null; surname: string | null; phone: string | null };
  managingDirector: string | null;
  email: string;
  emailVerified: boolean;
  notificationLocale: string;
  registeredAt: number;
  state: MerchantState;
  reviewReason: string | null;
  reviewedAt: number | null;
  hasTradeRegistration: boolean;
  tradeRegistrationInline: boolean;
  trackingLink: TrackingLinkSummary;
}

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

export function DealerDetail({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('admin');
  const valid = /^[1-9][0-9]{0,9}$/.test(merchantId);
  const { data, error, isLoading, mutate } = useApi<DealerDetailAnswer>(valid ? `/admin/api/reviews/dealers/${merchantId}` : null);
  const back = (
    <Link to="admin-section" params={{ section: 'dealers' }}>
      {t('console.back')}
    </Link>
  );
  if (!valid || error?.status === 404)
    return (
      <>
        <p role="alert">{t('dealers.notFound')}</p>
        {back}
      </>
    );
  if (!data) return <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={false} emptyText="" retry={mutate} />;

  return (
    <>
      <div className="console-heading">
        <h1>{data.company}</h1>
        <p>
          <DealerStatePill state={data.state} /> {data.state === 'in_review' && <AgeBadge since={data.registeredAt} />}
        </p>
      </div>
      <p>{back}</p>
      <section className="console-panel" aria-labelledby="dealer-facts-heading">
        <h2 id="dealer-facts-heading">{t('dealers.facts.heading')}</h2>
        <dl className="console-facts">
          <dt>{t('dealers.facts.company')}</dt>
          <dd>{data.company}</dd>
          <dt>{t('dealers.facts.vatRegNo')}</dt>
          <dd>
            {data.vatRegNo ?? '–'}{' '}
            <span className={`console-pill ${data.vatFormatValid ? 'console-pill--ok' : 'console-pill--error'}`}>
              {t(data.vatFormatValid ? 'dealers.facts.vatValid' : 'dealers.facts.vatInvalid', { country: data.address.country })}
            </span>
          </dd>
          <dt>{t('dealers.facts.address')}</dt>
          <dd>{[data.address.street, joined(data.address.zipCode, data.address.city), data.address.country].filter(Boolean).join(', ')}</dd>
          <dt>{t('dealers.facts.contact')}</dt>
          <dd>
            {joined(data.contact.name, data.contact.surname) || '–'}
            {data.contact.phone && (
              <>
                {' · '}
                <a href={`tel:${data.contact.phone.replace(/[^+0-9]/g, '')}`}>{data.contact.phone}</a>
              </>
            )}
          </dd>
          <dt>{t('dealers.facts.managingDirector')}</dt>
          <dd>{data.managingDirector ?? '–'}</dd>
          <dt>{t('dealers.facts.email')}</dt>
          <dd>
            <a href={`mailto:${data.email}`}>{data.email}</a> ({t(data.emailVerified ? 'dealers.facts.emailVerified' : 'dealers.facts.emailUnverified')})
          </dd>
          <dt>{t('dealers.facts.notificationLocale')}</dt>
          <dd>{data.notificationLocale.toUpperCase()}</dd>
          <dt>{t('dealers.facts.registeredAt')}</dt>
          <dd>{formatDateTime(data.registeredAt)}</dd>
          {data.reviewedAt !== null && (
            <>
              <dt>{t('dealers.facts.reviewedAt')}</dt>
              <dd>{formatDateTime(data.reviewedAt)}</dd>
            </>
          )}
          {data.reviewReason && (
            <>
              <dt>{t('dealers.facts.reviewReason')}</dt>
              <dd>{data.reviewReason}</dd>
            </>
          )}
        </dl>
      </section>
      <DealerDocument merchantId={data.merchantId} company={data.company} present={data.hasTradeRegistration} inline={data.tradeRegistrationInline} />
      <DealerActions merchantId={data.merchantId} state={data.state} reload={mutate} />
      <DealerTrackingLink merchantId={data.merchantId} summary={data.trackingLink} reload={mutate} />
    </>
  );
}
