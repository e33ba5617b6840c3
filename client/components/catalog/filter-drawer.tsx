/**
 * The filter drawer for phones and tablets (spec: 80vh high, 85vw wide): the same panel as the desktop sidebar.
 * Changes apply as they are made, so the button shows the live count and only closes the drawer.
 */
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FilterDrawer(props: { active: number; total: number | undefined; busy: boolean; onReset: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button button--ghost catalog__filter-button">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('catalogFilters.open')}
        {props.active > 0 && <span className="catalog__filter-badge">{props.active}</span>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="filter-drawer" aria-describedby={undefined}>
          <div className="filter-drawer__head">
            <Dialog.Title className="filter-drawer__title">{t('catalogFilters.title')}</Dialog.Title>
            <Dialog.Close className="dialog__close filter-drawer__close" aria-label={t('catalogFilters.close')}>
              ×
            </Dialog.Close>
          </div>
          <div className="filter-drawer__body">{props.children}</div>
          <div className="filter-drawer__foot">
            <button type="button" className="link-button filter-drawer__reset" onClick={props.onReset} disabled={props.active === 0}>
              {t('catalogFilters.reset')}
            </button>
            <Dialog.Close className="button button--primary filter-drawer__apply" aria-busy={props.busy}>
              {props.total === undefined ? t('catalogFilters.applyPending') : t('catalogFilters.apply', { count: props.total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
