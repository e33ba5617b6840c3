/** Buy-now: the first merchant to buy wins at the fixed price, while no bid has reached it. */
import { describe, expect, it } from 'vitest';
import { A, agent, apply, B, bid, BUY_NOW, buyNow, C, END, eventsOf, expectRefused, run, running, T0 } from './test-fixtures.ts';
import { snapshot } from './view.ts';

describe('buy-now', () => {
  it('the first buyer wins at the buy-now price and the auction is sold', () => {
    const opened = apply(running(), bid(A, 12_000), T0 + 1).state;
    const step = apply(opened, buyNow(B), T0 + 2);
    expect(step.state.status).toBe('sold');
    expect(step.state.sale).toEqual({ customerId: 11, amount: BUY_NOW, via: 'buy_now', at: T0 + 2 });
    expect(step.state.highest).toMatchObject({ customerId: 11, amount: BUY_NOW });
    expect(step.state.bidCount).toBe(2);
    expect(step.events.map((event) => event.type)).toEqual(['bid_placed', 'status_changed', 'sold', 'lost']);
    expect(eventsOf(step.events, 'bid_placed')[0]).toMatchObject({ customerId: 11, amount: BUY_NOW, kind: 'buy_now' });
    // The merchant who had bid learns that the vehicle went to someone else.
    expect(eventsOf(step.events, 'lost')[0]).toMatchObject({ customerId: 10, amount: 12_000 });
    expect(step.events.map((event) => event.seq)).toEqual([2, 3, 4, 5]);
  });

  it('the second buyer gets offer unavailable, and so does every later bid', () => {
    const sold = apply(running(), buyNow(A), T0 + 1).state;
    expectRefused(sold, buyNow(B), T0 + 1, 'offer_unavailable');
    expectRefused(sold, buyNow(A), T0 + 2, 'offer_unavailable');
    expectRefused(sold, bid(C, 31_000), T0 + 2, 'offer_unavailable');
    expectRefused(sold, agent(C, 40_000), T0 + 2, 'offer_unavailable');
  });

  it('works in the hotbid phase and for the current leader', () => {
    const opened = apply(running(), bid(A, 12_000), T0 + 1).state;
    expect(apply(opened, buyNow(A), END - 1).state.sale).toMatchObject({ customerId: 10, via: 'buy_now' });
  });

  it('is unavailable without a buy-now price', () => {
    expectRefused(running({ buyNowPrice: null }), buyNow(A), T0 + 1, 'offer_unavailable');
  });

  it('is unavailable once a bid reached the price, and available one step below it', () => {
    const below = run(running(), [
      [bid(A, 20_000), T0 + 1],
      [bid(B, 29_999), T0 + 2],
    ]);
    expect(apply(below, buyNow(A), T0 + 3).state.status).toBe('sold');
    expect(snapshot(below, null).buyNowPrice).toBe(BUY_NOW);
    const reached = apply(below, bid(A, 30_499), T0 + 3).state;
    expectRefused(reached, buyNow(C), T0 + 4, 'offer_unavailable');
    expect(snapshot(reached, null).buyNowPrice).toBeNull();
  });

  it('is unavailable once an agent pushed the price to it', () => {
    const state = run(running(), [
      [bid(A, 20_000), T0 + 1],
      [agent(A, 40_000), T0 + 2],
      [bid(B, 29_500), T0 + 3],
    ]);
    expect(state.highest).toMatchObject({ customerId: 10, amount: BUY_NOW });
    expectRefused(state, buyNow(B), T0 + 4, 'offer_unavailable');
  });

  it('is not possible before the start or after the end', () => {
    expectRefused(running({ status: 'published', startsAt: T0 + 1_000 }), buyNow(A), T0, 'auction_not_started');
    expectRefused(apply(running(), bid(A, 12_000), T0 + 1).state, buyNow(B), END, 'no_bid_possible');
  });
});
