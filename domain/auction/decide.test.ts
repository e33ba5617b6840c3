/** The auction reducer's core paths: bids and agents, the hotbid extension, the end and its aftermath. */
import { describe, expect, it } from 'vitest';
import { decide, initialState } from './decide.ts';
import { minNextBid } from './increments.ts';
import { HOTBID_PHASE_MS, LATE_THRESHOLD_MS, MAX_EXTENSION_MS, TURN_MS } from './rules.ts';
import type { Actor, AuctionState, Command, Decision } from './types.ts';

const T0 = Date.UTC(2026, 10, 23, 12, 0);
const END = T0 + 20 * 3600_000;
const seller: Actor = { customerId: 1, merchant: 'none', emailVerified: true, termsAccepted: true };
const dealer = (customerId: number): Actor => ({ customerId, merchant: 'accepted', emailVerified: true, termsAccepted: true });
const A = dealer(10);
const B = dealer(11);

function running(overrides: Partial<AuctionState> = {}): AuctionState {
  return initialState({ auctionId: 7, productId: 3, sellerId: 1, status: 'running', startPrice: 10_000, minimumPrice: 20_000, buyNowPrice: 30_000, startsAt: T0, endingAt: END, scheduledEndAt: END, ...overrides });
}

function run(state: AuctionState, steps: [Command, number][]): AuctionState {
  return steps.reduce((current, [command, now]) => {
    const decision = decide(current, command, now);
    if (!decision.ok) throw new Error(`${command.type} refused: ${decision.rejection.code}`);
    return decision.state;
  }, state);
}

const accepted = (decision: Decision): AuctionState => {
  if (!decision.ok) throw new Error(decision.rejection.code);
  return decision.state;
};

describe('bids', () => {
  it('takes the start price as the first minimum and the increment afterwards', () => {
    expect(decide(running(), { type: 'bid', actor: A, amount: 9_900 }, T0 + 1)).toEqual({ ok: false, rejection: { code: 'bid_too_low', details: { minNextBid: 10_000 } } });
    const state = accepted(decide(running(), { type: 'bid', actor: A, amount: 10_000 }, T0 + 1));
    expect(state.highest).toMatchObject({ customerId: 10, amount: 10_000 });
    expect(decide(state, { type: 'bid', actor: B, amount: 10_200 }, T0 + 2)).toMatchObject({ ok: false, rejection: { code: 'bid_too_low', details: { minNextBid: 10_250 } } });
  });

  it('refuses typing errors, the seller, unaccepted and blocked merchants and the leader outbidding themselves', () => {
    const state = accepted(decide(running(), { type: 'bid', actor: A, amount: 10_000 }, T0 + 1));
    const code = (actor: Actor, amount: number) => {
      const decision = decide(state, { type: 'bid', actor, amount }, T0 + 2);
      return decision.ok ? 'ok' : decision.rejection.code;
    };
    expect(code(B, 30_000)).toBe('bid_too_high');
    expect(code(seller, 11_000)).toBe('own_auction');
    expect(code({ customerId: 12, merchant: 'in_review', emailVerified: true, termsAccepted: true }, 11_000)).toBe('merchant_not_accepted');
    expect(code({ customerId: 12, merchant: 'blocked', emailVerified: true, termsAccepted: true }, 11_000)).toBe('merchant_blocked');
    expect(code(A, 11_000)).toBe('already_highest_bidder');
  });

  it('lets an agent answer with the smallest step and keep the lead on equal maxima', () => {
    let state = run(running(), [
      [{ type: 'bid', actor: A, amount: 10_000 }, T0 + 1],
      [{ type: 'set_agent', actor: A, maxAmount: 15_000 }, T0 + 2],
      [{ type: 'bid', actor: B, amount: 12_000 }, T0 + 3],
    ]);
    expect(state.highest).toMatchObject({ customerId: 10, amount: 12_250 });
    const tie = decide(state, { type: 'bid', actor: B, amount: 15_000 }, T0 + 4);
    expect(tie).toMatchObject({ ok: true, outcome: 'overbid' });
    state = accepted(tie);
    expect(state.highest).toMatchObject({ customerId: 10, amount: 15_000 });
    state = accepted(decide(state, { type: 'bid', actor: B, amount: 15_500 }, T0 + 5));
    expect(state.highest).toMatchObject({ customerId: 11, amount: 15_500 });
  });

  it('never raises the price when the leader raises their own limit', () => {
    const state = run(running(), [
      [{ type: 'bid', actor: A, amount: 10_000 }, T0 + 1],
      [{ type: 'set_agent', actor: A, maxAmount: 15_000 }, T0 + 2],
      [{ type: 'set_agent', actor: A, maxAmount: 25_000 }, T0 + 3],
    ]);
    expect(state.highest).toMatchObject({ customerId: 10, amount: 10_000 });
  });

  it('saves an agent only after a start bid exists', () => {
    expect(decide(running(), { type: 'set_agent', actor: A, maxAmount: 15_000 }, T0 + 1)).toMatchObject({ ok: false, rejection: { code: 'agent_needs_start_bid' } });
  });
});

