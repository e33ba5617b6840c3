/** The row's bid at the minimum next amount: one tap opens the confirmation, the second sends it (same rules as the product page). */
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../auction/confirm-action.tsx';
import { useAmountText } from '../auction/money.tsx';
import { type AuctionModel, auctionPath } from '../auction/model.ts';

export function QuickBid({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('board');
  const amountText = useAmountText(model.rule);
  const amount = model.snapshot.minNextBid;
  return (
    <ConfirmAction
      model={model}
      className="button button--primary board-row__bid"
      label={tb('quickBid', { amount: amountText(amount) })}
      title={t('auction.bid.confirmTitle')}
      text={t('auction.bid.confirmText', { amount: amountText(amount), title: model.title })}
      confirmLabel={t('auction.bid.confirm')}
      send={(command) => command.run(auctionPath(model.snapshot, 'bid'), 'POST', { amount, requestId: command.requestId(`bid:${amount}`) })}
    />
  );
}
