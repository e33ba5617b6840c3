/** Proxy bidding: the bidding agent answers with the smallest step, ties go to the earlier maximum, nobody bids against themselves. */
import { describe, expect, it } from 'vitest';
import { A, agent, apply, B, bid, C, eventsOf, expectRefused, removeAgent, run, running, T0 } from './test-fixtures.ts';
import type { AuctionEvent, AuctionState } from './types.ts';

/** A leads at 10,000 by hand with an agent up to 15,000. */
const aWithAgent = (limit = 15_000): AuctionState =>
  run(running(), [
    [bid(A, 10_000), T0 + 1],
    [agent(A, limit), T0 + 2],
  ]);

const bids = (events: readonly AuctionEvent[]) => eventsOf(events, 'bid_placed').map(({ customerId, amount, kind }) => [customerId, amount, kind]);

describe('the agent answering a manual bid', () => {
  it('bids just one step over the rival, not up to its limit', () => {
    const step = apply(aWithAgent(), bid(B, 12_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 10, amount: 12_250 });
    expect(bids(step.events)).toEqual([
      [11, 12_000, 'bid'],
      [10, 12_250, 'agent'],
    ]);
    expect(eventsOf(step.events, 'outbid').map((event) => [event.customerId, event.amount])).toEqual([[11, 12_250]]);
    expect(step.outcome).toBe('overbid');
    expect(step.state.bidCount).toBe(3);
  });

  it('stops at its limit when one step would pass it', () => {
    const step = apply(aWithAgent(15_100), bid(B, 15_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 10, amount: 15_100 });
  });

  it('keeps the lead on an equal maximum (the earlier one wins)', () => {
    const step = apply(aWithAgent(), bid(B, 15_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 10, amount: 15_000 });
    expect(step.outcome).toBe('overbid');
  });

  it('loses to a manual bid above its limit, which stands at its own amount', () => {
    const step = apply(aWithAgent(), bid(B, 16_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 11, amount: 16_000 });
    expect(bids(step.events)).toEqual([[11, 16_000, 'bid']]);
    expect(eventsOf(step.events, 'outbid').map((event) => event.customerId)).toEqual([10]);
    expect(step.outcome).toBeUndefined();
  });

  it('orders the next minimum from the agent price', () => {
    const state = apply(aWithAgent(), bid(B, 12_000), T0 + 3).state;
    expectRefused(state, bid(B, 12_499), T0 + 4, 'bid_too_low', { minNextBid: 12_500 });
  });
});

describe('agent against agent', () => {
  it('the higher limit leads one step over the lower one', () => {
    const step = apply(aWithAgent(), agent(B, 20_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 11, amount: 15_500 });
    expect(eventsOf(step.events, 'outbid').map((event) => event.customerId)).toEqual([10]);
  });

  it('an equal limit set later does not take the lead', () => {
    const step = apply(aWithAgent(), agent(B, 15_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 10, amount: 15_000 });
  });

  it('a lower limit is outbid at once, and the bid history shows why the price moved', () => {
    const step = apply(aWithAgent(), agent(B, 13_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 10, amount: 13_250 });
    // B's agent bid its limit; A's agent answered it: never two bids in a row by A.
    expect(bids(step.events)).toEqual([
      [11, 13_000, 'agent'],
      [10, 13_250, 'agent'],
    ]);
    expect(eventsOf(step.events, 'outbid').map((event) => event.customerId)).toEqual([11]);
    expect(step.outcome).toBe('overbid');
  });

  it('three agents: the price is one step over the second-highest limit', () => {
    const state = run(aWithAgent(), [
      [agent(B, 25_000), T0 + 3],
      [agent(C, 18_000), T0 + 4],
    ]);
    expect(state.highest).toMatchObject({ customerId: 11, amount: 18_500 });
  });
});

