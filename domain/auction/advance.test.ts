/** Time-driven transitions: start, hotbid phase, end extension with its hard cap, late ticks dated when due, idempotent ticks. */
import { describe, expect, it } from 'vitest';
import { nextWake } from './advance.ts';
import { minNextBid } from './increments.ts';
import { HOTBID_PHASE_MS, LATE_THRESHOLD_MS, MAX_EXTENSION_MS, TURN_MS, BINDING_MS } from './rules.ts';
import { A, agent, apply, B, bid, buyingChance, END, endedBelowTarget, eventsOf, expectRefused, HOUR, MINUTE, run, running, START_PRICE, T0, tick } from './test-fixtures.ts';
import type { AuctionState } from './types.ts';

const CAP = END + MAX_EXTENSION_MS;
const hot = (overrides: Partial<AuctionState> = {}): AuctionState =>
  run(running(overrides), [
    [bid(A, 10_000), T0 + 1],
    [tick, END - HOTBID_PHASE_MS],
  ]);

describe('start and hotbid phase', () => {
  it('starts a published auction at its start time, not before', () => {
    const published = running({ status: 'published' });
    expect(apply(published, tick, T0 - 1)).toEqual({ state: published, events: [] });
    const step = apply(published, tick, T0 + 5 * MINUTE);
    expect(step.state.status).toBe('running');
    expect(step.events).toEqual([{ type: 'status_changed', seq: 1, at: T0, status: 'running' }]);
  });

  it('enters the hotbid phase five minutes before the end, dated then even when noticed late', () => {
    const state = apply(running(), bid(A, 10_000), T0 + 1).state;
    expect(apply(state, tick, END - HOTBID_PHASE_MS - 1).events).toEqual([]);
    const step = apply(state, tick, END - MINUTE);
    expect(step.state.status).toBe('hotbidding');
    expect(step.events).toEqual([{ type: 'status_changed', seq: 2, at: END - HOTBID_PHASE_MS, status: 'hotbidding' }]);
  });

  it('a bid arriving in the phase window sees the auction hotbidding first', () => {
    const step = apply(running(), bid(A, 10_000), END - MINUTE);
    expect(step.state.status).toBe('hotbidding');
    expect(step.events.map((event) => event.type)).toEqual(['status_changed', 'bid_placed']);
  });
});

describe('end extension', () => {
  it('leaves the end alone with 30 s or more left', () => {
    const step = apply(hot(), bid(B, 10_250), END - LATE_THRESHOLD_MS);
    expect(step.state.endingAt).toBe(END);
    expect(eventsOf(step.events, 'end_extended')).toEqual([]);
  });

  it('moves the end to 30 s after a bid with less than 30 s left', () => {
    const now = END - LATE_THRESHOLD_MS + 1;
    const step = apply(hot(), bid(B, 10_250), now);
    expect(step.state.endingAt).toBe(now + LATE_THRESHOLD_MS);
    expect(eventsOf(step.events, 'end_extended')).toEqual([expect.objectContaining({ endingAt: now + LATE_THRESHOLD_MS, at: now })]);
    expect(step.state.scheduledEndAt).toBe(END);
  });

  it('extends for an agent set by a rival, not for the leader changing their own limit', () => {
    expect(apply(hot(), agent(B, 12_000), END - 1_000).state.endingAt).toBe(END - 1_000 + LATE_THRESHOLD_MS);
    expect(apply(hot(), agent(A, 12_000), END - 1_000).state.endingAt).toBe(END);
  });

  it('never extends past the scheduled end plus 15 minutes', () => {
    const near = hot({ endingAt: CAP - 5_000 });
    const capped = apply(near, bid(B, 10_250), CAP - 20_000);
    expect(capped.state.endingAt).toBe(CAP);
    const after = apply(capped.state, bid(A, 10_500), CAP - 1);
    expect(after.state.endingAt).toBe(CAP);
    expect(eventsOf(after.events, 'end_extended')).toEqual([]);
    expectRefused(after.state, bid(B, 10_750), CAP, 'no_bid_possible');
    expect(apply(after.state, tick, CAP).state.status).toBe('renegotiation');
  });

  it('every chain of last-second bids ends at the cap at the latest', () => {
    let state = hot({ minimumPrice: 100_000 });
    let bidder = B;
    let bids = 0;
    for (let now = END - 1; now < CAP + 60_000; now += 20_000) {
      const ticked = apply(state, tick, now).state;
      if (ticked.status !== 'hotbidding') break;
      state = apply(ticked, bid(bidder, minNextBid(START_PRICE, state.highest?.amount ?? null)), now).state;
      bids += 1;
      bidder = bidder === A ? B : A;
      expect(state.endingAt).toBe(Math.min(now + LATE_THRESHOLD_MS, CAP));
    }
    expect(bids).toBe(46);
    expect(apply(state, tick, CAP).state.status).toBe('renegotiation');
  });
});

