/** Names for what the filters hold: make names, country names, facet counts, and the active-filter chips. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '../../../domain/catalog.ts';
import type { CatalogFilters } from '../../../domain/catalog-filters.ts';
import { formatEuro, formatPower, formatUnit } from '../../../domain/format.ts';
import { LOCALE_TAGS } from '../../../domain/locales.ts';
import { useApi } from '../../hooks/use-api.ts';
import { keys } from '../../pages/data-keys.ts';
import { useRouter } from '../../router.tsx';
import type { FilterPatch } from './use-catalog-filters.ts';

interface AttributeAnswer {
  options: { code: string; label: string }[];
}

/** Make code -> make name, from the make attribute's options; unknown codes show as their code. */
export function useMakeName(): (code: string) => string {
  const { locale } = useRouter();
  const { data } = useApi<AttributeAnswer>(keys.productAttribute(locale, 'make'));
  return useMemo(() => {
    const names = new Map((data?.options ?? []).map((option) => [option.code, option.label]));
    return (code: string) => names.get(code) ?? code;
  }, [data]);
}

/** ISO country code -> its name in the page's language. */
export function useCountryName(): (code: string) => string {
  const { locale } = useRouter();
  return useMemo(() => {
    const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}

/** The fuels the search knows (domain/catalog-filters.ts accepts exactly these). */
export const FUELS = ['diesel', 'petrol', 'lpg', 'electric', 'hybrid'] as const;
export type Fuel = (typeof FUELS)[number];

export function isFuel(value: string): value is Fuel {
  return (FUELS as readonly string[]).includes(value);
}

export type FacetCounts = (attribute: string) => ReadonlyMap<string, number>;

const NONE: ReadonlyMap<string, number> = new Map();

/** The search answer's facet counts by attribute code and option value. */
export function facetCounts(page: CatalogPage | undefined): FacetCounts {
  const byAttribute = new Map(
    (page?.filterAttributes ?? []).map((facet) => [facet.attributeCode, new Map(facet.options.map((option) => [option.value, option.count]))]),
  );
  return (attribute) => byAttribute.get(attribute) ?? NONE;
}

export interface FilterChip {
  id: string;
  label: string;
  /** The change that removes this filter. */
  remove: FilterPatch;
}

/** One removable chip per active filter value, in the order of the filter panel. */
export function useFilterChips(filters: CatalogFilters): FilterChip[] {
  const { t } = useTranslation();
  const makeName = useMakeName();
  const countryName = useCountryName();
  return useMemo(() => {
    const chips: FilterChip[] = [];
    const add = (id: string, label: string, remove: FilterPatch) => chips.push({ id, label, remove });
    const f = filters;
    if (f.q) add('q', t('catalogFilters.chips.q', { q: f.q }), { q: undefined });
    if (f.productType) add('productType', t(`listing.type.${f.productType}`), { productType: undefined });
    for (const make of f.makes) add(`make-${make}`, makeName(make), { makes: f.makes.filter((m) => m !== make) });
    if (f.priceMin !== undefined) add('priceMin', t('catalogFilters.chips.from', { value: formatEuro(f.priceMin) }), { priceMin: undefined });
    if (f.priceMax !== undefined) add('priceMax', t('catalogFilters.chips.upTo', { value: formatEuro(f.priceMax) }), { priceMax: undefined });
    if (f.yearMin !== undefined) add('yearMin', t('catalogFilters.chips.yearMin', { value: f.yearMin }), { yearMin: undefined });
    if (f.yearMax !== undefined) add('yearMax', t('catalogFilters.chips.yearMax', { value: f.yearMax }), { yearMax: undefined });
    if (f.mileageMax !== undefined) add('mileageMax', t('catalogFilters.chips.upTo', { value: formatUnit(f.mileageMax, 'km') }), { mileageMax: undefined });
    if (f.powerMin !== undefined) add('powerMin', t('catalogFilters.chips.from', { value: formatPower(f.powerMin) }), { powerMin: undefined });
    if (f.lengthMax !== undefined) add('lengthMax', t('catalogFilters.chips.lengthMax', { value: formatUnit(f.lengthMax, 'mm') }), { lengthMax: undefined });
    if (f.bedsMin !== undefined) add('bedsMin', t('catalogFilters.chips.bedsMin', { value: f.bedsMin }), { bedsMin: undefined });
    if (f.seatsMin !== undefined) add('seatsMin', t('catalogFilters.chips.seatsMin', { value: f.seatsMin }), { seatsMin: undefined });
    for (const fuel of f.fuels.filter(isFuel)) add(`fuel-${fuel}`, t(`catalogFilters.fuels.${fuel}`), { fuels: f.fuels.filter((x) => x !== fuel) });
    if (f.transmission) add('transmission', t(`catalogFilters.transmissions.${f.transmission}`), { transmission: undefined });
    for (const country of f.countries) add(`country-${country}`, countryName(country), { countries: f.countries.filter((c) => c !== country) });
    if (f.zip) {
      const zip = f.zipCountry ? `${f.zip} (${f.zipCountry})` : f.zip;
      const label = f.distance ? t('catalogFilters.chips.distance', { band: t(`catalogFilters.distances.${f.distance}`), zip }) : t('catalogFilters.chips.zip', { zip });
      // Nearest first needs the postcode: without it the list goes back to the default order.
      add('zip', label, { zip: undefined, zipCountry: undefined, distance: undefined, ...(f.sort === 'distance' ? { sort: 'ending' as const } : {}) });
    }
    if (f.buyNow) add('buyNow', t('catalogFilters.buyNow'), { buyNow: false });
    if (f.exclusive) add('exclusive', t('catalogFilters.exclusive'), { exclusive: false });
    if (f.manufacturer) add('manufacturer', t('catalogFilters.manufacturer'), { manufacturer: false });
    if (f.status) add('status', t(`listing.status.${f.status}`), { status: undefined });
    return chips;
  }, [filters, t, makeName, countryName]);
}
