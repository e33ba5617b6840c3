/** What viewers see: never the target price or the leader's identity; their own standing; negotiations only to the parties. */
import { describe, expect, it } from 'vitest';
import { A, agent, apply, B, bid, buyingChance, buyNow, C, END, endedBelowTarget, HOUR, lateOffer, reneg, run, running, seller, SELLER_ID, T0 } from './test-fixtures.ts';
import type { AuctionState } from './types.ts';
import { priceColour } from './price-colour.ts';
import { snapshot, viewerContext } from './view.ts';

const VIEWERS = [null, 10, 11, 12, 99];
const contested = (): AuctionState =>
  run(running(), [
    [bid(A, 10_000), T0 + 1],
    [agent(A, 15_000), T0 + 2],
    [bid(B, 12_000), T0 + 3],
  ]);
const pending = (): AuctionState => apply(buyingChance(), lateOffer(B, 16_000), END + 25 * HOUR).state;
const states = (): AuctionState[] => [running(), contested(), endedBelowTarget(), buyingChance(), pending()];

function keysOf(value: unknown, into: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  }
  return into;
}

const publicPart = (state: AuctionState, viewer: number | null) => {
  const { context: _context, ...rest } = snapshot(state, viewer);
  return rest;
};

describe('the public snapshot', () => {
  it('does not depend on the target price for anyone but the seller', () => {
    for (const state of states()) {
      for (const viewer of VIEWERS) expect(snapshot({ ...state, minimumPrice: 12_345 }, viewer)).toEqual(snapshot(state, viewer));
      expect(snapshot(state, SELLER_ID).context.minimumPrice).toBe(state.minimumPrice);
    }
  });

  it('names nobody: no customer ids, no seller id, no target price field with a value', () => {
    for (const state of states()) {
      for (const viewer of VIEWERS) {
        const view = snapshot(state, viewer);
        expect(keysOf(view)).not.toContain('customerId');
        expect(keysOf(view)).not.toContain('sellerId');
        expect(view.context.minimumPrice).toBeNull();
      }
    }
  });

  it('is the same for every viewer apart from their own context', () => {
    for (const state of states()) {
      const reference = publicPart(state, null);
      for (const viewer of [...VIEWERS, SELLER_ID]) expect(publicPart(state, viewer)).toEqual(reference);
    }
  });

  it('does not reveal who leads to a stranger', () => {
    const ledByA = apply(running(), bid(A, 10_000), T0 + 1).state;
    const ledByB = apply(running(), bid(B, 10_000), T0 + 1).state;
    expect(snapshot(ledByA, 12)).toEqual(snapshot(ledByB, 12));
    expect(snapshot(ledByA, null)).toEqual(snapshot(ledByB, null));
  });

  it('shows the price, the next minimum and the bid count', () => {
    expect(snapshot(contested(), null)).toMatchObject({ highestBid: 12_250, minNextBid: 12_500, bidCount: 3, status: 'running', endingAt: END });
    expect(snapshot(running(), null)).toMatchObject({ highestBid: null, minNextBid: 10_000, bidCount: 0 });
  });

  it('offers buy-now only while the auction is live', () => {
    expect(snapshot(running(), null).buyNowPrice).toBe(30_000);
    expect(snapshot(running({ status: 'published' }), null).buyNowPrice).toBeNull();
    expect(snapshot(endedBelowTarget(), null).buyNowPrice).toBeNull();
  });
});

