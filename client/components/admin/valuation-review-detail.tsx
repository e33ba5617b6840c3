/** One valuation for the operator: the vehicle and contact, the automatic estimate with its comparables, and the confirm form while under review. */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro, formatInteger } from '../../../domain/format.ts';
import { useApi } from '../../hooks/use-api.ts';
import { Link } from '../../router.tsx';
import { AgeBadge } from './age-badge.tsx';
import { ReviewLoadState } from './review-load-state.tsx';
import { ValuationConfirmForm } from './valuation-confirm-form.tsx';
import { ValuationEstimatePanel } from './valuation-estimate.tsx';
import type { ValuationReview } from './valuation-review-types.ts';

const euro = (amount: number | null | undefined) => (typeof amount === 'number' ? formatEuro(amount) : '–');
const number = (value: number | undefined, unit: string) => (typeof value === 'number' ? `${formatInteger(value)} ${unit}` : '–');

function Facts({ valuation }: { valuation: ValuationReview }) {
  const { t } = useTranslation('admin');
  const { vehicle, contact } = valuation;
  const yesNo = (value: string | undefined) => (value ? t(`valuations.answer.${value}`) : '–');
  const registration = vehicle.firstRegistrationYear ? `${vehicle.firstRegistrationMonth ? `${String(vehicle.firstRegistrationMonth).padStart(2, '0')}/` : ''}${vehicle.firstRegistrationYear}` : '–';
  const rows: [string, string][] = [
    [t('valuations.detail.kind'), t(`valuations.kind.${valuation.productType}`)],
    [t('valuations.detail.make'), vehicle.make ?? '–'],
    [t('valuations.detail.model'), vehicle.model ?? '–'],
    [t('valuations.detail.registration'), registration],
    [t('valuations.detail.mileage'), number(vehicle.mileage, 'km')],
    [t('valuations.detail.fuel'), vehicle.fuel ? t(`valuations.fuel.${vehicle.fuel}`) : '–'],
    [t('valuations.detail.power'), number(vehicle.powerKw, 'kW')],
    [t('valuations.detail.length'), number(vehicle.lengthMm, 'mm')],
    [t('valuations.detail.zipCode'), vehicle.zipCode ?? '–'],
    [t('valuations.detail.serviceBook'), yesNo(vehicle.serviceBook)],
    [t('valuations.detail.damaged'), yesNo(vehicle.damaged)],
    [t('valuations.detail.smokerCar'), yesNo(vehicle.smokerCar)],
    [t('valuations.detail.equipment'), valuation.equipmentLabels.join(', ') || '–'],
  ];
  return (
    <>
      <section className="console-panel" aria-labelledby="valuation-vehicle">
        <h2 id="valuation-vehicle">{t('valuations.detail.vehicle')}</h2>
        <dl className="console-facts">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="console-panel" aria-labelledby="valuation-contact">
        <h2 id="valuation-contact">{t('valuations.detail.contact')}</h2>
        <dl className="console-facts">
          <dt>{t('valuations.detail.name')}</dt>
          <dd>{contact.name ?? '–'}</dd>
          <dt>{t('valuations.detail.email')}</dt>
          <dd>{contact.email ?? '–'}</dd>
          <dt>{t('valuations.detail.phone')}</dt>
          <dd>{contact.phone ?? '–'}</dd>
          <dt>{t('valuations.detail.language')}</dt>
          <dd>{contact.locale.toUpperCase()}</dd>
          <dt>{t('valuations.detail.desiredPrice')}</dt>
          <dd>{euro(valuation.desiredPrice)}</dd>
          <dt>{t('valuations.detail.plannedSale')}</dt>
          <dd>{valuation.plannedSale ? t(`valuations.plannedSale.${valuation.plannedSale}`) : '–'}</dd>
          <dt>{t('valuations.detail.submitted')}</dt>
          <dd>
            {valuation.submittedAt ? formatDateTime(valuation.submittedAt) : '–'} {valuation.waiting && valuation.submittedAt && <AgeBadge since={Date.parse(valuation.submittedAt)} />}
          </dd>
        </dl>
      </section>
    </>
  );
}

export function ValuationReviewDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<ValuationReview>(`/admin/api/valuations/${id}`);
  return (
    <>
      <p>
        <Link to="admin-section" params={{ section: 'valuations' }}>
          {t('console.back')}
        </Link>
      </p>
      <div className="console-heading">
        <h1>{data ? data.title || t('valuations.untitled') : t('console.sections.valuations')}</h1>
      </div>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error)} empty={false} emptyText="" retry={mutate} />
      {data && (
        <>
          {data.status === 'valuated' && data.confirmed && (
            <p className="console-notice console-notice--info" role="status">
              {t('valuations.confirmedRange', { low: euro(data.confirmed.low), high: euro(data.confirmed.high), at: data.confirmed.valuatedAt ? formatDateTime(data.confirmed.valuatedAt) : '–' })}
              {data.confirmed.note ? ` ${t('valuations.confirmedNote', { note: data.confirmed.note })}` : ''}
            </p>
          )}
          <Facts valuation={data} />
          <ValuationEstimatePanel estimate={data.estimate} />
          {data.status === 'under_review' && <ValuationConfirmForm id={data.id} updatedAt={data.updatedAt} suggested={data.suggested} reload={mutate} />}
        </>
      )}
    </>
  );
}
