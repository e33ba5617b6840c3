/**
 * Property tests: random command sequences by several merchants, the seller and unaccepted actors keep the auction's
 * invariants after every step, every auction ends, and replaying the accepted commands is deterministic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpen } from '../auction-status.ts';
import { decide } from './decide.ts';
import { minNextBid } from './increments.ts';
import { MAX_EXTENSION_MS } from './rules.ts';
import { clone, deepFreeze, HOUR, MINUTE, reneg, running, scheduleAfter, SELLER_ID, T0 } from './test-fixtures.ts';
import type { Actor, AuctionEvent, AuctionState, Command, Maximum, RenegotiationAction } from './types.ts';

/** A running auction of `length` (short, so random sequences reach the hotbid phase and the end). */
const start = (length = HOUR, buyNowPrice: number | null = 30_000, minimumPrice = 20_000): AuctionState =>
  running({ endingAt: T0 + length, scheduledEndAt: T0 + length, buyNowPrice, minimumPrice });

/** Who acts: one of the merchants, or (rarely) the seller or someone who may not bid. */
const actorArb = fc.oneof(
  { weight: 12, arbitrary: fc.nat(5).map((index) => ({ type: 'merchant' as const, index })) },
  { weight: 1, arbitrary: fc.constant({ type: 'seller' as const }) },
  { weight: 1, arbitrary: fc.constantFrom('in_review', 'rejected', 'blocked', 'none').map((merchant) => ({ type: 'other' as const, merchant })) },
);
type ActorSpec = typeof actorArb extends fc.Arbitrary<infer T> ? T : never;

/** Amounts around the minimum next bid: exact, a little off either way, or far above (typing errors). */
const offsetArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.noBias(fc.integer({ min: -600, max: 4_000 })) },
  { weight: 1, arbitrary: fc.noBias(fc.integer({ min: 0, max: 60_000 })) },
);
/** Time passing: none, seconds (so bids land in the last 30 s), or minutes; about an hour over 60 commands. */
const delayArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.noBias(fc.integer({ min: 0, max: 40_000 })) },
  { weight: 1, arbitrary: fc.noBias(fc.integer({ min: 0, max: 15 * MINUTE })) },
);

const intentArb = fc.record({
  delay: delayArb,
  actor: actorArb,
  offset: offsetArb,
  kind: fc.oneof(
    { weight: 10, arbitrary: fc.constant('bid' as const) },
    { weight: 4, arbitrary: fc.constant('set_agent' as const) },
    { weight: 2, arbitrary: fc.constant('remove_agent' as const) },
    { weight: 3, arbitrary: fc.constant('tick' as const) },
    { weight: 1, arbitrary: fc.constant('buy_now' as const) },
  ),
});
/** Buy-now is tried rarely, or the auction would mostly end in its first minutes. */
const rareIntentArb = fc.oneof({ weight: 4, arbitrary: intentArb.filter((intent) => intent.kind !== 'buy_now') }, { weight: 1, arbitrary: intentArb });
type Intent = typeof intentArb extends fc.Arbitrary<infer T> ? T : never;

const scenarioArb = fc.record({
  merchants: fc.integer({ min: 4, max: 6 }),
  length: fc.constantFrom(10 * MINUTE, HOUR),
  buyNowPrice: fc.constantFrom(null, 15_000, 30_000),
  minimumPrice: fc.constantFrom(20_000, 60_000),
  intents: fc.array(rareIntentArb, { minLength: 20, maxLength: 90, size: 'max' }),
});

function actorOf(spec: ActorSpec, merchants: number): Actor {
  if (spec.type === 'seller') return { customerId: SELLER_ID, merchant: 'none', emailVerified: true, termsAccepted: true };
  if (spec.type === 'other') return { customerId: 90, merchant: spec.merchant, emailVerified: true, termsAccepted: true };
  return { customerId: 10 + (spec.index % merchants), merchant: 'accepted', emailVerified: true, termsAccepted: true };
}

function commandOf(state: AuctionState, intent: Intent, merchants: number): Command {
  const actor = actorOf(intent.actor, merchants);
  const minimum = minNextBid(state.startPrice, state.highest?.amount ?? null);
  switch (intent.kind) {
    case 'bid':
      return { type: 'bid', actor, amount: Math.max(1, minimum + intent.offset) };
    case 'set_agent':
      return { type: 'set_agent', actor, maxAmount: Math.max(1, minimum + 2 * intent.offset) };
    case 'remove_agent':
      return { type: 'remove_agent', actor };
    case 'buy_now':
      return { type: 'buy_now', actor };
    case 'tick':
      return { type: 'tick' };
  }
}

/** The leader by the rules, computed independently: highest maximum, equal maxima to the earlier one. */
function expectedLeader(maxima: readonly Maximum[]): Maximum | undefined {
  return [...maxima].sort((a, b) => (a.amount === b.amount ? a.since - b.since : b.amount - a.amount))[0];
}

/** What the event stream has shown so far in the current round. */
interface Ledger {
  round: number;
  lastBidder: number | null;
  lastAmount: number;
  bids: number;
  lastAt: number;
}

