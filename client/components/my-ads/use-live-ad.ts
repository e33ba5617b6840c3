/**
 * An ad's live figures and its price rule. The figures come from the listing cards' live hook (useLiveCard), fed a
 * card made of the ad, so the list updates exactly like the catalogue does; the rule (net/gross) comes with the ad.
 */
import type { RefObject } from 'react';
import type { AuctionStatus } from '../../../domain/auction-status.ts';
import type { ProductCard } from '../../../domain/catalog.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import type { ProductDetail } from '../../../domain/product.ts';
import { useApi } from '../../hooks/use-api.ts';
import { keys } from '../../pages/data-keys.ts';
import { useLiveCard } from '../auction/use-live-card.ts';
import type { MyAd } from './model.ts';

export interface LiveAd {
  status: AuctionStatus;
  highestBid: number | null;
  bidCount: number;
  endingAt: string | null;
}

/** Only the fields useLiveCard reads and overlays matter; the rest of a catalogue card is not shown here. */
function asCard(ad: MyAd): ProductCard {
  return {
    entityId: ad.entityId,
    productType: ad.productType,
    make: ad.title,
    model: '',
    firstRegistrationYear: 0,
    firstRegistrationMonth: 0,
    mileage: null,
    powerKw: null,
    lengthMm: null,
    beds: null,
    city: '',
    country: '',
    status: ad.status,
    auctionId: ad.auction?.auctionId ?? null,
    endingAt: ad.auction?.endingAt ?? null,
    highestBid: ad.auction?.highestBid ?? null,
    bidCount: ad.auction?.bidCount ?? 0,
    buyNowPrice: ad.buyNowPrice,
    vatReportable: ad.vatReportable,
    netPrices: ad.netPrices,
    image: ad.image,
  };
}

export function useLiveAd(ad: MyAd, ref: RefObject<Element | null>): LiveAd {
  const card = useLiveCard(asCard(ad), ref);
  return { status: card.status, highestBid: card.highestBid, bidCount: card.bidCount, endingAt: card.endingAt };
}

/** The listing's answer (shared with the manage area and the product page through SWR), while `enabled`. */
export function useAdDetail(ad: MyAd, enabled: boolean) {
  return useApi<ProductDetail>(enabled ? keys.product(String(ad.entityId)) : null);
}

/** How the ad's amounts are shown: as the seller enters them (net for VAT-reportable sellers). */
export function adRule(ad: MyAd): PriceRule {
  return { vatReportable: ad.vatReportable, netPrices: ad.netPrices };
}
