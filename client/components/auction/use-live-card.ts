/**
 * Live figures for a listing card: while the card of an open auction is on screen, its socket keeps status, price,
 * bid count and end time current; off screen the socket closes again.
 */
import type { RefObject } from 'react';
import { isLive, isOpen } from '../../../domain/auction-status.ts';
import type { ProductCard } from '../../../domain/catalog.ts';
import { useAuctionLive } from '../../hooks/use-auction-live.ts';
import { useVisible } from '../../hooks/use-visible.ts';

export function useLiveCard(card: ProductCard, ref: RefObject<Element | null>): ProductCard {
  const watch = card.auctionId !== null && isOpen(card.status);
  const visible = useVisible(ref, { enabled: watch });
  const { snapshot } = useAuctionLive(card.auctionId, { enabled: visible });
  if (!snapshot || snapshot.auctionId !== card.auctionId) return card;
  return {
    ...card,
    status: snapshot.status,
    highestBid: snapshot.highestBid,
    bidCount: snapshot.bidCount,
    endingAt: snapshot.endingAt === null ? card.endingAt : new Date(snapshot.endingAt).toISOString(),
    buyNowPrice: isLive(snapshot.status) ? snapshot.buyNowPrice : card.buyNowPrice,
  };
}
