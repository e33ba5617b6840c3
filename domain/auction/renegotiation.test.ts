/** The end of a round: sold at the target, else a turn-based renegotiation with the best bidder, else the buying chance. */
import { describe, expect, it } from 'vitest';
import { BINDING_MS, TURN_MS } from './rules.ts';
import { A, apply, B, bid, C, END, endedBelowTarget, eventsOf, expectRefused, HOUR, reneg, run, running, scheduleAfter, seller, T0, tick } from './test-fixtures.ts';

const countered = () => apply(endedBelowTarget(), reneg(seller, 'counter', { amount: 18_000 }), END + HOUR).state;

describe('the end of a round', () => {
  it('sells at exactly the target price and above it', () => {
    for (const amount of [20_000, 20_500]) {
      const state = run(running(), [
        [bid(B, 10_000), T0 + 1],
        [bid(A, amount), T0 + 2],
        [tick, END],
      ]);
      expect(state.status).toBe('sold');
      expect(state.sale).toEqual({ customerId: 10, amount, via: 'auction', at: END });
      expect(state.archived).toBeNull();
    }
  });

  it('opens a renegotiation with the highest bidder one euro below the target, and archives the bid', () => {
    const step = apply(apply(running(), bid(A, 19_999), T0 + 1).state, tick, END);
    expect(step.state.status).toBe('renegotiation');
    expect(step.state.negotiation).toEqual({ customerId: 10, offer: 19_999, counter: null, turn: 'seller', deadline: END + TURN_MS, paused: false, fromArchive: false });
    expect(step.state.archived).toEqual({ customerId: 10, amount: 19_999, round: 1 });
    expect(eventsOf(step.events, 'renegotiation_turn')).toEqual([expect.objectContaining({ customerId: 10, turn: 'seller', offer: 19_999, counter: null, deadline: END + TURN_MS })]);
  });

  it('renegotiates with the leader, not with an outbid bidder', () => {
    const state = run(running(), [
      [bid(A, 12_000), T0 + 1],
      [bid(B, 14_000), T0 + 2],
      [tick, END],
    ]);
    expect(state.negotiation).toMatchObject({ customerId: 11, offer: 14_000 });
  });

  it('opens the buying chance straight away when nobody bid', () => {
    const step = apply(running(), tick, END);
    expect(step.state.status).toBe('acpt_late_offer');
    expect(step.state.negotiation).toBeNull();
    expect(step.state.archived).toBeNull();
  });
});

describe('the seller’s turn', () => {
  it('accepting sells at the merchant’s offer', () => {
    const state = apply(endedBelowTarget(), reneg(seller, 'accept'), END + HOUR).state;
    expect(state.status).toBe('sold');
    expect(state.sale).toEqual({ customerId: 10, amount: 15_000, via: 'renegotiation', at: END + HOUR });
    expect(state.negotiation).toBeNull();
    expect(state.archived).toBeNull();
  });

  it('a counter offer passes the turn to the merchant with a fresh deadline', () => {
    const step = apply(endedBelowTarget(), reneg(seller, 'counter', { amount: 18_000 }), END + HOUR);
    expect(step.state.negotiation).toMatchObject({ offer: 15_000, counter: 18_000, turn: 'dealer', deadline: END + HOUR + TURN_MS });
    expect(step.events).toEqual([expect.objectContaining({ type: 'renegotiation_turn', customerId: 10, turn: 'dealer', counter: 18_000, offer: 15_000 })]);
  });

  it('a counter must lie above the offer (and exist)', () => {
    const state = endedBelowTarget();
    expectRefused(state, reneg(seller, 'counter', { amount: 15_000 }), END + 1, 'counter_offer_invalid');
    expectRefused(state, reneg(seller, 'counter'), END + 1, 'counter_offer_invalid');
    expect(apply(state, reneg(seller, 'counter', { amount: 15_001 }), END + 1).state.negotiation?.counter).toBe(15_001);
  });

  it('declining ends the auction as no longer available, and the offer is no longer binding', () => {
    const step = apply(endedBelowTarget(), reneg(seller, 'decline'), END + HOUR);
    expect(step.state.status).toBe('failed_na');
    expect(step.state.declined).toEqual([10]);
    expect(step.state.archived).toBeNull();
    expect(step.state.negotiation).toBeNull();
    expect(eventsOf(step.events, 'offer_declined')).toEqual([expect.objectContaining({ customerId: 10, amount: 15_000 })]);
  });

  it('pausing keeps the seller’s turn until the bid’s binding ends', () => {
    const step = apply(endedBelowTarget(), reneg(seller, 'pause'), END + HOUR);
    expect(step.state.negotiation).toMatchObject({ turn: 'seller', paused: true, deadline: END + BINDING_MS });
    expect(apply(step.state, tick, END + TURN_MS + HOUR).state.status).toBe('renegotiation');
    const resumed = apply(step.state, reneg(seller, 'counter', { amount: 17_000 }), END + 30 * HOUR).state;
    expect(resumed.negotiation).toMatchObject({ turn: 'dealer', paused: false, counter: 17_000 });
    expect(apply(step.state, tick, END + BINDING_MS).state.status).toBe('acpt_late_offer');
  });

  it('the merchant and strangers cannot act on the seller’s turn', () => {
    expectRefused(endedBelowTarget(), reneg(A, 'accept'), END + 1, 'not_your_turn');
    expectRefused(endedBelowTarget(), reneg(A, 'counter', { amount: 16_000 }), END + 1, 'not_your_turn');
    expectRefused(endedBelowTarget(), reneg(C, 'accept'), END + 1, 'not_seller');
  });

  it('the seller’s turn lapsing opens the buying chance', () => {
    const state = apply(endedBelowTarget(), tick, END + TURN_MS).state;
    expect(state.status).toBe('acpt_late_offer');
    expect(state.archived).toEqual({ customerId: 10, amount: 15_000, round: 1 });
    expectRefused(state, reneg(seller, 'accept'), END + TURN_MS + 1, 'wrong_status');
  });
});