function checkStep(before: AuctionState, after: AuctionState, events: readonly AuctionEvent[], now: number, ledger: Ledger): void {
  // Sequence numbers rise by exactly one per event; events are dated in order and never in the future.
  events.forEach((event, index) => expect(event.seq).toBe(before.seq + index + 1));
  expect(after.seq).toBe(before.seq + events.length);
  for (const event of events) {
    expect(event.at).toBeGreaterThanOrEqual(ledger.lastAt);
    expect(event.at).toBeLessThanOrEqual(now);
    ledger.lastAt = event.at;
    if (event.type === 'round_started') Object.assign(ledger, { round: event.round, lastBidder: null, lastAmount: 0, bids: 0 });
    if (event.type !== 'bid_placed' || event.kind === 'late_offer') continue;
    // Nobody outbids themselves: the merchant bidding is never the one whose bid stood last (buying now is no bid).
    if (event.kind !== 'buy_now') expect(event.customerId).not.toBe(ledger.lastBidder);
    expect(event.amount).toBeGreaterThanOrEqual(ledger.lastAmount);
    Object.assign(ledger, { lastBidder: event.customerId, lastAmount: event.amount, bids: ledger.bids + 1 });
  }
  expect(after.bidCount).toBe(ledger.bids);
  if (after.round === before.round) {
    // The price never goes down within a round.
    expect(after.highest?.amount ?? 0).toBeGreaterThanOrEqual(before.highest?.amount ?? 0);
    if (before.highest) expect(after.highest).not.toBeNull();
  }
  if (after.endingAt !== null && after.scheduledEndAt !== null) expect(after.endingAt).toBeLessThanOrEqual(after.scheduledEndAt + MAX_EXTENSION_MS);
  if ((after.status === 'running' || after.status === 'hotbidding') && after.highest) {
    for (const entry of after.maxima) expect(entry.amount).toBe(Math.max(entry.bid, entry.agent ?? 0));
    const leader = after.maxima.find((entry) => entry.customerId === after.highest?.customerId);
    // The leader holds the highest maximum and has bid exactly the price; nobody else's maximum lies above the price
    // (their agent would have answered).
    expect(leader?.amount).toBe(Math.max(...after.maxima.map((entry) => entry.amount)));
    expect(after.highest.amount).toBe(leader?.bid);
    for (const entry of after.maxima) if (entry !== leader) expect(entry.amount).toBeLessThanOrEqual(after.highest.amount);
    // Whenever the lead changes hands, equal maxima go to the earlier one. (A leader who later lowers or removes
    // their agent restarts their `since` and may then tie a rival at the price with a later one; the lead they
    // already won stands, and any later settlement involves a strictly higher maximum.)
    if (before.round !== after.round || before.highest?.customerId !== after.highest.customerId) {
      expect(expectedLeader(after.maxima)?.customerId).toBe(after.highest.customerId);
    }
  }
}

interface Outcome {
  state: AuctionState;
  accepted: [Command, number][];
  events: AuctionEvent[];
  now: number;
}

/** Plays the intents from `initial`, checking the invariants after every step. */
function play(initial: AuctionState, steps: readonly { delay: number; command: (state: AuctionState, now: number) => Command }[]): Outcome {
  let state = deepFreeze(initial);
  let now = T0;
  const ledger: Ledger = { round: initial.round, lastBidder: null, lastAmount: 0, bids: 0, lastAt: 0 };
  const outcome: Outcome = { state, accepted: [], events: [], now };
  for (const step of steps) {
    now += step.delay;
    const command = step.command(state, now);
    const copy = clone(state);
    const decision = decide(state, command, now);
    if (!decision.ok) {
      // Refused: nothing changed (the input is frozen, so a write would have thrown).
      expect(state).toEqual(copy);
      continue;
    }
    checkStep(state, decision.state, decision.events, now, ledger);
    if (decision.outcome === 'overbid') expect(decision.state.highest?.customerId).not.toBe('actor' in command ? command.actor.customerId : null);
    state = deepFreeze(decision.state);
    outcome.accepted.push([command, now]);
    outcome.events.push(...decision.events);
  }
  return { ...outcome, state, now };
}

function replay(initial: AuctionState, accepted: readonly [Command, number][]): { state: AuctionState; events: AuctionEvent[] } {
  let state = initial;
  const events: AuctionEvent[] = [];
  for (const [command, now] of accepted) {
    const decision = decide(state, command, now);
    if (!decision.ok) throw new Error(`replay refused ${command.type}: ${decision.rejection.code}`);
    state = decision.state;
    events.push(...decision.events);
  }
  return { state, events };
}

const bidding = (merchants: number, intents: readonly Intent[]) =>
  intents.map((intent) => ({ delay: intent.delay, command: (state: AuctionState) => commandOf(state, intent, merchants) }));