describe('the leader and their own agent', () => {
  it('raising the limit never raises the price and places no bid', () => {
    const step = apply(aWithAgent(), agent(A, 25_000), T0 + 3);
    expect(step.state.highest).toMatchObject({ customerId: 10, amount: 10_000 });
    expect(step.events.map((event) => event.type)).toEqual(['agent_set']);
  });

  it('a leader who bid by hand may add an agent without moving the price', () => {
    const state = apply(running(), bid(A, 10_000), T0 + 1).state;
    const step = apply(state, agent(A, 12_000), T0 + 2);
    expect(step.state.highest?.amount).toBe(10_000);
    expect(step.state.maxima).toEqual([{ customerId: 10, bid: 10_000, agent: 12_000, amount: 12_000, since: step.events[0]?.seq }]);
  });

  it('lowering the limit is allowed down to one euro over the price', () => {
    const state = apply(aWithAgent(), bid(B, 12_000), T0 + 3).state; // A leads at 12,250
    expect(apply(state, agent(A, 12_251), T0 + 4).state.highest).toMatchObject({ customerId: 10, amount: 12_250 });
    expectRefused(state, agent(A, 12_250), T0 + 4, 'agent_limit_too_low', { minNextBid: 12_251 });
  });

  it('the agent never answers its own merchant', () => {
    const state = run(aWithAgent(), [
      [agent(A, 20_000), T0 + 3],
      [agent(A, 22_000), T0 + 4],
    ]);
    expect(state.bidCount).toBe(1);
    expect(state.highest).toMatchObject({ customerId: 10, amount: 10_000 });
  });
});

describe('setting and removing an agent', () => {
  it('needs a start bid in the round', () => {
    expectRefused(running(), agent(A, 15_000), T0 + 1, 'agent_needs_start_bid');
  });

  it('a merchant who never bid may set one once a start bid exists', () => {
    const state = apply(running(), bid(A, 10_000), T0 + 1).state;
    const step = apply(state, agent(B, 11_000), T0 + 2);
    expect(step.state.highest).toMatchObject({ customerId: 11, amount: 10_250 });
  });

  it('refuses a limit below the minimum next bid', () => {
    const state = apply(running(), bid(A, 10_000), T0 + 1).state;
    expectRefused(state, agent(B, 10_249), T0 + 2, 'agent_limit_too_low', { minNextBid: 10_250 });
    expect(apply(state, agent(B, 10_250), T0 + 2).state.highest).toMatchObject({ customerId: 11, amount: 10_250 });
  });

  it('removing needs an agent', () => {
    expectRefused(apply(running(), bid(A, 10_000), T0 + 1).state, removeAgent(A), T0 + 2, 'no_agent');
    expectRefused(aWithAgent(), removeAgent(B), T0 + 3, 'no_agent');
  });

  it('removing the leader’s agent keeps the lead and price, and the agent answers no more', () => {
    const state = run(aWithAgent(), [
      [bid(B, 12_000), T0 + 3],
      [removeAgent(A), T0 + 4],
    ]);
    expect(state.highest).toMatchObject({ customerId: 10, amount: 12_250 });
    expect(state.maxima.find((entry) => entry.customerId === 10)).toMatchObject({ bid: 12_250, agent: null, amount: 12_250 });
    const step = apply(state, bid(B, 12_750), T0 + 5);
    expect(step.state.highest).toMatchObject({ customerId: 11, amount: 12_750 });
    expect(step.outcome).toBeUndefined();
  });

  it('a leader who won a tie keeps the lead after removing their agent', () => {
    const state = run(running(), [
      [bid(B, 10_000), T0 + 1],
      [agent(B, 10_250), T0 + 2],
      [bid(A, 10_250), T0 + 3], // equal maxima: B's earlier limit wins at 10,250
      [agent(B, 10_500), T0 + 4],
      [removeAgent(B), T0 + 5],
    ]);
    expect(state.highest).toMatchObject({ customerId: 11, amount: 10_250 });
    expectRefused(state, bid(B, 10_500), T0 + 6, 'already_highest_bidder');
    expect(apply(state, bid(A, 10_500), T0 + 6).state.highest).toMatchObject({ customerId: 10, amount: 10_500 });
  });

  it('a removed agent of a non-leader no longer counts for the lead', () => {
    const state = run(aWithAgent(), [
      [agent(B, 14_000), T0 + 3], // A leads at 14,250
      [removeAgent(B), T0 + 4],
      [removeAgent(A), T0 + 5],
    ]);
    expect(state.highest).toMatchObject({ customerId: 10, amount: 14_250 });
    expect(apply(state, bid(C, 15_000), T0 + 6).state.highest).toMatchObject({ customerId: 12, amount: 15_000 });
  });
});
