/** The filter drawer's dialog (Radix, loaded on first opening by ./filter-drawer.tsx): the filter panel, reset and close. */
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredDialogProps, returnFocus } from '../ui/deferred-trigger.tsx';

export interface FilterDrawerDialogProps extends DeferredDialogProps {
  active: number;
  total: number | undefined;
  busy: boolean;
  onReset: () => void;
  children: ReactNode;
}

export default function FilterDrawerDialog(props: FilterDrawerDialogProps) {
  const { t } = useTranslation();
  const { trigger } = props;
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          id={props.contentId}
          className="filter-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus(trigger)}
        >
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
