/**
 * The seller's control over offer collection: stop it (a current offer lapses) and resubmit the ad for a new round
 * (./resubmit-dialog.tsx, loaded on first use).
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredTrigger } from '../ui/deferred-trigger.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import type { AuctionModel } from './model.ts';

export const productPath = (model: AuctionModel, action: 'stop' | 'resubmit') => `/private/product/${model.snapshot.productId}/${action}`;

const loadResubmit = () => import('./resubmit-dialog.tsx');
const ResubmitDialog = lazy(loadResubmit);

/** The resubmit button; the dialog's code loads when it is first used. */
function Resubmit({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  const { activation, standIn } = useDeferredTrigger(loadResubmit, 'dialog');
  const button = (
    <button className="button button--primary" {...standIn}>
      {t('auction.resubmit.button')}
    </button>
  );
  return <Deferred fallback={button}>{activation ? <ResubmitDialog model={model} /> : button}</Deferred>;
}

export function SellerControls({ model, stop, resubmit }: { model: AuctionModel; stop: boolean; resubmit: boolean }) {
  const { t } = useTranslation();
  if (!stop && !resubmit) return null;
  return (
    <div className="auction-actions auction-actions--seller">
      {resubmit && <Resubmit model={model} />}
      {stop && (
        <ConfirmAction
          model={model}
          className="button button--ghost auction-actions__danger"
          label={t('auction.stop.button')}
          title={t('auction.stop.title')}
          text={t('auction.stop.text')}
          confirmLabel={t('auction.stop.confirm')}
          danger
          send={(command) => command.run(productPath(model, 'stop'), 'POST')}
        />
      )}
    </div>
  );
}
