/**
 * An auction decision in place in a thread: the renegotiation moves, the answer to a late offer, or resubmitting with
 * a lower minimum price. The live snapshot decides which is still open (the same forms as on the product page and in
 * my ads); once a decision went through, the thread reloads.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { boxPanels } from '../../../domain/auction/box-view.ts';
import type { AuctionSnapshot } from '../../../domain/auction/view.ts';
import type { ProductDetail } from '../../../domain/product.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useAuctionLive } from '../../hooks/use-auction-live.ts';
import { keys } from '../../pages/data-keys.ts';
import { Link } from '../../router.tsx';
import { LateOfferDecision } from '../auction/late-offer-decision.tsx';
import type { AuctionModel } from '../auction/model.ts';
import { NegotiationPanel } from '../auction/negotiation-panel.tsx';
import { SellerControls } from '../auction/seller-controls.tsx';

/** Refusals show their message in the form itself; there is no bidder state to show here. */
const ignoreFailure = () => undefined;

export function AuctionAction(props: { auctionId: number; productId: number; title: string; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const live = useAuctionLive(props.auctionId, { enabled: true });
  const { data: detail, error } = useApi<ProductDetail>(keys.product(String(props.productId)));
  const { reload, snapshot } = live;
  const { onDone } = props;

  // The snapshot over HTTP as well as the socket: the forms appear as soon as either answers.
  useEffect(() => {
    void reload();
  }, [reload]);

  if (error) {
    return (
      <p className="notice notice--error message-action" role="alert">
        {t('action.auctionFailed')}
      </p>
    );
  }
  if (!snapshot || !detail) {
    return (
      <p className="message-action message-action--loading" role="status">
        {t('action.auctionLoading')}
      </p>
    );
  }
  const model: AuctionModel = {
    snapshot,
    rule: detail,
    title: props.title,
    live: {
      apply: (next: AuctionSnapshot) => {
        live.apply(next);
        // A command went through (or was refused with the current state): the thread shows what happened.
        onDone();
      },
      reload,
    },
    onFailure: ignoreFailure,
  };
  // merchant=false: bidding forms never appear here; the negotiation belongs to both of its parties.
  const panels = boxPanels(snapshot, false);
  const { negotiation, lateOffer } = snapshot.context;
  const open = (panels.negotiation && negotiation) || (panels.answerLateOffer && lateOffer) || panels.resubmit;
  return (
    <div className="message-action message-action--auction">
      {panels.negotiation && negotiation && <NegotiationPanel model={model} negotiation={negotiation} />}
      {panels.answerLateOffer && lateOffer && <LateOfferDecision model={model} offer={lateOffer} />}
      {panels.resubmit && <SellerControls model={model} stop={false} resubmit />}
      {!open && <p className="message-action__done">{t('action.auctionDone')}</p>}
      <Link to="catalog-product-id" params={{ id: String(props.productId) }} className="message-action__link">
        {t('action.viewListing')}
      </Link>
    </div>
  );
}
