/** The buying chance after a failed auction: a late offer, binding for 48 hours or until the seller declines. */
import { useTranslation } from 'react-i18next';
import { bidBounds } from '../../../domain/auction/box-view.ts';
import { AmountForm } from './amount-form.tsx';
import { useAmountText } from './money.tsx';
import { type AuctionModel, auctionPath, useBoxCommand } from './model.ts';

export function LateOfferForm({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  const command = useBoxCommand(model);
  const amountText = useAmountText(model.rule);
  const { snapshot } = model;
  return (
    <section className="auction-panel auction-panel--highlight" aria-labelledby="auction-late-title">
      <h3 id="auction-late-title" className="auction-panel__title">
        {t('auction.lateOffer.title')}
      </h3>
      <p className="auction-panel__text">{t('auction.lateOffer.text')}</p>
      <AmountForm
        label={t('auction.lateOffer.label')}
        suggested={snapshot.minNextBid}
        bounds={bidBounds(snapshot)}
        rule={model.rule}
        hint={t('auction.lateOffer.minHint', { amount: amountText(snapshot.minNextBid) })}
        submitLabel={t('auction.lateOffer.submit')}
        command={command}
        confirm={(amount) => ({
          title: t('auction.lateOffer.confirmTitle'),
          text: t('auction.lateOffer.confirmText', { amount: amountText(amount), title: model.title }),
          confirmLabel: t('auction.lateOffer.confirm'),
        })}
        send={(amount) => command.run(auctionPath(snapshot, 'late-offer'), 'POST', { amount, requestId: command.requestId(`late-offer:${amount}`) })}
        done={(amount) => t('auction.lateOffer.sent', { amount: amountText(amount) })}
      />
    </section>
  );
}
