/** The operator's pause, resumption and cancellation of an open auction. */
import { describe, expect, it } from 'vitest';
import { nextWake } from './advance.ts';
import { isInEndWindow } from './schedule.ts';
import { A, agent, apply, B, bid, buyNow, END, eventsOf, expectRefused, HOUR, MINUTE, operator, removeAgent, run, running, seller, T0, tick } from './test-fixtures.ts';
import type { AuctionState, Command } from './types.ts';

const pause = (reason = 'Check the VIN'): Command => ({ type: 'operator_pause', actor: operator, reason });
const resume: Command = { type: 'operator_resume', actor: operator };
const cancel = (reason = 'Vehicle withdrawn'): Command => ({ type: 'operator_cancel', actor: operator, reason });

/** Monday 23 Nov 2026, 15:30 Berlin (CET, UTC+1): inside the weekday 14:00-17:00 end window. */
const IN_WINDOW_END = Date.UTC(2026, 10, 23, 14, 30);
/** 16:50 Berlin the same day: 20 minutes of pause push it past 17:00. */
const LATE_END = Date.UTC(2026, 10, 23, 15, 50);

const opened = (overrides: Partial<AuctionState> = {}) => apply(running(overrides), bid(A, 10_000), T0 + 1).state;

describe('operator pause', () => {
  it('records the pause with its reason and refuses every bidder command with auction_paused', () => {
    const step = apply(opened(), pause(), T0 + 2);
    expect(step.state.operatorPause).toEqual({ since: T0 + 2, reason: 'Check the VIN' });
    expect(step.events).toEqual([{ type: 'operator_paused', seq: step.state.seq, at: T0 + 2, reason: 'Check the VIN' }]);
    for (const command of [bid(B, 10_250), agent(B, 15_000), buyNow(B), removeAgent(A), agent(A, 12_000)]) expectRefused(step.state, command, T0 + 3, 'auction_paused');
  });

  it('keeps the end from firing and sets no wake-up while paused', () => {
    const paused = apply(opened(), pause(), T0 + 2).state;
    expect(nextWake(paused)).toBeNull();
    const later = apply(paused, tick, END + HOUR);
    expect(later.events).toEqual([]);
    expect(later.state.status).toBe('running');
  });

  it('is refused to anyone but an operator, twice, and outside an open auction', () => {
    expectRefused(opened(), { type: 'operator_pause', actor: seller, reason: 'x' }, T0 + 2, 'not_operator');
    expectRefused(opened(), { type: 'operator_pause', actor: B, reason: 'x' }, T0 + 2, 'not_operator');
    expectRefused(apply(opened(), pause(), T0 + 2).state, pause(), T0 + 3, 'wrong_status');
    const sold = apply(opened(), buyNow(B), T0 + 2).state;
    expectRefused(sold, pause(), T0 + 3, 'wrong_status');
    // Ended below the target: the round is over (renegotiation), nothing left to pause.
    expectRefused(opened(), pause(), END, 'wrong_status');
  });

  it('ends when the seller stops the paused auction', () => {
    const stopped = run(opened(), [
      [pause(), T0 + 2],
      [{ type: 'stop', actor: seller }, T0 + 3],
    ]);
    expect(stopped.status).toBe('inactive');
    expect(stopped.operatorPause).toBeNull();
    expectRefused(stopped, resume, T0 + 4, 'wrong_status');
  });
});

