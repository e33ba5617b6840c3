/** Buy-now: the first merchant to confirm wins and the auction ends as sold. */
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from './confirm-action.tsx';
import { shownPrice, useAmountText } from './money.tsx';
import { type AuctionModel, auctionPath } from './model.ts';

export function BuyNow({ model, price }: { model: AuctionModel; price: number }) {
  const { t } = useTranslation();
  const amountText = useAmountText(model.rule);
  return (
    <div className="auction-buy-now">
      <ConfirmAction
        model={model}
        className="button button--accent button--large auction-buy-now__button"
        label={t('auction.buyNow.button', { amount: shownPrice(price, model.rule) })}
        title={t('auction.buyNow.title')}
        text={t('auction.buyNow.text', { amount: amountText(price), title: model.title })}
        confirmLabel={t('auction.buyNow.confirm')}
        send={(command) => command.run(auctionPath(model.snapshot, 'buy-now'), 'POST', { requestId: command.requestId(`buy-now:${price}`) })}
      />
    </div>
  );
}
