/**
 * The filter drawer for phones and tablets (spec: 80vh high, 85vw wide): the same panel as the desktop sidebar.
 * Changes apply as they are made, so the button shows the live count and only closes the drawer. The dialog itself
 * (./filter-drawer-dialog.tsx, Radix) loads on first opening.
 */
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredDialog } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';

const load = () => import('./filter-drawer-dialog.tsx');
const FilterDrawerDialog = lazy(load);

export function FilterDrawer(props: { active: number; total: number | undefined; busy: boolean; onReset: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { opened, button, dialog } = useDeferredDialog(load);
  return (
    <>
      <button className="button button--ghost catalog__filter-button" {...button}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('catalogFilters.open')}
        {props.active > 0 && <span className="catalog__filter-badge">{props.active}</span>}
      </button>
      {opened && (
        <Deferred fallback={null}>
          <FilterDrawerDialog {...props} {...dialog} />
        </Deferred>
      )}
    </>
  );
}
