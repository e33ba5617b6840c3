/** The seller's answer to a late offer: accept it (sold), decline it, or counter (which opens a renegotiation). */
import { useTranslation } from 'react-i18next';
import { counterBounds } from '../../../domain/auction/box-view.ts';
import type { ViewerContext } from '../../../domain/auction/view.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { AuctionCommand } from '../../hooks/use-auction-command.ts';
import { AmountForm } from './amount-form.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { shownPrice, useAmountText } from './money.tsx';
import { type AuctionModel, auctionPath, useBoxCommand } from './model.ts';

type LateOffer = NonNullable<ViewerContext['lateOffer']>;

const answer = (model: AuctionModel, action: 'accept' | 'decline' | 'counter', amount?: number) => (command: AuctionCommand) =>
  command.run(auctionPath(model.snapshot, 'renegotiation'), 'POST', amount === undefined ? { action } : { action, amount });

export function LateOfferDecision({ model, offer }: { model: AuctionModel; offer: LateOffer }) {
  const { t } = useTranslation();
  const command = useBoxCommand(model);
  const amountText = useAmountText(model.rule);
  const amount = amountText(offer.amount);
  const reserved = model.snapshot.status === 'anr_offer_above_targetprice';
  return (
    <section className="auction-panel auction-panel--highlight" aria-labelledby="auction-decision-title">
      <h3 id="auction-decision-title" className="auction-panel__title">
        {t('auction.decision.title')}
      </h3>
      <p className="auction-panel__text">{t('auction.decision.text', { amount, date: formatDateTime(offer.expiresAt) })}</p>
      {reserved && <p className="auction-panel__note auction-panel__note--active">{t('auction.decision.reserved')}</p>}
      <ConfirmAction
        model={model}
        className="button button--primary auction-actions__main"
        label={t('auction.decision.accept', { amount: shownPrice(offer.amount, model.rule) })}
        title={t('auction.negotiation.acceptTitle')}
        text={t('auction.negotiation.acceptTextSeller', { amount, title: model.title })}
        confirmLabel={t('auction.negotiation.accept')}
        send={answer(model, 'accept')}
      />
      <AmountForm
        label={t('auction.negotiation.counterLabel')}
        suggested={null}
        bounds={counterBounds({ offer: offer.amount, counter: null })}
        rule={model.rule}
        hint={t('auction.negotiation.counterAbove', { amount })}
        submitLabel={t('auction.negotiation.counterSubmit')}
        command={command}
        confirm={(counter) => ({
          title: t('auction.negotiation.counterTitle'),
          text: t('auction.negotiation.counterTextSeller', { amount: amountText(counter) }),
          confirmLabel: t('auction.negotiation.counterSubmit'),
        })}
        send={(counter) => answer(model, 'counter', counter)(command)}
        done={(counter) => t('auction.negotiation.counterSent', { amount: amountText(counter) })}
      />
      <div className="auction-actions">
        <ConfirmAction
          model={model}
          className="button button--ghost auction-actions__danger"
          label={t('auction.decision.decline')}
          title={t('auction.decision.decline')}
          text={t('auction.decision.declineText', { amount })}
          confirmLabel={t('auction.decision.decline')}
          danger
          send={answer(model, 'decline')}
        />
      </div>
    </section>
  );
}
