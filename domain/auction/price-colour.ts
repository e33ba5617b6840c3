/**
 * The spec's price colour rule for a bidder's view of an auction: error when the auction failed while they held the
 * highest bid or when they do not hold it; neutral for a buying chance; tertiary when holding with a late offer
 * received; otherwise success.
 */
import type { AuctionStatus } from '../auction-status.ts';

export type PriceColour = 'error' | 'neutral' | 'tertiary' | 'success';

/** The theme colours the tones stand for (client/styles/base.css). */
export const PRICE_COLOUR_HEX: Record<PriceColour, string> = {
  error: '#F44336',
  neutral: '#4A5D6B',
  tertiary: '#5E17EB',
  success: '#12B76A',
};

/** Rounds that ended without a sale and without a way back to it: holding the highest bid there won nothing. */
const FAILED: readonly AuctionStatus[] = ['failed_na', 'inactive'];

export function priceColour({ status, holding }: { status: AuctionStatus; holding: boolean }): PriceColour {
  if (!holding || FAILED.includes(status)) return 'error';
  if (status === 'acpt_late_offer') return 'neutral';
  if (status === 'recd_late_offer') return 'tertiary';
  return 'success';
}
