/**
 * An auction runs only inside its own time: nothing is bid before the round's start, a live status is never reported
 * before it, and a round is open for at most 24 hours of scheduled bidding (plus the late-bid extension), whatever the
 * row it was imported from or the schedule a command brings says. Examples, then random command sequences and clocks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLive, isOpen } from '../auction-status.ts';
import { decide, initialState } from './decide.ts';
import { minNextBid } from './increments.ts';
import { beforeStart, boundedStart } from './opening.ts';
import { MAX_EXTENSION_MS } from './rules.ts';
import { AUCTION_MAX_DURATION_MS } from './schedule.ts';
import { A, agent, apply, B, bid, buyNow, eventsOf, expectRefused, HOUR, MINUTE, operator, removeAgent, reneg, running, seller, SELLER_ID, T0, tick } from './test-fixtures.ts';
import type { Actor, AuctionEvent, AuctionState, Command, Schedule } from './types.ts';

const DAY = 24 * HOUR;

/** Demo auction 15 as it was seeded on Saturday 28 November, 22:30 UTC: running, start and end still ahead. */
const SEEDED_AT = Date.UTC(2026, 10, 28, 22, 30);
const seededEarly = (): AuctionState =>
  running({ status: 'running', startsAt: Date.UTC(2026, 10, 29, 13, 0), endingAt: Date.UTC(2026, 10, 30, 13, 0), scheduledEndAt: Date.UTC(2026, 10, 30, 13, 0) });

describe('boundedStart', () => {
  it('keeps a start within 24 hours of the end, moves an earlier one to 24 hours before it and a later one to the end', () => {
    expect(boundedStart(T0, T0 + 20 * HOUR)).toBe(T0);
    expect(boundedStart(T0, T0 + 38 * HOUR)).toBe(T0 + 14 * HOUR);
    expect(boundedStart(null, T0 + DAY)).toBe(T0);
    expect(boundedStart(T0 + 2 * DAY, T0 + DAY)).toBe(T0 + DAY);
    expect(boundedStart(T0, null)).toBe(T0);
  });
});

describe('before the start', () => {
  it('refuses bids, agents, their removal and buy-now with auction_not_started, though the row said running', () => {
    const state = seededEarly();
    for (const command of [bid(A, 10_000), agent(A, 20_000), removeAgent(A), buyNow(A)]) expectRefused(state, command, SEEDED_AT, 'auction_not_started');
    expectRefused(running({ status: 'published', startsAt: T0 + HOUR }), bid(A, 10_000), T0, 'auction_not_started');
    expect(beforeStart(state, SEEDED_AT)).toBe(true);
  });

  it('reports the round as published until its start, then running', () => {
    const published = apply(seededEarly(), tick, SEEDED_AT);
    expect(published.state.status).toBe('published');
    expect(eventsOf(published.events, 'status_changed')).toEqual([expect.objectContaining({ status: 'published', at: SEEDED_AT })]);
    const start = Date.UTC(2026, 10, 29, 13, 0);
    expect(apply(published.state, tick, start - 1).state.status).toBe('published');
    const opened = apply(published.state, bid(A, 10_000), start);
    expect(opened.state).toMatchObject({ status: 'running', highest: { customerId: A.customerId, amount: 10_000 } });
    expect(eventsOf(opened.events, 'status_changed')).toEqual([expect.objectContaining({ status: 'running', at: start })]);
  });

  it('keeps an imported bid of a round that has not started, and bids on from the start', () => {
    const state = running({
      startsAt: T0 + HOUR,
      highest: { customerId: A.customerId, amount: 12_000, seq: 0 },
      bidCount: 1,
      maxima: [{ customerId: A.customerId, bid: 12_000, agent: null, amount: 12_000, since: 0 }],
    });
    expectRefused(state, bid(B, 12_250), T0, 'auction_not_started');
    expect(apply(state, bid(B, 12_250), T0 + HOUR).state.highest).toMatchObject({ customerId: B.customerId, amount: 12_250 });
  });
});