describe('operator resume', () => {
  it('moves the end by the paused time when it stays in the end window, and bidding goes on', () => {
    const state = opened({ endingAt: IN_WINDOW_END, scheduledEndAt: IN_WINDOW_END });
    const paused = apply(state, pause(), T0 + MINUTE).state;
    const resumed = apply(paused, resume, T0 + 11 * MINUTE);
    expect(resumed.state.operatorPause).toBeNull();
    expect(resumed.state.endingAt).toBe(IN_WINDOW_END + 10 * MINUTE);
    expect(resumed.state.scheduledEndAt).toBe(IN_WINDOW_END + 10 * MINUTE);
    // The paused time is no bidding time: the round's 24 hours count from a start moved by it.
    expect(resumed.state.startsAt).toBe(T0 + 10 * MINUTE);
    expect(eventsOf(resumed.events, 'operator_resumed')).toEqual([{ type: 'operator_resumed', seq: resumed.state.seq, at: T0 + 11 * MINUTE, pausedMs: 10 * MINUTE, endingAt: IN_WINDOW_END + 10 * MINUTE }]);
    expect(apply(resumed.state, bid(B, 10_250), T0 + 12 * MINUTE).state.highest).toMatchObject({ customerId: B.customerId, amount: 10_250 });
    // The old end passes without effect; the moved one ends the round.
    expect(apply(resumed.state, tick, IN_WINDOW_END + MINUTE).state.status).toBe('running');
    expect(apply(resumed.state, tick, IN_WINDOW_END + 6 * MINUTE).state.status).toBe('hotbidding');
    expect(apply(resumed.state, tick, IN_WINDOW_END + 10 * MINUTE).state.status).toBe('renegotiation');
  });

  it('moves an end pushed past 17:00 Berlin to the auction’s slot on the next weekday, and reopens with 24 hours of bidding in all', () => {
    const state = opened({ endingAt: LATE_END + 10_000, scheduledEndAt: LATE_END });
    const pausedAt = LATE_END - 2 * MINUTE;
    const paused = apply(state, pause(), pausedAt).state;
    const resumed = apply(paused, resume, LATE_END + 18 * MINUTE).state;
    const scheduled = resumed.scheduledEndAt ?? 0;
    expect(isInEndWindow(scheduled)).toBe(true);
    // Auction 7's slot is 14:21 Berlin (14:00 + 7 x 3 min); Tuesday 24 Nov 2026, 13:21 UTC.
    expect(scheduled).toBe(Date.UTC(2026, 10, 24, 13, 21));
    // The extension already granted stays on top of the moved end.
    expect(resumed.endingAt).toBe(scheduled + 10_000);
    // It had bid from T0 to the pause; bidding reopens when just the rest of its 24 hours is left before the end.
    const reopensAt = scheduled - (24 * HOUR - (pausedAt - T0));
    expect(resumed.operatorPause?.until).toBe(reopensAt);
    expect(nextWake(resumed)).toBe(reopensAt);
    expectRefused(resumed, bid(B, 10_250), reopensAt - 1, 'auction_paused');
    const reopened = apply(resumed, tick, reopensAt + 30_000);
    expect(reopened.state.operatorPause).toBeNull();
    expect(eventsOf(reopened.events, 'operator_resumed')).toEqual([
      { type: 'operator_resumed', seq: paused.seq + 1, at: reopensAt, pausedMs: reopensAt - pausedAt, endingAt: scheduled + 10_000 },
    ]);
    // Paused in the hotbid phase, the auction runs normally again until its new last five minutes.
    expect(paused.status).toBe('hotbidding');
    expect(reopened.state.status).toBe('running');
    expect((reopened.state.scheduledEndAt ?? 0) - (reopened.state.startsAt ?? 0)).toBe(24 * HOUR);
    expect(apply(reopened.state, bid(B, 10_250), reopensAt + MINUTE).state.highest).toMatchObject({ customerId: B.customerId });
  });

  it('reopens a round paused in its last minute with the minutes it had left, and then ends it after the reopening', () => {
    // Monday 16:59 Berlin; bidding since Sunday 17:01 Berlin, so 3 minutes of its 24 hours are left at the pause.
    const end = Date.UTC(2026, 10, 23, 15, 59);
    const state = opened({ startsAt: end - 24 * HOUR + 2 * MINUTE, endingAt: end, scheduledEndAt: end });
    const paused = apply(state, pause(), end - MINUTE).state;
    expect(paused.status).toBe('hotbidding');
    const resumed = apply(paused, resume, end + 20 * MINUTE).state;
    // The end goes on to auction 7's Tuesday slot (14:21 Berlin); bidding reopens 3 minutes before it.
    expect(resumed.scheduledEndAt).toBe(Date.UTC(2026, 10, 24, 13, 21));
    const until = resumed.operatorPause?.until ?? 0;
    expect(until).toBe(Date.UTC(2026, 10, 24, 13, 18));
    const reopened = apply(resumed, tick, until + 10_000);
    expect(reopened.state.status).toBe('hotbidding');
    expect(eventsOf(reopened.events, 'operator_resumed').map((event) => event.at)).toEqual([until]);
    const ended = apply(reopened.state, tick, (reopened.state.endingAt ?? 0) + 1);
    expect(ended.events.every((event) => event.at >= until)).toBe(true);
    expect(ended.state.status).not.toBe('hotbidding');
  });

  it('moves the start of a round that had not begun', () => {
    const published = running({ status: 'published', startsAt: T0 + HOUR, endingAt: IN_WINDOW_END, scheduledEndAt: IN_WINDOW_END });
    const resumed = run(published, [
      [pause(), T0],
      [resume, T0 + 30 * MINUTE],
    ]);
    expect(resumed.startsAt).toBe(T0 + HOUR + 30 * MINUTE);
    expect(resumed.endingAt).toBe(IN_WINDOW_END + 30 * MINUTE);
    expect(resumed.status).toBe('published');
  });

  it('is refused to non-operators and when nothing is paused', () => {
    const paused = apply(opened(), pause(), T0 + 2).state;
    expectRefused(paused, { type: 'operator_resume', actor: seller }, T0 + 3, 'not_operator');
    expectRefused(paused, { type: 'operator_resume', actor: A }, T0 + 3, 'not_operator');
    expectRefused(opened(), resume, T0 + 3, 'wrong_status');
  });
});

