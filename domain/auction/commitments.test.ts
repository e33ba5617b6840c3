/** A merchant's commitments in an auction: what keeps them from deleting their account. */
import { describe, expect, it } from 'vitest';
import { commitmentsOf } from './commitments.ts';
import { initialState } from './decide.ts';
import type { AuctionState } from './types.ts';

const base = (): AuctionState =>
  initialState({ auctionId: 1, productId: 1, sellerId: 9, status: 'running', startPrice: 1_000, minimumPrice: 5_000, buyNowPrice: null });

describe('commitmentsOf', () => {
  it('finds nothing for a merchant who never took part', () => {
    expect(commitmentsOf(base(), 7)).toEqual([]);
  });

  it('names a leading bid and an agent in a running auction', () => {
    const state = { ...base(), highest: { customerId: 7, amount: 1_500, seq: 3 }, maxima: [{ customerId: 7, bid: 1_500, amount: 3_000, agent: 3_000, since: 3 }] };
    expect(commitmentsOf(state, 7)).toEqual(['leading_bid', 'bidding_agent']);
    expect(commitmentsOf(state, 8)).toEqual([]);
  });

  it('names a late offer, a renegotiation and an archived bid as open offers', () => {
    expect(commitmentsOf({ ...base(), status: 'recd_late_offer', lateOffer: { customerId: 7, amount: 4_000, expiresAt: 1 } }, 7)).toEqual(['open_offer']);
    const negotiation = { customerId: 7, offer: 4_000, counter: null, turn: 'seller' as const, deadline: 1, paused: false, fromArchive: false };
    expect(commitmentsOf({ ...base(), status: 'renegotiation', negotiation }, 7)).toEqual(['open_offer']);
    expect(commitmentsOf({ ...base(), status: 'published', archived: { customerId: 7, amount: 4_000, round: 1 } }, 7)).toEqual(['open_offer']);
  });

  it('lets go once the auction is sold or over', () => {
    const leading = { ...base(), highest: { customerId: 7, amount: 1_500, seq: 3 } };
    expect(commitmentsOf({ ...leading, status: 'sold', sale: { customerId: 7, amount: 1_500, via: 'auction', at: 1 } }, 7)).toEqual([]);
    expect(commitmentsOf({ ...leading, status: 'failed_na' }, 7)).toEqual([]);
  });
});