describe('the bidder context', () => {
  it('tells the leader they hold the highest bid, with their maximum and agent', () => {
    expect(viewerContext(contested(), 10)).toMatchObject({ role: 'bidder', holdingHighestBid: true, state: 'highest_bidder', maxBid: 12_250, agentMax: 15_000 });
  });

  it('tells the outbid bidder they are overbid, and shows nobody else’s limits', () => {
    expect(viewerContext(contested(), 11)).toMatchObject({ role: 'bidder', holdingHighestBid: false, state: 'overbid', maxBid: 12_000, agentMax: null });
    expect(viewerContext(contested(), 12)).toMatchObject({ role: 'viewer', holdingHighestBid: false, state: null, maxBid: null, agentMax: null });
    expect(viewerContext(contested(), null)).toMatchObject({ role: 'viewer', holdingHighestBid: false, state: null });
    expect(viewerContext(contested(), SELLER_ID)).toMatchObject({ role: 'seller', holdingHighestBid: false, state: null, maxBid: null });
  });

  it('shows a pending late offer to its sender and the seller only', () => {
    expect(viewerContext(pending(), 11)).toMatchObject({ state: 'late_offer_pending', lateOffer: { amount: 16_000, expiresAt: END + 73 * HOUR } });
    expect(viewerContext(pending(), SELLER_ID).lateOffer).toEqual({ amount: 16_000, expiresAt: END + 73 * HOUR });
    for (const viewer of [null, 10, 12]) expect(viewerContext(pending(), viewer).lateOffer).toBeNull();
  });

  it('a declined late offer stays “late offer declined”, also when someone else offers next', () => {
    const declined = apply(pending(), reneg(seller, 'decline'), END + 26 * HOUR).state;
    expect(viewerContext(declined, 11)).toMatchObject({ state: 'late_offer_declined', hasFailedLateOfferOnProduct: true });
    const next = apply(declined, lateOffer(C, 16_500), END + 27 * HOUR).state;
    expect(viewerContext(next, 11).state).toBe('late_offer_declined');
    expect(viewerContext(next, 12).state).toBe('late_offer_pending');
  });

  it('a declined renegotiation offer is “offer declined”', () => {
    const failed = apply(endedBelowTarget(), reneg(seller, 'decline'), END + 1).state;
    expect(viewerContext(failed, 10).state).toBe('offer_declined');
  });

  it('a declined late offer stays one when the seller later declines a renegotiation with someone else', () => {
    const state = run(pending(), [
      [reneg(seller, 'decline'), END + 26 * HOUR],
      [lateOffer(C, 16_500), END + 27 * HOUR],
      [reneg(seller, 'counter', { amount: 19_000 }), END + 28 * HOUR],
      [reneg(C, 'counter', { amount: 17_000 }), END + 29 * HOUR],
      [reneg(seller, 'decline'), END + 30 * HOUR],
    ]);
    expect(state.status).toBe('failed_na');
    expect(viewerContext(state, 11).state).toBe('late_offer_declined');
    expect(viewerContext(state, 12).state).toBe('offer_declined');
  });

  it('the buyer has won and sees the sale; so does the seller; nobody else', () => {
    const sold = apply(contested(), buyNow(C), T0 + 4).state;
    expect(viewerContext(sold, 12)).toMatchObject({ state: 'won', holdingHighestBid: false, sale: { amount: 30_000, via: 'buy_now' } });
    expect(viewerContext(sold, SELLER_ID).sale).toEqual({ amount: 30_000, via: 'buy_now' });
    for (const viewer of [null, 10, 11]) expect(viewerContext(sold, viewer).sale).toBeNull();
    expect(viewerContext(sold, 10).state).toBe('overbid');
  });

  it('a failed or stopped auction still tells the former leader they held the bid (the price colour shows the failure)', () => {
    const stopped = apply(contested(), { type: 'stop', actor: seller }, T0 + 4).state;
    const failed = apply(endedBelowTarget(), reneg(seller, 'decline'), END + 1).state;
    for (const state of [stopped, failed]) {
      const context = viewerContext(state, state.highest?.customerId ?? null);
      expect(context.holdingHighestBid).toBe(true);
      expect(priceColour({ status: state.status, holding: context.holdingHighestBid })).toBe('error');
    }
  });
});

describe('the negotiation', () => {
  it('is shown to the seller and the merchant only, with whose turn it is', () => {
    const state = endedBelowTarget();
    expect(viewerContext(state, SELLER_ID).negotiation).toEqual({ offer: 15_000, counter: null, turn: 'seller', deadline: END + 24 * HOUR, paused: false, yourTurn: true });
    expect(viewerContext(state, 10).negotiation).toMatchObject({ turn: 'seller', yourTurn: false });
    for (const viewer of [null, 11, 12]) expect(viewerContext(state, viewer).negotiation).toBeNull();
  });

  it('passes yourTurn to the merchant after a counter', () => {
    const state = apply(endedBelowTarget(), reneg(seller, 'counter', { amount: 18_000 }), END + 1).state;
    expect(viewerContext(state, 10).negotiation).toMatchObject({ counter: 18_000, turn: 'dealer', yourTurn: true });
    expect(viewerContext(state, SELLER_ID).negotiation).toMatchObject({ yourTurn: false });
  });

  it('while paused, only the seller may act', () => {
    const state = apply(endedBelowTarget(), reneg(seller, 'pause'), END + 1).state;
    expect(viewerContext(state, SELLER_ID).negotiation).toMatchObject({ paused: true, yourTurn: true });
    expect(viewerContext(state, 10).negotiation).toMatchObject({ paused: true, yourTurn: false });
  });
});