describe('auction invariants under random bidding', () => {
  it('keep after every step: price up, leader by maximum, nobody outbids themselves, seq +1, refusals change nothing', () => {
    fc.assert(
      fc.property(scenarioArb, ({ merchants, length, buyNowPrice, minimumPrice, intents }) => {
        play(start(length, buyNowPrice, minimumPrice), bidding(merchants, intents));
      }),
      { numRuns: 300 },
    );
  });

  it('every auction ends by the scheduled end plus 15 minutes, won by the highest bid', () => {
    fc.assert(
      fc.property(scenarioArb, ({ merchants, length, buyNowPrice, minimumPrice, intents }) => {
        const outcome = play(start(length, buyNowPrice, minimumPrice), bidding(merchants, intents));
        const final = decide(outcome.state, { type: 'tick' }, Math.max(outcome.now, (outcome.state.scheduledEndAt ?? 0) + MAX_EXTENSION_MS + 1));
        if (!final.ok) throw new Error(final.rejection.code);
        const { status, highest, sale, negotiation } = final.state;
        expect(isOpen(status)).toBe(false);
        // The highest bid wins: sold to it at the target, renegotiated with it below, buying chance only without bids.
        if (sale?.via === 'auction') expect([sale.customerId, sale.amount]).toEqual([highest?.customerId, highest?.amount]);
        if (status === 'renegotiation') expect([negotiation?.customerId, negotiation?.offer]).toEqual([highest?.customerId, highest?.amount]);
        if (status === 'acpt_late_offer') expect(highest).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the accepted commands gives the same state and events (determinism)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ merchants, length, buyNowPrice, minimumPrice, intents }) => {
        const outcome = play(start(length, buyNowPrice, minimumPrice), bidding(merchants, intents));
        const again = replay(start(length, buyNowPrice, minimumPrice), outcome.accepted);
        expect(again.state).toEqual(outcome.state);
        expect(again.events).toEqual(outcome.events);
      }),
      { numRuns: 200 },
    );
  });
});

/** After the end: late offers, renegotiation moves, stop and resubmit, mixed with bids and ticks over days. */
const lifecycleIntentArb = fc.record({
  delay: fc.oneof(
    { weight: 4, arbitrary: fc.noBias(fc.integer({ min: 0, max: 40_000 })) },
    { weight: 2, arbitrary: fc.noBias(fc.integer({ min: 0, max: 20 * MINUTE })) },
    { weight: 1, arbitrary: fc.noBias(fc.integer({ min: 0, max: 30 * HOUR })) },
  ),
  bySeller: fc.boolean(),
  actor: actorArb,
  offset: offsetArb,
  kind: fc.constantFrom(
    'bid', 'set_agent', 'tick', 'late_offer', 'accept', 'counter', 'decline', 'decline_and_restart', 'pause', 'stop', 'resubmit',
    'operator_pause', 'operator_resume', 'operator_cancel',
  ),
});
type LifecycleIntent = typeof lifecycleIntentArb extends fc.Arbitrary<infer T> ? T : never;

function lifecycleCommand(state: AuctionState, intent: LifecycleIntent, now: number): Command {
  const actor = actorOf(intent.actor, 4);
  const minimum = minNextBid(state.startPrice, state.highest?.amount ?? null);
  const negotiator = state.negotiation ? { customerId: state.negotiation.customerId, merchant: 'accepted' as const, emailVerified: true, termsAccepted: true } : actor;
  const mover = intent.bySeller ? { customerId: SELLER_ID, merchant: 'none' as const, emailVerified: true, termsAccepted: true } : negotiator;
  switch (intent.kind) {
    case 'bid':
    case 'set_agent':
      return commandOf(state, { ...intent, kind: intent.kind, delay: 0 }, 4);
    case 'tick':
      return { type: 'tick' };
    case 'late_offer':
      return { type: 'late_offer', actor, amount: Math.max(1, minimum + intent.offset) };
    case 'stop':
      return { type: 'stop', actor: mover };
    case 'resubmit':
      return { type: 'resubmit', actor: mover, schedule: scheduleAfter(now), minimumPrice: Math.max(1, state.minimumPrice - Math.abs(intent.offset)) };
    // The operator's hold: a seller (bySeller) trying it is refused, so refusals are exercised too.
    case 'operator_pause':
    case 'operator_cancel':
      return { type: intent.kind, actor: { ...mover, operator: !intent.bySeller }, reason: 'check' };
    case 'operator_resume':
      return { type: intent.kind, actor: { ...mover, operator: !intent.bySeller } };
    default: {
      const action: RenegotiationAction = intent.kind;
      const base = state.negotiation?.offer ?? state.lateOffer?.amount ?? minimum;
      return reneg(mover, action, { amount: base + Math.abs(intent.offset), schedule: scheduleAfter(now) });
    }
  }
}

describe('auction invariants over whole lifecycles', () => {
  it('keep through renegotiations, late offers, stops and new rounds, and replay deterministically', () => {
    fc.assert(
      fc.property(fc.array(lifecycleIntentArb, { minLength: 20, maxLength: 80, size: 'max' }), (intents) => {
        const steps = intents.map((intent) => ({ delay: intent.delay, command: (state: AuctionState, now: number) => lifecycleCommand(state, intent, now) }));
        const outcome = play(start(), steps);
        expect(replay(start(), outcome.accepted).state).toEqual(outcome.state);
      }),
      { numRuns: 300 },
    );
  });
});
