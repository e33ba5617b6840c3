/** The bid form: the minimum next bid suggested, a confirmation step, and the answer (placed, or outbid at once by an agent). */
import { useTranslation } from 'react-i18next';
import { bidBounds } from '../../../domain/auction/box-view.ts';
import { AmountForm } from './amount-form.tsx';
import { trackAction } from '../../lib/user-actions.ts';
import { useAmountText } from './money.tsx';
import { type AuctionModel, auctionPath, useBoxCommand } from './model.ts';

export function BidForm({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  const command = useBoxCommand(model);
  const amountText = useAmountText(model.rule);
  const { snapshot } = model;
  return (
    <section className="auction-panel" aria-labelledby="auction-bid-title">
      <h3 id="auction-bid-title" className="auction-panel__title">
        {t('auction.bid.title')}
      </h3>
      <AmountForm
        label={t('auction.bid.label')}
        suggested={snapshot.minNextBid}
        bounds={bidBounds(snapshot)}
        rule={model.rule}
        hint={t('auction.bid.minHint', { amount: amountText(snapshot.minNextBid) })}
        submitLabel={t('auction.bid.submit')}
        command={command}
        confirm={(amount) => ({
          title: t('auction.bid.confirmTitle'),
          text: t('auction.bid.confirmText', { amount: amountText(amount), title: model.title }),
          confirmLabel: t('auction.bid.confirm'),
        })}
        send={(amount) => command.run(auctionPath(snapshot, 'bid'), 'POST', { amount, requestId: command.requestId(`bid:${amount}`) })}
        onStart={() => trackAction('bid_started', snapshot.productId)}
        done={(amount, answer) => t(answer.outcome === 'overbid' ? 'auction.bid.overbid' : 'auction.bid.placed', { amount: amountText(amount) })}
      />
    </section>
  );
}