describe('hotbid phase and end', () => {
  it('enters the hotbid phase, extends the end for late bids up to the hard bound, and ends once', () => {
    let state = run(running({ minimumPrice: 100_000 }), [[{ type: 'bid', actor: A, amount: 10_000 }, T0 + 1]]);
    state = accepted(decide(state, { type: 'tick' }, END - HOTBID_PHASE_MS));
    expect(state.status).toBe('hotbidding');
    state = accepted(decide(state, { type: 'bid', actor: B, amount: 10_250 }, END - 10_000));
    expect(state.endingAt).toBe(END - 10_000 + LATE_THRESHOLD_MS);
    let bidder = A;
    let now = END;
    for (let i = 0; i < 100 && state.status === 'hotbidding'; i++) {
      const decision = decide(state, { type: 'bid', actor: bidder, amount: minNextBid(10_000, state.highest?.amount ?? null) }, now);
      if (!decision.ok) break;
      state = decision.state;
      bidder = bidder === A ? B : A;
      now = (state.endingAt ?? now) - 1_000;
    }
    expect(state.endingAt).toBe(END + MAX_EXTENSION_MS);
    const ended = accepted(decide(state, { type: 'tick' }, END + MAX_EXTENSION_MS));
    expect(ended.status).toBe('renegotiation');
    const again = accepted(decide(ended, { type: 'tick' }, END + MAX_EXTENSION_MS + 5));
    expect(again).toEqual(ended);
  });

  it('sells to the highest bidder at or above the target price', () => {
    const state = run(running(), [
      [{ type: 'bid', actor: A, amount: 20_000 }, T0 + 1],
      [{ type: 'tick' }, END + 60_000],
    ]);
    expect(state.status).toBe('sold');
    expect(state.sale).toEqual({ customerId: 10, amount: 20_000, via: 'auction', at: END });
  });

  it('renegotiates below the target: seller counters, dealer accepts', () => {
    const state = run(running(), [
      [{ type: 'bid', actor: A, amount: 15_000 }, T0 + 1],
      [{ type: 'tick' }, END],
      [{ type: 'renegotiate', actor: seller, action: 'counter', amount: 18_000 }, END + 1_000],
      [{ type: 'renegotiate', actor: A, action: 'accept' }, END + 2_000],
    ]);
    expect(state.sale).toMatchObject({ customerId: 10, amount: 18_000, via: 'renegotiation' });
  });

  it('opens the buying chance when a turn lapses and takes late offers', () => {
    let state = run(running(), [
      [{ type: 'bid', actor: A, amount: 15_000 }, T0 + 1],
      [{ type: 'tick' }, END + TURN_MS],
    ]);
    expect(state.status).toBe('acpt_late_offer');
    state = accepted(decide(state, { type: 'late_offer', actor: B, amount: 21_000 }, END + TURN_MS + 1));
    expect(state.status).toBe('anr_offer_above_targetprice');
    state = accepted(decide(state, { type: 'renegotiate', actor: seller, action: 'accept' }, END + TURN_MS + 2));
    expect(state.sale).toMatchObject({ customerId: 11, amount: 21_000, via: 'late_offer' });
  });
});
