/**
 * The row's full bidding forms (bidding agent, another amount, buy-now) in a dialog, one row at a time: the same forms
 * and confirmations as on the product page. Loaded on first opening (Radix Dialog).
 */
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { AuctionPanels } from '../auction/auction-panels.tsx';
import type { AuctionModel } from '../auction/model.ts';

export default function RowActionsDialog({ model, open, onOpenChange }: { model: AuctionModel; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('board');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog board-dialog" aria-describedby={undefined}>
          <div className="board-dialog__head">
            <Dialog.Title className="dialog__title">{t('moreTitle', { title: model.title })}</Dialog.Title>
            <Dialog.Close className="dialog__close" aria-label={t('close')}>
              ×
            </Dialog.Close>
          </div>
          <div className="auction-box board-dialog__body">
            <AuctionPanels model={model} merchant />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
