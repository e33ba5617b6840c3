/**
 * The renegotiation screen for its two parties after a missed target price: the merchant's offer, the seller's
 * counter offer, whose turn it is until when, and the moves of the side whose turn it is (the seller: accept,
 * counter, decline, decline and restart, pause; the merchant: accept, counter, decline).
 */
import { useTranslation } from 'react-i18next';
import { counterBounds } from '../../../domain/auction/box-view.ts';
import type { RenegotiationAction } from '../../../domain/auction/types.ts';
import type { ViewerContext } from '../../../domain/auction/view.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { AuctionCommand } from '../../hooks/use-auction-command.ts';
import { AmountForm } from './amount-form.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { shownPrice, useAmountText } from './money.tsx';
import { type AuctionModel, auctionPath, useBoxCommand } from './model.ts';

type Negotiation = NonNullable<ViewerContext['negotiation']>;

const send = (model: AuctionModel, action: RenegotiationAction, amount?: number) => (command: AuctionCommand) =>
  command.run(auctionPath(model.snapshot, 'renegotiation'), 'POST', amount === undefined ? { action } : { action, amount });

function CounterForm({ model, negotiation, seller }: { model: AuctionModel; negotiation: Negotiation; seller: boolean }) {
  const { t } = useTranslation();
  const command = useBoxCommand(model);
  const amountText = useAmountText(model.rule);
  const bounds = counterBounds(negotiation);
  const hint = bounds.max === null ? t('auction.negotiation.counterAbove', { amount: amountText(negotiation.offer) }) : t('auction.negotiation.counterBetween', { min: amountText(negotiation.offer), max: amountText(negotiation.counter ?? 0) });
  return (
    <AmountForm
      label={t('auction.negotiation.counterLabel')}
      suggested={null}
      bounds={bounds}
      rule={model.rule}
      hint={hint}
      submitLabel={t('auction.negotiation.counterSubmit')}
      command={command}
      confirm={(amount) => ({
        title: t('auction.negotiation.counterTitle'),
        text: t(seller ? 'auction.negotiation.counterTextSeller' : 'auction.negotiation.counterTextDealer', { amount: amountText(amount) }),
        confirmLabel: t('auction.negotiation.counterSubmit'),
      })}
      send={(amount) => send(model, 'counter', amount)(command)}
      done={(amount) => t('auction.negotiation.counterSent', { amount: amountText(amount) })}
    />
  );
}

function SellerMoves({ model, negotiation }: { model: AuctionModel; negotiation: Negotiation }) {
  const { t } = useTranslation();
  const amountText = useAmountText(model.rule);
  const offer = amountText(negotiation.offer);
  return (
    <>
      <ConfirmAction
        model={model}
        className="button button--primary auction-actions__main"
        label={t('auction.negotiation.acceptOffer', { amount: shownPrice(negotiation.offer, model.rule) })}
        title={t('auction.negotiation.acceptTitle')}
        text={t('auction.negotiation.acceptTextSeller', { amount: offer, title: model.title })}
        confirmLabel={t('auction.negotiation.accept')}
        send={send(model, 'accept')}
      />
      <CounterForm model={model} negotiation={negotiation} seller />
      <div className="auction-actions">
        <ConfirmAction
          model={model}
          className="button button--ghost"
          label={t('auction.negotiation.declineRestart')}
          title={t('auction.negotiation.declineRestart')}
          text={t('auction.negotiation.declineRestartText', { amount: offer })}
          confirmLabel={t('auction.negotiation.declineRestart')}
          send={send(model, 'decline_and_restart')}
        />
        {!negotiation.paused && (
          <ConfirmAction
            model={model}
            className="button button--ghost"
            label={t('auction.negotiation.pause')}
            title={t('auction.negotiation.pauseTitle')}
            text={t('auction.negotiation.pauseText')}
            confirmLabel={t('auction.negotiation.pause')}
            send={send(model, 'pause')}
          />
        )}
        <ConfirmAction
          model={model}
          className="button button--ghost auction-actions__danger"
          label={t('auction.negotiation.declineEnd')}
          title={t('auction.negotiation.declineEnd')}
          text={t('auction.negotiation.declineEndText', { amount: offer })}
          confirmLabel={t('auction.negotiation.declineEnd')}
          danger
          send={send(model, 'decline')}
        />
      </div>
    </>
  );
}

function DealerMoves({ model, negotiation }: { model: AuctionModel; negotiation: Negotiation }) {
  const { t } = useTranslation();
  const amountText = useAmountText(model.rule);
  if (negotiation.counter === null) return null;
  const counter = amountText(negotiation.counter);
  return (
    <>
      <ConfirmAction
        model={model}
        className="button button--primary auction-actions__main"
        label={t('auction.negotiation.acceptCounter', { amount: shownPrice(negotiation.counter, model.rule) })}
        title={t('auction.negotiation.acceptTitle')}
        text={t('auction.negotiation.acceptTextDealer', { amount: counter, title: model.title })}
        confirmLabel={t('auction.negotiation.accept')}
        send={send(model, 'accept')}
      />
      <CounterForm model={model} negotiation={negotiation} seller={false} />
      <div className="auction-actions">
        <ConfirmAction
          model={model}
          className="button button--ghost auction-actions__danger"
          label={t('auction.negotiation.decline')}
          title={t('auction.negotiation.decline')}
          text={t('auction.negotiation.declineTextDealer', { amount: counter })}
          confirmLabel={t('auction.negotiation.decline')}
          danger
          send={send(model, 'decline')}
        />
      </div>
    </>
  );
}

export function NegotiationPanel({ model, negotiation }: { model: AuctionModel; negotiation: Negotiation }) {
  const { t } = useTranslation();
  const amountText = useAmountText(model.rule);
  const seller = model.snapshot.context.role === 'seller';
  const turn = negotiation.paused ? 'paused' : negotiation.yourTurn ? 'yours' : seller ? 'dealer' : 'seller';
  return (
    <section className="auction-panel auction-panel--highlight" aria-labelledby="auction-negotiation-title">
      <h3 id="auction-negotiation-title" className="auction-panel__title">
        {t('auction.negotiation.title')}
      </h3>
      <p className="auction-panel__text">{t(seller ? 'auction.negotiation.introSeller' : 'auction.negotiation.introDealer')}</p>
      <dl className="auction-facts">
        <div>
          <dt>{t(seller ? 'auction.negotiation.offer' : 'auction.negotiation.offerYours')}</dt>
          <dd data-testid="negotiation-offer">{amountText(negotiation.offer)}</dd>
        </div>
        {negotiation.counter !== null && (
          <div>
            <dt>{t(seller ? 'auction.negotiation.counterYours' : 'auction.negotiation.counter')}</dt>
            <dd data-testid="negotiation-counter">{amountText(negotiation.counter)}</dd>
          </div>
        )}
        <div>
          <dt>{t('auction.negotiation.deadline')}</dt>
          <dd>
            <time dateTime={new Date(negotiation.deadline).toISOString()}>{t('auction.dateTime', { date: formatDateTime(negotiation.deadline) })}</time>
          </dd>
        </div>
      </dl>
      <p className={`auction-turn auction-turn--${turn}`} role="status">
        {t(`auction.negotiation.turn.${turn}`)}
      </p>
      {negotiation.yourTurn && (seller ? <SellerMoves model={model} negotiation={negotiation} /> : <DealerMoves model={model} negotiation={negotiation} />)}
    </section>
  );
}
