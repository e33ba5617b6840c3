/** What every part of the auction box gets: the live snapshot, the seller's price rule and the command wiring. */
import type { AuctionSnapshot } from '../../../domain/auction/view.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import { type CommandFailure, useAuctionCommand } from '../../hooks/use-auction-command.ts';
import type { LiveAuction } from '../../hooks/use-auction-live.ts';

export interface AuctionModel {
  snapshot: AuctionSnapshot;
  rule: PriceRule;
  /** The vehicle, for the confirmation texts. */
  title: string;
  live: Pick<LiveAuction, 'apply' | 'reload'>;
  onFailure: (failure: CommandFailure) => void;
}

/** A command hook for one form of the box. */
export function useBoxCommand(model: AuctionModel) {
  return useAuctionCommand(model.live, model.onFailure);
}

export const auctionPath = (snapshot: AuctionSnapshot, action: string): string => `/private/auction/${snapshot.auctionId}/${action}`;
