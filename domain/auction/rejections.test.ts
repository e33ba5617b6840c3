/** Every rejection code is reachable through decide(), and a refused command changes nothing. */
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
  C,
  END,
  endedBelowTarget,
  expectRefused,
  HOUR,
  lateOffer,
  operator,
  reneg,
  removeAgent,
  run,
  running,
  scheduleAfter,
  seller,
  SELLER_ID,
  T0,
  tick,
} from './test-fixtures.ts';
import type { AuctionState, Command, RejectionCode } from './types.ts';

const opened = apply(running(), bid(A, 10_000), T0 + 1).state;
const published = running({ status: 'published', startsAt: T0 + HOUR });
const underReview = initialState({ auctionId: 7, productId: 3, sellerId: SELLER_ID, status: 'under_review', startPrice: 10_000, minimumPrice: 20_000, buyNowPrice: null });
const sold = apply(opened, buyNow(B), T0 + 2).state;
const renegotiating = endedBelowTarget();
const countered = apply(renegotiating, reneg(seller, 'counter', { amount: 18_000 }), END + 1).state;
const chance = buyingChance();
const pending = apply(chance, lateOffer(B, 16_000), END + 25 * HOUR).state;
const inactive = apply(opened, { type: 'stop', actor: seller }, T0 + 2).state;
/** A's archived bid lapsed after the follow-up round's renegotiation ran out. */
const expired = (() => {
  const restart = scheduleAfter(END);
  const follow = run(renegotiating, [[reneg(seller, 'decline_and_restart', { schedule: restart }), END + 1]]);
  return run(follow, [[tick, restart.endingAt + TURN_MS]]);
})();

const cases: [RejectionCode, AuctionState, Command, number][] = [
  ['bid_too_low', opened, bid(B, 10_249), T0 + 2],
  ['bid_too_high', opened, bid(B, 30_000), T0 + 2],
  ['no_bid_possible', renegotiating, bid(B, 16_000), END + 1],
  ['auction_not_started', published, bid(A, 10_000), T0],
  ['offer_unavailable', sold, bid(C, 31_000), T0 + 3],
  ['archived_bid_expired', expired, reneg(A, 'accept'), END + 3 * 24 * HOUR],
  ['already_highest_bidder', opened, bid(A, 10_250), T0 + 2],
  ['agent_needs_start_bid', running(), agent(A, 15_000), T0 + 1],
  ['agent_limit_too_low', opened, agent(B, 10_249), T0 + 2],
  ['no_agent', opened, removeAgent(A), T0 + 2],
  ['late_offer_too_low', chance, lateOffer(B, 15_499), END + 25 * HOUR],
  ['late_offer_pending', pending, lateOffer(B, 17_000), END + 26 * HOUR],
  ['not_your_turn', renegotiating, reneg(A, 'accept'), END + 1],
  ['counter_offer_invalid', renegotiating, reneg(seller, 'counter', { amount: 15_000 }), END + 1],
  ['price_reduction_too_small', inactive, { type: 'resubmit', actor: seller, minimumPrice: 19_001, schedule: scheduleAfter(T0) }, T0 + 3],
  ['wrong_status', opened, { type: 'resubmit', actor: seller, schedule: scheduleAfter(T0) }, T0 + 2],
  ['merchant_not_accepted', opened, bid({ customerId: 20, merchant: 'in_review', emailVerified: true, termsAccepted: true }, 10_250), T0 + 2],
  ['merchant_blocked', opened, bid({ customerId: 21, merchant: 'blocked', emailVerified: true, termsAccepted: true }, 10_250), T0 + 2],
  ['email_not_verified', opened, bid({ ...B, emailVerified: false }, 10_250), T0 + 2],
  ['terms_not_accepted', opened, bid({ ...B, termsAccepted: false }, 10_250), T0 + 2],
  ['own_auction', opened, bid(seller, 10_250), T0 + 2],
  ['not_seller', countered, reneg(C, 'accept'), END + 2],
  ['not_operator', underReview, { type: 'publish', actor: seller, schedule: scheduleAfter(T0) }, T0],
  ['auction_paused', apply(opened, { type: 'operator_pause', actor: operator, reason: 'Check' }, T0 + 2).state, bid(B, 10_250), T0 + 3],
];

describe('rejections', () => {
  it('covers every rejection code', () => {
    const all: Record<RejectionCode, true> = {
      bid_too_low: true, bid_too_high: true, no_bid_possible: true, offer_unavailable: true, archived_bid_expired: true,
      already_highest_bidder: true, agent_needs_start_bid: true, agent_limit_too_low: true, no_agent: true,
      late_offer_too_low: true, late_offer_pending: true, not_your_turn: true, counter_offer_invalid: true,
      price_reduction_too_small: true, wrong_status: true, merchant_not_accepted: true, merchant_blocked: true,
      own_auction: true, not_seller: true, not_operator: true, email_not_verified: true, terms_not_accepted: true,
      auction_paused: true, auction_not_started: true,
    };
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(Object.keys(all)));
  });

  it.each(cases)('%s: refused, the input state untouched', (code, state, command, now) => {
    expectRefused(state, command, now, code);
  });

  it('refuses without applying the transitions that fell due (the caller ticks for those)', () => {
    // The bid arrives at the end: the round ends first, so it is refused, and the refusal keeps the round open.
    expectRefused(opened, bid(B, 10_250), END, 'no_bid_possible');
    expect(apply(opened, tick, END).state.status).toBe('renegotiation');
  });

  it('answers unaccepted roles before anything else, in every status', () => {
    for (const state of [opened, published, sold, chance, pending, renegotiating]) {
      expectRefused(state, bid(seller, 50_000), END + 25 * HOUR, 'own_auction');
      expectRefused(state, lateOffer({ customerId: 22, merchant: 'rejected', emailVerified: true, termsAccepted: true }, 50_000), END + 25 * HOUR, 'merchant_not_accepted');
      expectRefused(state, agent({ customerId: 22, merchant: 'none', emailVerified: true, termsAccepted: true }, 50_000), END + 25 * HOUR, 'merchant_not_accepted');
      expectRefused(state, buyNow({ customerId: 23, merchant: 'blocked', emailVerified: true, termsAccepted: true }), END + 25 * HOUR, 'merchant_blocked');
    }
  });

  it('refuses seller and operator commands from the wrong role or status', () => {
    expectRefused(opened, { type: 'stop', actor: A }, T0 + 2, 'not_seller');
    expectRefused(sold, { type: 'stop', actor: seller }, T0 + 3, 'wrong_status');
    expectRefused(inactive, { type: 'resubmit', actor: A, schedule: scheduleAfter(T0) }, T0 + 3, 'not_seller');
    expectRefused(opened, { type: 'publish', actor: operator, schedule: scheduleAfter(T0) }, T0 + 2, 'wrong_status');
    expectRefused(opened, reneg(seller, 'accept'), T0 + 2, 'wrong_status');
  });
});
