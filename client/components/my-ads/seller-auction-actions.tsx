/**
 * The seller's auction decisions for one ad, from the product page's own panels (stop, resubmit with a lower
 * minimum price, renegotiation, late-offer answers): the live snapshot carries the seller's context, the listing's
 * answer the net/gross rule. When a decision moves the status on, the ad list is refreshed.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { boxPanels } from '../../../domain/auction/box-view.ts';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { useAuctionLive } from '../../hooks/use-auction-live.ts';
import { AuctionPanels } from '../auction/auction-panels.tsx';
import type { AuctionModel } from '../auction/model.ts';
import { MY_ADS_PATH, type MyAd } from './model.ts';
import { useAdDetail } from './use-live-ad.ts';

/** The seller never bids on their own ad, so refusals carry no bidder state to show. */
const ignoreFailure = () => undefined;

export function SellerAuctionActions({ ad, auctionId }: { ad: MyAd; auctionId: number }) {
  const { t } = useTranslation();
  const live = useAuctionLive(auctionId, { enabled: true });
  const { data: detail, error } = useAdDetail(ad, true);
  const { reload } = live;
  const status = live.snapshot?.status;

  // The snapshot over HTTP as well as the socket: the panels appear as soon as either answers.
  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (status && status !== ad.status) void revalidatePrefix(MY_ADS_PATH);
  }, [status, ad.status]);

  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!live.snapshot || !detail) {
    return (
      <p className="my-ad__loading" role="status">
        {t('myAds.manage.loading')}
      </p>
    );
  }
  const model: AuctionModel = { snapshot: live.snapshot, rule: detail, title: ad.title, live, onFailure: ignoreFailure };
  // merchant=false: on their own ad even a dealer is the seller, who never gets the bidding forms.
  const decisions = Object.values(boxPanels(live.snapshot, false)).some(Boolean);
  if (!decisions) return <p className="my-ad__nothing">{t('myAds.manage.nothing')}</p>;
  return (
    <div className="my-ad__decisions">
      <AuctionPanels model={model} merchant={false} />
    </div>
  );
}
