/** Decline and restart: the failed round's best bid stays binding (archived) through the follow-up round and its renegotiation. */
import { describe, expect, it } from 'vitest';
import { TURN_MS } from './rules.ts';
import { A, apply, B, bid, buyingChance, END, endedBelowTarget, eventsOf, expectRefused, HOUR, reneg, run, scheduleAfter, seller, tick } from './test-fixtures.ts';
import type { AuctionState } from './types.ts';

const ROUND2 = scheduleAfter(END);
const restarted = (): AuctionState => apply(endedBelowTarget(), reneg(seller, 'decline_and_restart', { schedule: ROUND2 }), END + 1).state;
/** Round 2 running, with `amount` bid by B (or no bid), then ended. */
const followUpEnded = (amount: number | null): AuctionState => {
  const live = apply(restarted(), tick, ROUND2.startsAt).state;
  const withBid = amount === null ? live : apply(live, bid(B, amount), ROUND2.startsAt + 1).state;
  return apply(withBid, tick, ROUND2.endingAt).state;
};

describe('decline and restart', () => {
  it('needs the new round’s schedule', () => {
    expectRefused(endedBelowTarget(), reneg(seller, 'decline_and_restart'), END + 1, 'wrong_status');
  });

  it('starts a fresh round and keeps the best bid archived', () => {
    const step = apply(endedBelowTarget(), reneg(seller, 'decline_and_restart', { schedule: ROUND2 }), END + 1);
    expect(step.events).toEqual([
      expect.objectContaining({ type: 'round_started', round: 2, startsAt: ROUND2.startsAt, endingAt: ROUND2.endingAt }),
      expect.objectContaining({ type: 'status_changed', status: 'published' }),
    ]);
    expect(step.state).toMatchObject({
      round: 2,
      status: 'published',
      highest: null,
      bidCount: 0,
      maxima: [],
      negotiation: null,
      declined: [],
      startsAt: ROUND2.startsAt,
      endingAt: ROUND2.endingAt,
      scheduledEndAt: ROUND2.endingAt,
      minimumPrice: 20_000,
      archived: { customerId: 10, amount: 15_000, round: 1 },
    });
    expect(apply(step.state, tick, ROUND2.startsAt).state.status).toBe('running');
  });

  it('starts the new round from the start price again, and the archived bidder may bid too', () => {
    const live = apply(restarted(), tick, ROUND2.startsAt).state;
    expectRefused(live, bid(B, 9_999), ROUND2.startsAt + 1, 'bid_too_low', { minNextBid: 10_000 });
    expect(apply(live, bid(A, 10_000), ROUND2.startsAt + 1).state.highest).toMatchObject({ customerId: 10, amount: 10_000 });
  });

  it('does not lapse the archive 48 hours after the first round’s end while the follow-up runs', () => {
    const late = scheduleAfter(END + 40 * HOUR);
    const state = run(endedBelowTarget(), [
      [reneg(seller, 'decline_and_restart', { schedule: late }), END + 1],
      [tick, END + 50 * HOUR],
    ]);
    expect(state.status).toBe('running');
    expect(state.archived).toEqual({ customerId: 10, amount: 15_000, round: 1 });
  });
});

