/** Shared fixtures for the auction reducer's tests: the clock, the actors, states at each stage and command runners. */
import { expect } from 'vitest';
import { decide, initialState } from './decide.ts';
import { TURN_MS } from './rules.ts';
import type { Actor, AuctionEvent, AuctionState, Command, Decision, RejectionCode, RenegotiationAction, Schedule } from './types.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const T0 = Date.UTC(2026, 10, 23, 12, 0);
export const END = T0 + 20 * HOUR;
export const START_PRICE = 10_000;
export const TARGET = 20_000;
export const BUY_NOW = 30_000;

export const SELLER_ID = 1;
export const seller: Actor = { customerId: SELLER_ID, merchant: 'none', emailVerified: true, termsAccepted: true };
export const operator: Actor = { customerId: 2, merchant: 'none', operator: true, emailVerified: true, termsAccepted: true };
export const dealer = (customerId: number): Actor => ({ customerId, merchant: 'accepted', emailVerified: true, termsAccepted: true });
export const A = dealer(10);
export const B = dealer(11);
export const C = dealer(12);

/** A running auction: start 10,000, target 20,000, buy-now 30,000, ending at END. */
export function running(overrides: Partial<AuctionState> = {}): AuctionState {
  return initialState({
    auctionId: 7,
    productId: 3,
    sellerId: SELLER_ID,
    status: 'running',
    startPrice: START_PRICE,
    minimumPrice: TARGET,
    buyNowPrice: BUY_NOW,
    startsAt: T0,
    endingAt: END,
    scheduledEndAt: END,
    ...overrides,
  });
}

/** A follow-up round's schedule starting an hour after `at`. */
export const scheduleAfter = (at: number): Schedule => ({ startsAt: at + HOUR, endingAt: at + 21 * HOUR });

export const bid = (actor: Actor, amount: number): Command => ({ type: 'bid', actor, amount });
export const agent = (actor: Actor, maxAmount: number): Command => ({ type: 'set_agent', actor, maxAmount });
export const removeAgent = (actor: Actor): Command => ({ type: 'remove_agent', actor });
export const buyNow = (actor: Actor): Command => ({ type: 'buy_now', actor });
export const lateOffer = (actor: Actor, amount: number): Command => ({ type: 'late_offer', actor, amount });
export const tick: Command = { type: 'tick' };
export const reneg = (actor: Actor, action: RenegotiationAction, extra: { amount?: number; schedule?: Schedule } = {}): Command => ({
  type: 'renegotiate',
  actor,
  action,
  ...extra,
});

export interface Step {
  state: AuctionState;
  events: AuctionEvent[];
  outcome?: 'overbid';
}

export function ok(decision: Decision): Step {
  if (!decision.ok) throw new Error(`refused: ${decision.rejection.code}`);
  return { state: decision.state, events: decision.events, ...(decision.outcome ? { outcome: decision.outcome } : {}) };
}

/** Decides one command that must be accepted. */
export function apply(state: AuctionState, command: Command, now: number): Step {
  return ok(decide(state, command, now));
}

/** Runs accepted commands in order, each at its own time. */
export function run(state: AuctionState, steps: readonly (readonly [Command, number])[]): AuctionState {
  return steps.reduce((current, [command, now]) => {
    const decision = decide(current, command, now);
    if (!decision.ok) throw new Error(`${command.type} at ${now - T0} ms refused: ${decision.rejection.code}`);
    return decision.state;
  }, state);
}

/** The state is plain JSON data, so a JSON round trip is a faithful deep copy. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The rejection code, or 'ok'. */
export function outcomeOf(state: AuctionState, command: Command, now: number): RejectionCode | 'ok' {
  const decision = decide(state, command, now);
  return decision.ok ? 'ok' : decision.rejection.code;
}

/**
 * Decides a command that must be refused with `code` and checks that nothing changed: the input is deep-frozen
 * (any write to it throws) and still deep-equals a copy taken before.
 */
export function expectRefused(state: AuctionState, command: Command, now: number, code: RejectionCode, details?: Record<string, number>): void {
  const before = clone(state);
  const frozen = deepFreeze(clone(state));
  const decision = decide(frozen, command, now);
  expect(decision.ok ? 'ok' : decision.rejection.code).toBe(code);
  if (details && !decision.ok) expect(decision.rejection.details).toEqual(details);
  expect(frozen).toEqual(before);
}

/** The events of one type. */
export function eventsOf<T extends AuctionEvent['type']>(events: readonly AuctionEvent[], type: T): Extract<AuctionEvent, { type: T }>[] {
  return events.filter((event): event is Extract<AuctionEvent, { type: T }> => event.type === type);
}

/** A ended below the target (A's 15,000 against 20,000): renegotiation with A, the seller's turn until END + 24 h. */
export function endedBelowTarget(amount = 15_000, overrides: Partial<AuctionState> = {}): AuctionState {
  return run(running(overrides), [
    [bid(A, amount), T0 + 1],
    [tick, END],
  ]);
}

/** The buying chance after A's renegotiation lapsed (A's 15,000 still archived until END + 48 h). */
export function buyingChance(): AuctionState {
  return run(endedBelowTarget(), [[tick, END + TURN_MS]]);
}
