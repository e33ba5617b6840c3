/**
 * The bidding agent: set, change or remove a limit up to which the agent bids the smallest step needed. It can only
 * be saved once a start bid exists, which the form says instead of offering the field.
 */
import { useTranslation } from 'react-i18next';
import { agentBounds } from '../../../domain/auction/box-view.ts';
import { AmountForm } from './amount-form.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { useAmountText } from './money.tsx';
import { type AuctionModel, auctionPath, useBoxCommand } from './model.ts';

function RemoveAgent({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      model={model}
      className="link-button auction-form__secondary"
      label={t('auction.agent.remove')}
      title={t('auction.agent.removeTitle')}
      text={t('auction.agent.removeText')}
      confirmLabel={t('auction.agent.remove')}
      danger
      send={(command) => command.run(auctionPath(model.snapshot, 'agent'), 'DELETE')}
    />
  );
}

export function AgentForm({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  const command = useBoxCommand(model);
  const amountText = useAmountText(model.rule);
  const { snapshot } = model;
  const current = snapshot.context.agentMax;
  const bounds = agentBounds(snapshot);
  return (
    <section className="auction-panel" aria-labelledby="auction-agent-title">
      <h3 id="auction-agent-title" className="auction-panel__title">
        {t('auction.agent.title')}
      </h3>
      <p className="auction-panel__text">{t('auction.agent.text')}</p>
      {snapshot.highestBid === null ? (
        <p className="auction-panel__note">{t('auction.agent.needsStartBid')}</p>
      ) : (
        <AmountForm
          label={t('auction.agent.label')}
          suggested={current === null ? null : Math.max(current, bounds.min)}
          bounds={bounds}
          rule={model.rule}
          hint={t('auction.agent.minHint', { amount: amountText(bounds.min) })}
          submitLabel={t(current === null ? 'auction.agent.set' : 'auction.agent.change')}
          command={command}
          confirm={(amount) => ({
            title: t('auction.agent.confirmTitle'),
            text: t('auction.agent.confirmText', { amount: amountText(amount), title: model.title }),
            confirmLabel: t('auction.agent.confirm'),
          })}
          send={(amount) => command.run(auctionPath(snapshot, 'agent'), 'PUT', { maxAmount: amount })}
          done={(amount, answer) => t(answer.outcome === 'overbid' ? 'auction.agent.overbid' : 'auction.agent.saved', { amount: amountText(amount) })}
        >
          {current !== null && <RemoveAgent model={model} />}
        </AmountForm>
      )}
    </section>
  );
}