describe('at most 24 hours of bidding', () => {
  it('starts an imported round that asks for more at 24 hours before its end', () => {
    const state = running({ status: 'published', startsAt: T0, endingAt: T0 + 38 * HOUR, scheduledEndAt: T0 + 38 * HOUR });
    expect(state.startsAt).toBe(T0 + 14 * HOUR);
    expectRefused(state, bid(A, 10_000), T0 + 14 * HOUR - 1, 'auction_not_started');
    expect(apply(state, bid(A, 10_000), T0 + 14 * HOUR).state.status).toBe('running');
  });

  it('publishes and restarts with at most 24 hours of bidding, whatever the schedule asks', () => {
    const long: Schedule = { startsAt: T0, endingAt: T0 + 38 * HOUR };
    const review = initialState({ auctionId: 7, productId: 3, sellerId: SELLER_ID, status: 'under_review', startPrice: 10_000, minimumPrice: 20_000, buyNowPrice: null });
    expect(apply(review, { type: 'publish', actor: operator, schedule: long }, T0).state).toMatchObject({ status: 'published', startsAt: T0 + 14 * HOUR, scheduledEndAt: T0 + 38 * HOUR });
    const stopped = apply(running(), { type: 'stop', actor: seller }, T0 + 1).state;
    const restarted = apply(stopped, { type: 'resubmit', actor: seller, schedule: long }, T0 + 2);
    expect(restarted.state).toMatchObject({ status: 'published', startsAt: T0 + 14 * HOUR });
    expect(eventsOf(restarted.events, 'round_started')).toEqual([expect.objectContaining({ startsAt: T0 + 14 * HOUR, endingAt: T0 + 38 * HOUR })]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Random command sequences and clocks

const merchant = (index: number): Actor => ({ customerId: 10 + index, merchant: 'accepted', emailVerified: true, termsAccepted: true });

/** A round as a D1 row may describe it: any live-ish status, a start anywhere around the clock, any length. */
const importedArb = fc.record({
  status: fc.constantFrom('published' as const, 'running' as const, 'hotbidding' as const),
  startOffset: fc.integer({ min: -20 * HOUR, max: 10 * HOUR }),
  length: fc.integer({ min: MINUTE, max: 60 * HOUR }),
  withBid: fc.boolean(),
  buyNowPrice: fc.constantFrom(null, 30_000),
});

/** A schedule a command may bring: starting from hours ago to two days ahead, lasting a minute to 60 hours. */
const scheduleArb = fc.record({ lead: fc.integer({ min: -10 * HOUR, max: 48 * HOUR }), length: fc.integer({ min: MINUTE, max: 60 * HOUR }) });

const stepArb = fc.record({
  delay: fc.oneof(
    { weight: 7, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: HOUR }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 8 * HOUR }) },
  ),
  merchant: fc.nat(3),
  offset: fc.integer({ min: -300, max: 3_000 }),
  schedule: scheduleArb,
  kind: fc.oneof(
    { weight: 14, arbitrary: fc.constant('bid' as const) },
    { weight: 3, arbitrary: fc.constant('set_agent' as const) },
    { weight: 1, arbitrary: fc.constant('remove_agent' as const) },
    { weight: 4, arbitrary: fc.constant('tick' as const) },
    { weight: 1, arbitrary: fc.constant('late_offer' as const) },
    { weight: 1, arbitrary: fc.constantFrom('accept' as const, 'decline' as const, 'decline_and_restart' as const) },
    // What ends or freezes a round, rarely, so most sequences bid for a while first.
    { weight: 1, arbitrary: fc.constantFrom('buy_now' as const, 'stop' as const, 'resubmit' as const, 'operator_pause' as const, 'operator_cancel' as const) },
    // An operator's resume, refused unless paused: as often as the pause, so paused rounds come back.
    { weight: 1, arbitrary: fc.constant('operator_resume' as const) },
  ),
});
type StepSpec = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

function importedState(spec: typeof importedArb extends fc.Arbitrary<infer T> ? T : never): AuctionState {
  const startsAt = T0 + spec.startOffset;
  const endingAt = startsAt + spec.length;
  const imported = spec.withBid
    ? { highest: { customerId: merchant(0).customerId, amount: 12_000, seq: 0 }, bidCount: 1, maxima: [{ customerId: merchant(0).customerId, bid: 12_000, agent: null, amount: 12_000, since: 0 }] }
    : {};
  return running({ status: spec.status, startsAt, endingAt, scheduledEndAt: endingAt, buyNowPrice: spec.buyNowPrice, ...imported });
}

function commandOf(state: AuctionState, step: StepSpec, now: number): Command {
  const actor = merchant(step.merchant);
  const amount = Math.max(1, minNextBid(state.startPrice, state.highest?.amount ?? null) + step.offset);
  const schedule = { startsAt: now + step.schedule.lead, endingAt: now + step.schedule.lead + step.schedule.length };
  const sellerSide = { amount: (state.negotiation?.offer ?? amount) + 500, schedule };
  switch (step.kind) {
    case 'bid':
      return bid(actor, amount);
    case 'set_agent':
      return agent(actor, amount + 2 * Math.abs(step.offset));
    case 'remove_agent':
      return removeAgent(actor);
    case 'buy_now':
      return buyNow(actor);
    case 'tick':
      return tick;
    case 'late_offer':
      return { type: 'late_offer', actor, amount };
    case 'accept':
    case 'decline':
    case 'decline_and_restart':
      return reneg(seller, step.kind, sellerSide);
    case 'stop':
      return { type: 'stop', actor: seller };
    case 'resubmit':
      return { type: 'resubmit', actor: seller, schedule };
    case 'operator_pause':
    case 'operator_cancel':
      return { type: step.kind, actor: operator, reason: 'check' };
    case 'operator_resume':
      return { type: 'operator_resume', actor: operator };
  }
}

/** The current round as the events have shown it: when it starts and ends, and when it opened for bidding. */
interface Round {
  startsAt: number | null;
  scheduledEndAt: number | null;
  openedAt: number | null;
}

/** Plays the steps from the imported round, checking the events of every accepted command; the refused change nothing. */
function play(
  imported: typeof importedArb extends fc.Arbitrary<infer T> ? T : never,
  steps: readonly StepSpec[],
  check: (round: Round, events: readonly AuctionEvent[], state: AuctionState, now: number) => void,
): { bids: number; early: number } {
  let state = importedState(imported);
  const round: Round = { startsAt: state.startsAt, scheduledEndAt: state.scheduledEndAt, openedAt: isLive(state.status) && (state.startsAt ?? Infinity) <= T0 ? state.startsAt : null };
  let now = T0;
  const seen = { bids: 0, early: 0 };
  for (const step of steps) {
    now += step.delay;
    const command = commandOf(state, step, now);
    const decision = decide(state, command, now);
    if (!decision.ok) {
      // Refused as not started only before the start.
      if (decision.rejection.code !== 'auction_not_started') continue;
      expect(beforeStart(apply(state, tick, now).state, now)).toBe(true);
      seen.early += 1;
      continue;
    }
    seen.bids += eventsOf(decision.events, 'bid_placed').length;
    check(round, decision.events, decision.state, now);
    for (const event of decision.events) {
      if (event.type === 'round_started') Object.assign(round, { startsAt: event.startsAt, scheduledEndAt: event.endingAt, openedAt: null });
      if ((event.type === 'status_changed' && isLive(event.status)) || (event.type === 'bid_placed' && event.kind !== 'late_offer')) round.openedAt ??= event.at;
    }
    state = decision.state;
  }
  return seen;
}

describe('random sequences and clocks', () => {
  it('accept no bid, agent or buy-now before the start, and never report a live status before it', () => {
    const seen = { bids: 0, early: 0 };
    fc.assert(
      fc.property(importedArb, fc.array(stepArb, { minLength: 10, maxLength: 80 }), (imported, steps) => {
        const played = play(imported, steps, (round, events, state, now) => {
          for (const event of events) {
            if (event.type === 'round_started') round.startsAt = event.startsAt;
            if (event.type === 'status_changed' && isLive(event.status)) expect(event.at, 'opened before the start').toBeGreaterThanOrEqual(round.startsAt ?? Infinity);
            if (event.type === 'bid_placed' && event.kind !== 'late_offer') expect(event.at, `${event.kind} before the start`).toBeGreaterThanOrEqual(round.startsAt ?? Infinity);
          }
          if (isLive(state.status)) expect(now, `${state.status} before the start`).toBeGreaterThanOrEqual(state.startsAt ?? Infinity);
        });
        seen.bids += played.bids;
        seen.early += played.early;
      }),
      { numRuns: 400 },
    );
    // The sequences do reach bidding, and try it before the start too (one or more of each per sequence on average).
    expect(seen.bids).toBeGreaterThan(400);
    expect(seen.early).toBeGreaterThan(400);
  });

  it('open no round for more than 24 hours of scheduled bidding, whatever the row, the schedule or an operator’s pause asked', () => {
    fc.assert(
      fc.property(importedArb, fc.array(stepArb, { minLength: 10, maxLength: 80 }), (imported, steps) => {
        const initial = importedState(imported);
        expect((initial.scheduledEndAt ?? 0) - (initial.startsAt ?? 0)).toBeLessThanOrEqual(AUCTION_MAX_DURATION_MS);
        play(imported, steps, (round, events, state) => {
          for (const event of events) {
            if (event.type === 'round_started') Object.assign(round, { startsAt: event.startsAt, scheduledEndAt: event.endingAt, openedAt: null });
            // A resume moves the end; the paused time is no bidding time.
            if (event.type === 'operator_resumed') {
              round.scheduledEndAt = state.scheduledEndAt;
              if (round.openedAt !== null) round.openedAt += event.pausedMs;
            }
            const bidding = (event.type === 'status_changed' && isLive(event.status)) || (event.type === 'bid_placed' && event.kind !== 'late_offer');
            if (!bidding || round.scheduledEndAt === null) continue;
            const openedAt = round.openedAt ?? event.at;
            // From the moment bidding opened to the scheduled end: at most 24 hours; bids end by the extended end.
            expect(round.scheduledEndAt - openedAt, 'open longer than 24 h').toBeLessThanOrEqual(AUCTION_MAX_DURATION_MS);
            expect(event.at, 'bid after the end').toBeLessThanOrEqual(round.scheduledEndAt + MAX_EXTENSION_MS);
          }
          // An open round; while an operator holds it, a resumed round's start has not moved by the paused time yet.
          if (state.scheduledEndAt !== null && state.startsAt !== null && state.operatorPause === null && isOpen(state.status)) {
            expect(state.scheduledEndAt - state.startsAt).toBeLessThanOrEqual(AUCTION_MAX_DURATION_MS);
          }
        });
      }),
      { numRuns: 400 },
    );
  });
});