describe('operator cancel', () => {
  it('ends a running auction without sale: agents removed, the standing bid lapses, status inactive', () => {
    const withAgent = apply(opened(), agent(B, 15_000), T0 + 2).state;
    const step = apply(withAgent, cancel(), T0 + 3);
    expect(step.state).toMatchObject({ status: 'inactive', sale: null, maxima: [], operatorPause: null });
    expect(step.events.map((event) => event.type)).toEqual(['operator_canceled', 'offer_lapsed', 'status_changed']);
    expect(eventsOf(step.events, 'operator_canceled')[0]?.reason).toBe('Vehicle withdrawn');
    expectRefused(step.state, bid(A, 20_000), T0 + 4, 'offer_unavailable');
    // Its end passes without a sale or a renegotiation.
    const after = apply(step.state, tick, END + HOUR);
    expect(after.state.status).toBe('inactive');
    expect(eventsOf(after.events, 'sold')).toEqual([]);
  });

  it('cancels a paused auction and ends the pause', () => {
    const canceled = run(opened(), [
      [pause(), T0 + 2],
      [cancel(), T0 + 3],
    ]);
    expect(canceled.status).toBe('inactive');
    expect(canceled.operatorPause).toBeNull();
  });

  it('is refused to non-operators, twice and after the round ended', () => {
    expectRefused(opened(), { type: 'operator_cancel', actor: seller, reason: 'x' }, T0 + 2, 'not_operator');
    expectRefused(opened(), { type: 'operator_cancel', actor: B, reason: 'x' }, T0 + 2, 'not_operator');
    expectRefused(apply(opened(), cancel(), T0 + 2).state, cancel(), T0 + 3, 'wrong_status');
    expectRefused(apply(opened(), buyNow(B), T0 + 2).state, cancel(), T0 + 3, 'wrong_status');
  });
});
