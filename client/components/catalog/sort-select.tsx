/** The catalogue's sort order (part of the URL like the filters). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Sort, SORTS } from '../../../domain/catalog-filters.ts';

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort">
      <label htmlFor={id} className="sort__label">
        {t('catalogFilters.sort')}
      </label>
      <select id={id} className="sort__select" value={value} onChange={(event) => onChange(event.target.value as Sort)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogFilters.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
