/** The filters of a saved search as short chips in the page's language ("Preis: bis 50.000 €", "Hymer, Knaus"). */
import { useTranslation } from 'react-i18next';
import type { FilterChip } from '../../../domain/saved-searches.ts';
import { useCountryName } from './countries.ts';

function useChipText(): (chip: FilterChip) => string {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const labelled = (label: string, value: string) => t('savedSearches.summary.labelled', { label, value });
  return (chip) => {
    switch (chip.field) {
      case 'productType':
        return t(`listing.type.${chip.code}`);
      case 'make':
        return chip.names.join(', ');
      case 'fuel':
        return chip.codes.map((code) => t(`savedSearches.summary.fuel.${code}`, { defaultValue: code })).join(', ');
      case 'country':
        return chip.codes.map(countryName).join(', ');
      case 'transmission':
        return t(`savedSearches.summary.transmission.${chip.code}`);
      case 'status':
        return t(`listing.status.${chip.code}`);
      case 'distance':
        return t(`savedSearches.summary.distance.${chip.band}`, { zip: chip.zip });
      case 'buyNow':
      case 'exclusive':
      case 'manufacturer':
        return t(`savedSearches.summary.${chip.field}`);
      default: {
        const range =
          chip.min !== null && chip.max !== null
            ? t('savedSearches.summary.range.both', { min: chip.min, max: chip.max })
            : chip.min !== null
              ? t('savedSearches.summary.range.min', { min: chip.min })
              : t('savedSearches.summary.range.max', { max: chip.max ?? '' });
        return labelled(t(`savedSearches.summary.fields.${chip.field}`), range);
      }
    }
  };
}

export function SavedSearchSummary({ chips, labelledBy }: { chips: FilterChip[]; labelledBy: string }) {
  const { t } = useTranslation();
  const text = useChipText();
  if (chips.length === 0) return <p className="search-chips search-chips--all">{t('savedSearches.everything')}</p>;
  return (
    <ul className="search-chips" aria-label={t('savedSearches.filtersLabel')} aria-describedby={labelledBy}>
      {chips.map((chip, index) => (
        <li key={`${chip.field}-${index}`} className="search-chip">
          {text(chip)}
        </li>
      ))}
    </ul>
  );
}