describe('the follow-up round’s end', () => {
  it('renegotiates with the archived bidder when their bid beats the new round', () => {
    const state = followUpEnded(12_000);
    expect(state.status).toBe('renegotiation');
    expect(state.negotiation).toEqual({ customerId: 10, offer: 15_000, counter: null, turn: 'seller', deadline: ROUND2.endingAt + TURN_MS, paused: false, fromArchive: true });
    expect(state.archived).toEqual({ customerId: 10, amount: 15_000, round: 1 });
    expect(apply(state, reneg(seller, 'accept'), ROUND2.endingAt + 1).state.sale).toMatchObject({ customerId: 10, amount: 15_000, via: 'renegotiation' });
  });

  it('renegotiates with the archived bidder when nobody bid in the follow-up', () => {
    expect(followUpEnded(null).negotiation).toMatchObject({ customerId: 10, offer: 15_000, fromArchive: true });
  });

  it('renegotiates with the new round’s leader when their bid is better, archiving it instead', () => {
    const state = followUpEnded(16_000);
    expect(state.negotiation).toMatchObject({ customerId: 11, offer: 16_000, fromArchive: false });
    expect(state.archived).toEqual({ customerId: 11, amount: 16_000, round: 2 });
  });

  it('keeps the archived bid on an equal new bid (equal amounts go to the earlier bid)', () => {
    expect(followUpEnded(15_000).negotiation).toMatchObject({ customerId: 10, fromArchive: true });
  });

  it('sells to the new round’s leader at the target', () => {
    const state = followUpEnded(20_000);
    expect(state.sale).toMatchObject({ customerId: 11, amount: 20_000, via: 'auction' });
    expect(state.archived).toBeNull();
  });

  it('sells to the archived bidder when a resubmission lowered the target to their bid', () => {
    const next = scheduleAfter(END + 25 * HOUR);
    const state = run(buyingChance(), [
      [{ type: 'resubmit', actor: seller, minimumPrice: 15_000, schedule: next }, END + 25 * HOUR],
      [tick, next.endingAt + HOUR],
    ]);
    expect(state.round).toBe(2);
    expect(state.sale).toEqual({ customerId: 10, amount: 15_000, via: 'auction', at: next.endingAt });
  });

  it('has no archived bid to fall back on once its binding lapsed before the resubmission', () => {
    const next = scheduleAfter(END + 49 * HOUR);
    const state = run(buyingChance(), [
      [{ type: 'resubmit', actor: seller, minimumPrice: 15_000, schedule: next }, END + 49 * HOUR],
      [tick, next.endingAt],
    ]);
    expect(state.status).toBe('acpt_late_offer');
    expect(state.sale).toBeNull();
  });
});

describe('after the follow-up round’s renegotiation', () => {
  it('deletes the archived bid when the renegotiation lapses, and the merchant then hears it expired', () => {
    const state = followUpEnded(12_000);
    const deadline = ROUND2.endingAt + TURN_MS;
    const step = apply(state, tick, deadline);
    expect(step.state.status).toBe('acpt_late_offer');
    expect(step.state.archived).toBeNull();
    expect(step.state.expiredArchiveOf).toBe(10);
    expect(eventsOf(step.events, 'archived_bid_deleted')).toEqual([expect.objectContaining({ at: deadline, customerId: 10, amount: 15_000 })]);
    expectRefused(step.state, reneg(A, 'accept'), deadline + 1, 'archived_bid_expired');
    expectRefused(step.state, reneg(A, 'counter', { amount: 16_000 }), deadline + 1, 'archived_bid_expired');
    expectRefused(step.state, reneg(seller, 'accept'), deadline + 1, 'wrong_status');
  });

  it('deletes it when the seller declines it, ending the auction', () => {
    const state = apply(followUpEnded(12_000), reneg(seller, 'decline'), ROUND2.endingAt + 1).state;
    expect(state.status).toBe('failed_na');
    expect(state.archived).toBeNull();
  });

  it('a sale to the new round’s leader leaves nothing archived', () => {
    const state = run(followUpEnded(16_000), [[reneg(seller, 'accept'), ROUND2.endingAt + 1]]);
    expect(state.sale).toMatchObject({ customerId: 11, amount: 16_000 });
    expect(state.archived).toBeNull();
  });

  it('the archive binds the merchant across the round: tick-by-tick it survives until the renegotiation ends', () => {
    let state = restarted();
    for (const at of [ROUND2.startsAt, ROUND2.endingAt - 1, ROUND2.endingAt, ROUND2.endingAt + TURN_MS - 1]) {
      state = apply(state, tick, at).state;
      expect(state.archived).not.toBeNull();
    }
    expect(apply(state, tick, ROUND2.endingAt + TURN_MS).state.archived).toBeNull();
  });
});
