/** The seller's and operator's control over rounds: publish, stop offer collection, resubmit with a lower price. */
import { describe, expect, it } from 'vitest';
import { initialState } from './decide.ts';
import { TURN_MS } from './rules.ts';
import {
  A,
  agent,
  apply,
  B,
  bid,
  buyingChance,
  buyNow,
  END,
  endedBelowTarget,
  eventsOf,
  expectRefused,
  HOUR,
  lateOffer,
  operator,
  reneg,
  run,
  running,
  scheduleAfter,
  seller,
  SELLER_ID,
  T0,
  tick,
} from './test-fixtures.ts';
import type { AuctionState, Command } from './types.ts';

const underReview = (): AuctionState =>
  initialState({ auctionId: 7, productId: 3, sellerId: SELLER_ID, status: 'under_review', startPrice: 10_000, minimumPrice: 20_000, buyNowPrice: null });
const stop = (actor = seller): Command => ({ type: 'stop', actor });
const resubmit = (at: number, minimumPrice?: number, actor = seller): Command => ({ type: 'resubmit', actor, schedule: scheduleAfter(at), ...(minimumPrice === undefined ? {} : { minimumPrice }) });
const opened = (): AuctionState =>
  run(running(), [
    [bid(A, 10_000), T0 + 1],
    [agent(A, 15_000), T0 + 2],
  ]);
const stopped = (): AuctionState => apply(opened(), stop(), T0 + 3).state;

describe('publish', () => {
  it('the operator publishes a reviewed ad with its schedule', () => {
    const step = apply(underReview(), { type: 'publish', actor: operator, schedule: { startsAt: T0, endingAt: END } }, T0 - HOUR);
    expect(step.state).toMatchObject({ status: 'published', startsAt: T0, endingAt: END, scheduledEndAt: END, round: 1 });
    expect(step.events).toEqual([{ type: 'status_changed', seq: 1, at: T0 - HOUR, status: 'published' }]);
  });

  it('an overdue start begins the auction at once', () => {
    const step = apply(underReview(), { type: 'publish', actor: operator, schedule: { startsAt: T0, endingAt: END } }, T0 + 1);
    expect(step.state.status).toBe('running');
  });

  it('only an operator, and only from under review', () => {
    const schedule = { startsAt: T0, endingAt: END };
    expectRefused(underReview(), { type: 'publish', actor: seller, schedule }, T0 - HOUR, 'not_operator');
    expectRefused(underReview(), { type: 'publish', actor: A, schedule }, T0 - HOUR, 'not_operator');
    for (const state of [running({ status: 'published' }), running(), running({ status: 'editing' }), stopped()]) {
      expectRefused(state, { type: 'publish', actor: operator, schedule }, T0 - HOUR, 'wrong_status');
    }
  });
});

describe('stop', () => {
  it('stops a running auction: the bids lapse and nobody can bid', () => {
    const state = stopped();
    expect(state.status).toBe('inactive');
    expect(state.maxima).toEqual([]);
    expectRefused(state, bid(B, 11_000), T0 + 4, 'offer_unavailable');
    expectRefused(state, buyNow(B), T0 + 4, 'offer_unavailable');
    expect(apply(state, tick, END + TURN_MS).events).toEqual([]);
  });

  it('lets a pending late offer lapse', () => {
    const pending = apply(buyingChance(), lateOffer(B, 16_000), END + 25 * HOUR).state;
    const step = apply(pending, stop(), END + 26 * HOUR);
    expect(step.state.lateOffer).toBeNull();
    expect(eventsOf(step.events, 'offer_lapsed')).toEqual([expect.objectContaining({ customerId: 11, amount: 16_000 })]);
  });

  it('lets a renegotiation offer lapse and deletes the archived bid', () => {
    const step = apply(endedBelowTarget(), stop(), END + HOUR);
    expect(step.state).toMatchObject({ status: 'inactive', negotiation: null, archived: null, expiredArchiveOf: 10 });
    expect(step.events.map((event) => event.type)).toEqual(['offer_lapsed', 'archived_bid_deleted', 'status_changed']);
    expectRefused(step.state, reneg(A, 'accept'), END + 2 * HOUR, 'archived_bid_expired');
  });

  it('the operator may stop too; merchants may not', () => {
    expect(apply(opened(), stop(operator), T0 + 3).state.status).toBe('inactive');
    expectRefused(opened(), stop(A), T0 + 3, 'not_seller');
  });

  it('cannot stop what is sold, failed, inactive or not yet reviewed', () => {
    const sold = apply(opened(), buyNow(B), T0 + 3).state;
    const failed = apply(endedBelowTarget(), reneg(seller, 'decline'), END + 1).state;
    for (const state of [sold, failed, stopped(), underReview()]) expectRefused(state, stop(), T0 + 4, 'wrong_status');
  });
});