describe('the end', () => {
  it('is dated at the end time when the tick comes hours late', () => {
    const state = apply(running(), bid(A, 20_000), T0 + 1).state;
    const step = apply(state, tick, END + 3 * HOUR);
    expect(step.state.sale).toEqual({ customerId: 10, amount: 20_000, via: 'auction', at: END });
    expect(step.events).toEqual([
      { type: 'status_changed', seq: 2, at: END - HOTBID_PHASE_MS, status: 'hotbidding' },
      { type: 'status_changed', seq: 3, at: END, status: 'sold' },
      { type: 'sold', seq: 4, at: END, customerId: 10, amount: 20_000, via: 'auction' },
    ]);
  });

  it('uses the extended end, not the scheduled one', () => {
    const extended = apply(hot(), bid(B, 10_250), END - 1_000).state;
    expect(apply(extended, tick, END).state.status).toBe('hotbidding');
    const ended = apply(extended, tick, END + 10 * HOUR);
    expect(ended.state.negotiation?.deadline).toBe(END - 1_000 + LATE_THRESHOLD_MS + TURN_MS);
  });

  it('a very late first tick walks a published auction through every due step in order', () => {
    const step = apply(running({ status: 'published' }), tick, END + TURN_MS + 1);
    expect(step.events.map((event) => [event.type, event.at - END])).toEqual([
      ['status_changed', T0 - END],
      ['status_changed', -HOTBID_PHASE_MS],
      ['status_changed', 0],
    ]);
    expect(step.state.status).toBe('acpt_late_offer');
  });

  it('a second tick, on time or later, changes nothing', () => {
    for (const ended of [apply(hot(), tick, END).state, apply(hot({ minimumPrice: 5_000 }), tick, END).state, endedBelowTarget()]) {
      for (const at of [END, END + 1, END + HOUR]) expect(apply(ended, tick, at)).toEqual({ state: ended, events: [] });
    }
    const live = hot();
    expect(apply(live, tick, END - 1)).toEqual({ state: live, events: [] });
  });

  it('lets the renegotiation lapse at its deadline, dated then', () => {
    const step = apply(endedBelowTarget(), tick, END + TURN_MS + HOUR);
    expect(step.events).toEqual([
      expect.objectContaining({ type: 'offer_lapsed', at: END + TURN_MS, customerId: 10, amount: 15_000 }),
      expect.objectContaining({ type: 'status_changed', at: END + TURN_MS, status: 'acpt_late_offer' }),
    ]);
  });
});

describe('the archived bid’s binding', () => {
  it('lapses dated 48 hours after the end, even when the tick comes later', () => {
    const step = apply(buyingChance(), tick, END + BINDING_MS + 2 * HOUR);
    expect(step.events).toEqual([expect.objectContaining({ type: 'archived_bid_deleted', at: END + BINDING_MS, customerId: 10 })]);
    expect(apply(buyingChance(), tick, END + BINDING_MS - 1).events).toEqual([]);
  });
});

describe('nextWake', () => {
  it('names the moment of the next due transition', () => {
    expect(nextWake(running({ status: 'published' }))).toBe(T0);
    expect(nextWake(running())).toBe(END - HOTBID_PHASE_MS);
    expect(nextWake(apply(hot(), bid(B, 10_250), END - 1_000).state)).toBe(END - 1_000 + LATE_THRESHOLD_MS);
    expect(nextWake(endedBelowTarget())).toBe(END + TURN_MS);
    expect(nextWake(buyingChance())).toBe(END + BINDING_MS);
    expect(nextWake(apply(running(), bid(A, 20_000), T0 + 1).state)).toBe(END - HOTBID_PHASE_MS);
    expect(nextWake(apply(hot({ minimumPrice: 5_000 }), tick, END).state)).toBeNull();
  });

  it('ticking at the wake time always makes progress until nothing is due', () => {
    let state = apply(running({ status: 'published' }), bid(A, 10_000), T0).state;
    const seen: string[] = [state.status];
    for (let wake = nextWake(state); wake !== null; wake = nextWake(state)) {
      const step = apply(state, tick, wake);
      expect(step.events.length).toBeGreaterThan(0);
      state = step.state;
      seen.push(state.status);
    }
    expect(seen).toEqual(['running', 'hotbidding', 'renegotiation', 'acpt_late_offer', 'acpt_late_offer']);
    expect(state.archived).toBeNull();
  });
});
