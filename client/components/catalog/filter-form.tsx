/** The catalogue's filter panel (sidebar on desktop, drawer body on phones): every control applies to the URL. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_COUNTRIES, type CatalogCountry, type CatalogFilters, DISTANCE_BANDS, type DistanceBand, HOME_COUNTRY } from '../../../domain/catalog-filters.ts';
import { formatPower, formatUnit } from '../../../domain/format.ts';
import { useRouter } from '../../router.tsx';
import { SelectField } from '../account/select-field.tsx';
import { CheckList, type FilterOption, NumberFilter, RadioRow, ZipFilter } from './filter-fields.tsx';
import { type FacetCounts, FUELS, useCountryName, useMakeName } from './filter-labels.ts';
import type { ChangeResult, FilterPatch } from './use-catalog-filters.ts';

const FIRST_YEAR = 1990;
const LENGTHS_MM = [5000, 5500, 6000, 6500, 7000, 7500, 8000, 9000];
const PLACES = [1, 2, 3, 4, 5, 6];

type Field = keyof CatalogFilters;

const sum = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((total, count) => total + count, 0);
const toggled = (list: readonly string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));
const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

export function FilterForm({ filters, counts, onChange }: { filters: CatalogFilters; counts: FacetCounts; onChange: (patch: FilterPatch) => ChangeResult }) {
  const { t } = useTranslation();
  const makeName = useMakeName();
  const countryName = useCountryName();
  const { locale } = useRouter();
  const zipCountry = filters.zipCountry ?? HOME_COUNTRY[locale];
  // One message at a time, on the control the user just changed.
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const errorFor = (field: Field) => (error?.field === field ? error.message : undefined);

  function change(field: Field, patch: FilterPatch) {
    const errors = onChange(patch);
    if (!errors) return setError(null);
    const range = errors.priceMax ?? errors.yearMax;
    const message = errors.zip === 'validation.required' ? t('catalogFilters.errors.zipFirst') : range ? t('catalogFilters.errors.range') : (Object.values(errors)[0] ?? 'validation.invalid');
    setError({ field, message });
  }
  const invalid = (field: Field) => () => setError({ field, message: 'validation.invalid' });
  const any = t('catalogFilters.any');

  const typeCounts = counts('productType');
  const makeCounts = counts('make');
  const makes = [...new Set([...makeCounts.keys(), ...filters.makes])]
    .map((code) => ({ value: code, label: makeName(code), count: makeCounts.get(code) ?? 0 }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const fuelCounts = counts('fuel');
  const transmissionCounts = counts('transmission');
  const countryCounts = counts('country');
  const countries = CATALOG_COUNTRIES.map((code) => ({ value: code, label: countryName(code), count: countryCounts.get(code) ?? 0 })).sort(
    (a, b) => b.count - a.count || a.label.localeCompare(b.label),
  );
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => thisYear - index);
  const yearOptions = (keep: (year: number) => boolean): FilterOption[] => [
    { value: '', label: any },
    ...years.filter(keep).map((year) => ({ value: String(year), label: String(year) })),
  ];
  const placeOptions = [{ value: '', label: any }, ...PLACES.map((n) => ({ value: String(n), label: t('catalogFilters.atLeast', { value: n }) }))];

  return (
    <div className="filter-form">
      <RadioRow
        legend={t('catalogFilters.productType')}
        value={filters.productType ?? ''}
        onChange={(value) => change('productType', { productType: value === 'motorhome' || value === 'trailer' ? value : undefined })}
        options={[
          { value: '', label: t('catalogFilters.all'), count: sum(typeCounts) },
          { value: 'motorhome', label: t('listing.type.motorhome'), count: typeCounts.get('motorhome') ?? 0 },
          { value: 'trailer', label: t('listing.type.trailer'), count: typeCounts.get('trailer') ?? 0 },
        ]}
      />
      <CheckList legend={t('catalogFilters.make')} options={makes} selected={filters.makes} scroll onToggle={(value, on) => change('makes', { makes: toggled(filters.makes, value, on) })} />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">{t('catalogFilters.price')}</legend>
        <div className="filter-range">
          <NumberFilter label={t('catalogFilters.priceMin')} value={filters.priceMin} error={errorFor('priceMin')} onCommit={(value) => change('priceMin', { priceMin: value })} onInvalid={invalid('priceMin')} />
          <NumberFilter label={t('catalogFilters.priceMax')} value={filters.priceMax} error={errorFor('priceMax')} onCommit={(value) => change('priceMax', { priceMax: value })} onInvalid={invalid('priceMax')} />
        </div>
      </fieldset>
      <fieldset className="filter-group">
        <legend className="filter-group__legend">{t('catalogFilters.firstRegistration')}</legend>
        <div className="filter-range">
          <SelectField
            label={t('catalogFilters.yearMin')}
            value={filters.yearMin === undefined ? '' : String(filters.yearMin)}
            options={yearOptions((year) => filters.yearMax === undefined || year <= filters.yearMax)}
            onValue={(value) => change('yearMin', { yearMin: numberOrUndefined(value) })}
          />
          <SelectField
            label={t('catalogFilters.yearMax')}
            value={filters.yearMax === undefined ? '' : String(filters.yearMax)}
            options={yearOptions((year) => filters.yearMin === undefined || year >= filters.yearMin)}
            onValue={(value) => change('yearMax', { yearMax: numberOrUndefined(value) })}
          />
        </div>
      </fieldset>
      <fieldset className="filter-group">
        <legend className="filter-group__legend">{t('catalogFilters.vehicle')}</legend>
        <NumberFilter
          label={t('catalogFilters.mileageMax')}
          value={filters.mileageMax}
          error={errorFor('mileageMax')}
          hint={(typed) => (typed === undefined ? undefined : formatUnit(typed, 'km'))}
          onCommit={(value) => change('mileageMax', { mileageMax: value })}
          onInvalid={invalid('mileageMax')}
        />
        <NumberFilter
          label={t('catalogFilters.powerMin')}
          value={filters.powerMin}
          error={errorFor('powerMin')}
          hint={(typed) => (typed === undefined ? undefined : formatPower(typed))}
          onCommit={(value) => change('powerMin', { powerMin: value })}
          onInvalid={invalid('powerMin')}
        />
        <SelectField
          label={t('catalogFilters.lengthMax')}
          value={filters.lengthMax === undefined ? '' : String(filters.lengthMax)}
          options={[{ value: '', label: any }, ...LENGTHS_MM.map((mm) => ({ value: String(mm), label: t('catalogFilters.upTo', { value: formatUnit(mm, 'mm') }) }))]}
          onValue={(value) => change('lengthMax', { lengthMax: numberOrUndefined(value) })}
        />
        <div className="filter-range">
          <SelectField label={t('catalogFilters.bedsMin')} value={filters.bedsMin === undefined ? '' : String(filters.bedsMin)} options={placeOptions} onValue={(value) => change('bedsMin', { bedsMin: numberOrUndefined(value) })} />
          <SelectField label={t('catalogFilters.seatsMin')} value={filters.seatsMin === undefined ? '' : String(filters.seatsMin)} options={placeOptions} onValue={(value) => change('seatsMin', { seatsMin: numberOrUndefined(value) })} />
        </div>
      </fieldset>
      <CheckList
        legend={t('catalogFilters.fuel')}
        options={FUELS.map((fuel) => ({ value: fuel, label: t(`catalogFilters.fuels.${fuel}`), count: fuelCounts.get(fuel) ?? 0 }))}
        selected={filters.fuels}
        onToggle={(value, on) => change('fuels', { fuels: toggled(filters.fuels, value, on) })}
      />
      <RadioRow
        legend={t('catalogFilters.transmission')}
        value={filters.transmission ?? ''}
        onChange={(value) => change('transmission', { transmission: value === 'manual' || value === 'automatic' ? value : undefined })}
        options={[
          { value: '', label: t('catalogFilters.all') },
          { value: 'manual', label: t('catalogFilters.transmissions.manual'), count: transmissionCounts.get('manual') ?? 0 },
          { value: 'automatic', label: t('catalogFilters.transmissions.automatic'), count: transmissionCounts.get('automatic') ?? 0 },
        ]}
      />
      <CheckList
        legend={t('catalogFilters.country')}
        options={countries}
        selected={filters.countries}
        scroll
        onToggle={(value, on) => change('countries', { countries: toggled(filters.countries, value, on) as CatalogFilters['countries'] })}
      />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">{t('catalogFilters.location')}</legend>
        <SelectField
          label={t('catalogFilters.zipCountry')}
          value={zipCountry}
          options={[...CATALOG_COUNTRIES].map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label))}
          onValue={(value) => change('zip', { zipCountry: value as CatalogCountry })}
        />
        <div className="filter-range">
          <ZipFilter
            label={t('catalogFilters.zip')}
            value={filters.zip}
            error={errorFor('zip')}
            // The country goes into the URL with the postcode, so a shared link means the same place in every language.
            onCommit={(value) => change('zip', value === undefined ? { zip: undefined, zipCountry: undefined, distance: undefined } : { zip: value, zipCountry })}
            onInvalid={() => setError({ field: 'zip', message: 'validation.zip_code' })}
          />
          <SelectField
            label={t('catalogFilters.distance')}
            value={filters.distance ?? ''}
            options={[{ value: '', label: any }, ...DISTANCE_BANDS.map((band) => ({ value: band, label: t(`catalogFilters.distances.${band}`) }))]}
            onValue={(value) => change('zip', { distance: (DISTANCE_BANDS as readonly string[]).includes(value) ? (value as DistanceBand) : undefined })}
          />
        </div>
      </fieldset>
      <RadioRow
        legend={t('catalogFilters.status')}
        value={filters.status === 'running' || filters.status === 'published' ? filters.status : ''}
        onChange={(value) => change('status', { status: value === 'running' || value === 'published' ? value : undefined })}
        options={[
          { value: '', label: t('catalogFilters.statuses.all') },
          { value: 'running', label: t('catalogFilters.statuses.running') },
          { value: 'published', label: t('catalogFilters.statuses.published') },
        ]}
      />
      <CheckList
        legend={t('catalogFilters.auction')}
        options={(['buyNow', 'exclusive', 'manufacturer'] as const).map((flag) => ({ value: flag, label: t(`catalogFilters.${flag}`) }))}
        selected={(['buyNow', 'exclusive', 'manufacturer'] as const).filter((flag) => filters[flag])}
        onToggle={(value, on) => change('buyNow', { [value]: on })}
      />
    </div>
  );
}