describe('resubmit', () => {
  it('accepts a reduction of exactly 5 %', () => {
    const state = apply(stopped(), resubmit(T0 + 4, 19_000), T0 + 4).state;
    expect(state.minimumPrice).toBe(19_000);
    expect(state.status).toBe('published');
  });

  it('refuses a reduction below 5 %', () => {
    expectRefused(stopped(), resubmit(T0 + 4, 19_020), T0 + 4, 'price_reduction_too_small', { maxMinimumPrice: 19_000 }); // 4.9 %
    expectRefused(stopped(), resubmit(T0 + 4, 19_001), T0 + 4, 'price_reduction_too_small', { maxMinimumPrice: 19_000 });
    expectRefused(stopped(), resubmit(T0 + 4, 20_000), T0 + 4, 'price_reduction_too_small');
    expectRefused(stopped(), resubmit(T0 + 4, 25_000), T0 + 4, 'price_reduction_too_small');
    expectRefused(stopped(), resubmit(T0 + 4, 0), T0 + 4, 'price_reduction_too_small');
  });

  it('rounds the 5 % ceiling down to whole euros', () => {
    const odd = apply(running({ minimumPrice: 20_001 }), stop(), T0 + 1).state; // 95 % = 19,000.95
    expect(apply(odd, resubmit(T0 + 2, 19_000), T0 + 2).state.minimumPrice).toBe(19_000);
    expectRefused(odd, resubmit(T0 + 2, 19_001), T0 + 2, 'price_reduction_too_small', { maxMinimumPrice: 19_000 });
  });

  it('keeps the minimum price when none is given, and lowers the start price to a new minimum below it', () => {
    expect(apply(stopped(), resubmit(T0 + 4), T0 + 4).state).toMatchObject({ minimumPrice: 20_000, startPrice: 10_000 });
    expect(apply(stopped(), resubmit(T0 + 4, 9_000), T0 + 4).state).toMatchObject({ minimumPrice: 9_000, startPrice: 9_000 });
  });

  it('starts a new round without the old bids, agents and declines', () => {
    const declined = run(buyingChance(), [
      [lateOffer(B, 16_000), END + 25 * HOUR],
      [reneg(seller, 'decline'), END + 26 * HOUR],
    ]);
    for (const state of [stopped(), declined]) {
      const step = apply(state, resubmit(END + 27 * HOUR, 15_000), END + 27 * HOUR);
      expect(step.state).toMatchObject({ round: 2, status: 'published', highest: null, bidCount: 0, maxima: [], declined: [], lateOffer: null, negotiation: null, sale: null });
      expect(step.events[0]).toMatchObject({ type: 'round_started', round: 2 });
      const live = apply(step.state, tick, scheduleAfter(END + 27 * HOUR).startsAt).state;
      expect(apply(live, bid(A, 10_000), live.startsAt ?? 0).state.highest).toMatchObject({ customerId: 10, amount: 10_000 });
    }
  });

  it('is possible from the buying chance, a declined late offer and a failed auction', () => {
    const failed = apply(endedBelowTarget(), reneg(seller, 'decline'), END + 1).state;
    const declined = run(buyingChance(), [
      [lateOffer(B, 16_000), END + 25 * HOUR],
      [reneg(seller, 'decline'), END + 26 * HOUR],
    ]);
    for (const state of [buyingChance(), declined, failed]) expect(apply(state, resubmit(END + 27 * HOUR), END + 27 * HOUR).state.round).toBe(2);
  });

  it('only the seller, and only once offer collection is over', () => {
    expectRefused(stopped(), resubmit(T0 + 4, 19_000, A), T0 + 4, 'not_seller');
    expectRefused(stopped(), resubmit(T0 + 4, 19_000, operator), T0 + 4, 'not_seller');
    const pending = apply(buyingChance(), lateOffer(B, 16_000), END + 25 * HOUR).state;
    const sold = apply(opened(), buyNow(B), T0 + 3).state;
    for (const [state, at] of [[opened(), T0 + 3], [running({ status: 'published' }), T0 - 1], [endedBelowTarget(), END + 1], [pending, END + 26 * HOUR], [sold, T0 + 4]] as const) {
      expectRefused(state, resubmit(at, 19_000), at, 'wrong_status');
    }
  });
});
