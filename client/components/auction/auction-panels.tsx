/** The forms of the auction box for this viewer and status (domain/auction/box-view.ts decides which). */
import { useTranslation } from 'react-i18next';
import { boxPanels } from '../../../domain/auction/box-view.ts';
import { AgentForm } from './agent-form.tsx';
import { BidForm } from './bid-form.tsx';
import { BuyNow } from './buy-now.tsx';
import { LateOfferDecision } from './late-offer-decision.tsx';
import { LateOfferForm } from './late-offer-form.tsx';
import type { AuctionModel } from './model.ts';
import { NegotiationPanel } from './negotiation-panel.tsx';
import { SellerControls } from './seller-controls.tsx';

export function AuctionPanels({ model, merchant }: { model: AuctionModel; merchant: boolean }) {
  const { t } = useTranslation();
  const { snapshot } = model;
  const panels = boxPanels(snapshot, merchant);
  const { negotiation, lateOffer } = snapshot.context;
  return (
    <>
      {panels.buyNow && snapshot.buyNowPrice !== null && <BuyNow model={model} price={snapshot.buyNowPrice} />}
      {panels.bid && <BidForm model={model} />}
      {panels.agent && <AgentForm model={model} />}
      {panels.lateOffer && <LateOfferForm model={model} />}
      {panels.negotiation && negotiation && <NegotiationPanel model={model} negotiation={negotiation} />}
      {panels.answerLateOffer && lateOffer && <LateOfferDecision model={model} offer={lateOffer} />}
      {(panels.stop || panels.resubmit) && (
        <section className="auction-panel auction-panel--seller" aria-labelledby="auction-seller-title">
          <h3 id="auction-seller-title" className="auction-panel__title">
            {t('auction.seller.title')}
          </h3>
          <p className="auction-panel__text">{t(panels.resubmit ? 'auction.seller.resubmitText' : 'auction.seller.stopText')}</p>
          <SellerControls model={model} stop={panels.stop} resubmit={panels.resubmit} />
        </section>
      )}
    </>
  );
}