describe('the merchant’s turn', () => {
  it('accepting the counter sells at the counter', () => {
    const state = apply(countered(), reneg(A, 'accept'), END + 2 * HOUR).state;
    expect(state.sale).toMatchObject({ customerId: 10, amount: 18_000, via: 'renegotiation' });
  });

  it('a counter must lie strictly between the standing offer and the seller’s counter', () => {
    expectRefused(countered(), reneg(A, 'counter', { amount: 15_000 }), END + 2 * HOUR, 'counter_offer_invalid', { above: 15_000, below: 18_000 });
    expectRefused(countered(), reneg(A, 'counter', { amount: 18_000 }), END + 2 * HOUR, 'counter_offer_invalid', { above: 15_000, below: 18_000 });
    const step = apply(countered(), reneg(A, 'counter', { amount: 16_500 }), END + 2 * HOUR);
    expect(step.state.negotiation).toMatchObject({ offer: 16_500, counter: 18_000, turn: 'seller', deadline: END + 2 * HOUR + TURN_MS });
  });

  it('turns alternate, each counter narrowing the gap, until one side accepts', () => {
    const state = run(countered(), [
      [reneg(A, 'counter', { amount: 16_000 }), END + 2 * HOUR],
      [reneg(seller, 'counter', { amount: 17_000 }), END + 3 * HOUR],
      [reneg(A, 'counter', { amount: 16_500 }), END + 4 * HOUR],
      [reneg(seller, 'accept'), END + 5 * HOUR],
    ]);
    expect(state.sale).toMatchObject({ customerId: 10, amount: 16_500, via: 'renegotiation' });
    expectRefused(apply(countered(), reneg(A, 'counter', { amount: 16_000 }), END + 2 * HOUR).state, reneg(seller, 'counter', { amount: 18_000 }), END + 3 * HOUR, 'counter_offer_invalid');
  });

  it('declining lets the offer lapse and opens the buying chance', () => {
    const step = apply(countered(), reneg(A, 'decline'), END + 2 * HOUR);
    expect(step.state.status).toBe('acpt_late_offer');
    expect(step.state.archived).toBeNull();
    expect(eventsOf(step.events, 'offer_lapsed')).toEqual([expect.objectContaining({ customerId: 10, amount: 15_000 })]);
  });

  it('the seller cannot act, nor the merchant pause or restart, on the merchant’s turn', () => {
    expectRefused(countered(), reneg(seller, 'accept'), END + 2 * HOUR, 'not_your_turn');
    expectRefused(countered(), reneg(seller, 'pause'), END + 2 * HOUR, 'not_your_turn');
    expectRefused(countered(), reneg(A, 'pause'), END + 2 * HOUR, 'not_your_turn');
    expectRefused(countered(), reneg(A, 'decline_and_restart', { schedule: scheduleAfter(END) }), END + 2 * HOUR, 'not_your_turn');
  });

  it('the merchant’s turn lapsing opens the buying chance', () => {
    const step = apply(countered(), tick, END + HOUR + TURN_MS);
    expect(step.state.status).toBe('acpt_late_offer');
    expect(step.events[0]).toMatchObject({ type: 'offer_lapsed', at: END + HOUR + TURN_MS, customerId: 10 });
  });
});

describe('the archived bid after a plain renegotiation', () => {
  it('lapses 48 hours after the end, after which the merchant hears it expired', () => {
    const chance = apply(endedBelowTarget(), tick, END + TURN_MS).state;
    const step = apply(chance, tick, END + BINDING_MS);
    expect(step.events).toEqual([expect.objectContaining({ type: 'archived_bid_deleted', at: END + BINDING_MS, customerId: 10, amount: 15_000 })]);
    expect(step.state.archived).toBeNull();
    expectRefused(step.state, reneg(A, 'accept'), END + BINDING_MS + 1, 'archived_bid_expired');
    expectRefused(step.state, reneg(B, 'accept'), END + BINDING_MS + 1, 'not_seller');
  });
});
