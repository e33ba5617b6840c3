/** The active filters above the results as removable chips, with "reset all". */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filter-labels.ts';
import type { FilterPatch } from './use-catalog-filters.ts';

export function ActiveFilters(props: { chips: FilterChip[]; onRemove: (patch: FilterPatch) => void; onReset: () => void; onEmptied: () => void }) {
  const { chips, onEmptied } = props;
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // Keyboard focus must not fall to the page start when its chip disappears: it moves to the neighbour.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.chip');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [chips, onEmptied]);

  if (chips.length === 0) return null;
  return (
    <div className="chips">
      <ul className="chips__list" ref={list} aria-label={t('catalogFilters.active')}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              className="chip"
              onClick={() => {
                focusAfterRemove.current = index;
                props.onRemove(chip.remove);
              }}
              aria-label={t('catalogFilters.remove', { label: chip.label })}
            >
              <span>{chip.label}</span>
              <span className="chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link-button chips__reset"
        onClick={() => {
          focusAfterRemove.current = 0;
          props.onReset();
        }}
      >
        {t('catalogFilters.resetAll')}
      </button>
    </div>
  );
}
