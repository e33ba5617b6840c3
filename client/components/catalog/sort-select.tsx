/** The catalogue's sort order (part of the URL like the filters). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Sort, SORTS } from '../../../domain/catalog-filters.ts';

/** `distance` is offered only with a postcode to measure from (the server refuses it without one). */
export function SortSelect({ value, onChange, withDistance }: { value: Sort; onChange: (sort: Sort) => void; withDistance: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort">
      <label htmlFor={id} className="sort__label">
        {t('catalogFilters.sort')}
      </label>
      <select id={id} className="sort__select" value={value} onChange={(event) => onChange(event.target.value as Sort)}>
        {SORTS.filter((sort) => sort !== 'distance' || withDistance).map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogFilters.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
