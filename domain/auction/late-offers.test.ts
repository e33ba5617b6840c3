/** The buying chance after a failed round: late offers, their 48-hour binding, and the seller's answer. */
import { describe, expect, it } from 'vitest';
import { BINDING_MS, TURN_MS } from './rules.ts';
import { A, apply, B, bid, buyingChance, C, END, eventsOf, expectRefused, HOUR, lateOffer, reneg, run, running, seller, T0, tick } from './test-fixtures.ts';
import type { AuctionState } from './types.ts';

const AT = END + 25 * HOUR;
/** B's late offer of `amount`, sent at AT. */
const offered = (amount = 16_000): AuctionState => apply(buyingChance(), lateOffer(B, amount), AT).state;

describe('sending a late offer', () => {
  it('must beat the failed round’s highest bid by a step', () => {
    expectRefused(buyingChance(), lateOffer(B, 15_499), AT, 'late_offer_too_low', { minNextBid: 15_500 });
    expect(apply(buyingChance(), lateOffer(B, 15_500), AT).state.status).toBe('recd_late_offer');
  });

  it('must reach the start price when the round had no bids', () => {
    const empty = apply(running(), tick, END).state;
    expectRefused(empty, lateOffer(B, 9_999), END + 1, 'late_offer_too_low', { minNextBid: 10_000 });
    expect(apply(empty, lateOffer(B, 10_000), END + 1).state.lateOffer).toEqual({ customerId: 11, amount: 10_000, expiresAt: END + 1 + BINDING_MS });
  });

  it('below the target, waits for the seller and binds for 48 hours', () => {
    const step = apply(buyingChance(), lateOffer(B, 16_000), AT);
    expect(step.state.status).toBe('recd_late_offer');
    expect(step.state.lateOffer).toEqual({ customerId: 11, amount: 16_000, expiresAt: AT + BINDING_MS });
    expect(step.events.map((event) => event.type)).toEqual(['bid_placed', 'late_offer_received', 'status_changed']);
    expect(step.events[0]).toMatchObject({ customerId: 11, amount: 16_000, kind: 'late_offer' });
    expect(step.events[1]).toMatchObject({ aboveTarget: false });
  });

  it('at or above the target, reserves the vehicle', () => {
    for (const amount of [20_000, 21_000]) {
      const step = apply(buyingChance(), lateOffer(B, amount), AT);
      expect(step.state.status).toBe('anr_offer_above_targetprice');
      expect(eventsOf(step.events, 'late_offer_received')[0]).toMatchObject({ aboveTarget: true });
    }
  });

  it('is possible only in the buying chance', () => {
    expectRefused(running(), lateOffer(B, 16_000), T0 + 1, 'offer_unavailable');
    expectRefused(apply(running(), bid(A, 15_000), T0 + 1).state, lateOffer(B, 16_000), END, 'offer_unavailable');
  });

  it('one at a time: the sender hears it is pending, everyone else that nothing is available', () => {
    expectRefused(offered(), lateOffer(B, 17_000), AT + 1, 'late_offer_pending');
    expectRefused(offered(), lateOffer(C, 17_000), AT + 1, 'offer_unavailable');
    expectRefused(offered(20_000), lateOffer(B, 21_000), AT + 1, 'late_offer_pending');
    expectRefused(offered(20_000), lateOffer(C, 21_000), AT + 1, 'offer_unavailable');
  });

  it('the archived bidder may send one too', () => {
    expect(apply(buyingChance(), lateOffer(A, 15_500), AT).state.lateOffer?.customerId).toBe(10);
  });
});

describe('the seller’s answer', () => {
  it('accepting sells to the sender', () => {
    for (const amount of [16_000, 20_000]) {
      const state = apply(offered(amount), reneg(seller, 'accept'), AT + HOUR).state;
      expect(state.sale).toEqual({ customerId: 11, amount, via: 'late_offer', at: AT + HOUR });
      expect(state.lateOffer).toBeNull();
      expect(state.archived).toBeNull();
    }
  });

  it('declining frees the buying chance for others and records the decline', () => {
    const step = apply(offered(), reneg(seller, 'decline'), AT + HOUR);
    expect(step.state.status).toBe('declined_late_offer');
    expect(step.state.lateOffer).toBeNull();
    expect(step.state.declined).toEqual([11]);
    expect(eventsOf(step.events, 'offer_declined')).toEqual([expect.objectContaining({ customerId: 11, amount: 16_000 })]);
    const next = apply(step.state, lateOffer(C, 16_500), AT + 2 * HOUR).state;
    expect(next.status).toBe('recd_late_offer');
    expect(next.declined).toEqual([11]);
  });

  it('a declined sender may try again, and is no longer counted as declined', () => {
    const declined = apply(offered(), reneg(seller, 'decline'), AT + HOUR).state;
    const again = apply(declined, lateOffer(B, 17_000), AT + 2 * HOUR).state;
    expect(again.declined).toEqual([]);
    expect(again.lateOffer?.amount).toBe(17_000);
  });

  it('countering opens a renegotiation with the sender', () => {
    const step = apply(offered(), reneg(seller, 'counter', { amount: 19_000 }), AT + HOUR);
    expect(step.state.status).toBe('renegotiation');
    expect(step.state.lateOffer).toBeNull();
    expect(step.state.negotiation).toEqual({ customerId: 11, offer: 16_000, counter: 19_000, turn: 'dealer', deadline: AT + HOUR + TURN_MS, paused: false, fromArchive: false });
    const sold = apply(step.state, reneg(B, 'accept'), AT + 2 * HOUR).state;
    expect(sold.sale).toMatchObject({ customerId: 11, amount: 19_000, via: 'renegotiation' });
  });

  it('a counter must lie above the offer', () => {
    expectRefused(offered(), reneg(seller, 'counter', { amount: 16_000 }), AT + HOUR, 'counter_offer_invalid');
    expectRefused(offered(), reneg(seller, 'counter'), AT + HOUR, 'counter_offer_invalid');
  });

  it('pausing or restarting is not an answer to a late offer', () => {
    expectRefused(offered(), reneg(seller, 'pause'), AT + HOUR, 'wrong_status');
  });

  it('only the seller answers: the sender waits, others are not the seller', () => {
    expectRefused(offered(), reneg(B, 'accept'), AT + HOUR, 'not_your_turn');
    expectRefused(offered(), reneg(C, 'accept'), AT + HOUR, 'not_seller');
    expectRefused(buyingChance(), reneg(seller, 'accept'), AT, 'wrong_status');
  });
});

describe('the 48-hour binding', () => {
  it('lapses unanswered, dated at its expiry, and reopens the buying chance', () => {
    const state = offered();
    expect(apply(state, tick, AT + BINDING_MS - 1).events).toEqual([]);
    const step = apply(state, tick, AT + BINDING_MS + HOUR);
    expect(step.state.status).toBe('acpt_late_offer');
    expect(step.state.lateOffer).toBeNull();
    expect(step.events[0]).toEqual({ type: 'offer_lapsed', seq: state.seq + 1, at: AT + BINDING_MS, customerId: 11, amount: 16_000 });
    expectRefused(step.state, reneg(seller, 'accept'), AT + BINDING_MS + HOUR, 'wrong_status');
  });

  it('a reservation above the target lapses the same way', () => {
    expect(apply(offered(21_000), tick, AT + BINDING_MS).state.status).toBe('acpt_late_offer');
  });

  it('the seller may still accept one millisecond before it lapses', () => {
    const state = run(offered(), [[reneg(seller, 'accept'), AT + BINDING_MS - 1]]);
    expect(state.status).toBe('sold');
  });
});
