/** The live socket's allow-list: every event type for five viewers, fields never passed on unlisted, and the snapshot beside it. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_STATUSES, AUCTION_STATUSES } from '../auction-status.ts';
import { audienceKey, audienceOf, eventsFor, mayWatch, visibleEvent, type LiveViewer } from './live-audience.ts';
import { A, agent, apply, B, bid, buyingChance, C, END, endedBelowTarget, HOUR, lateOffer, operator, reneg, running, seller, SELLER_ID, T0, tick, type Step } from './test-fixtures.ts';
import type { AuctionEvent, AuctionState } from './types.ts';
import { snapshot } from './view.ts';

const LEADER = A.customerId;
const RIVAL = B.customerId;
const OPERATOR = operator.customerId;
const state = running();

const VIEWERS = {
  anonymous: { customerId: null, operator: false },
  rival: { customerId: RIVAL, operator: false },
  leader: { customerId: LEADER, operator: false },
  seller: { customerId: SELLER_ID, operator: false },
  operator: { customerId: OPERATOR, operator: true },
} satisfies Record<string, LiveViewer>;
type ViewerName = keyof typeof VIEWERS;

/** One stored event of every type, each concerning the leader (the dealer it is about). A new type must be added here. */
const SAMPLES: { [T in AuctionEvent['type']]: Extract<AuctionEvent, { type: T }> } = {
  bid_placed: { type: 'bid_placed', seq: 1, at: 100, customerId: LEADER, amount: 10_500, kind: 'agent' },
  outbid: { type: 'outbid', seq: 2, at: 100, customerId: LEADER, amount: 11_000 },
  agent_set: { type: 'agent_set', seq: 3, at: 100, customerId: LEADER, amount: 17_777 },
  agent_removed: { type: 'agent_removed', seq: 4, at: 100, customerId: LEADER },
  status_changed: { type: 'status_changed', seq: 5, at: 100, status: 'hotbidding' },
  end_extended: { type: 'end_extended', seq: 6, at: 100, endingAt: 9_000 },
  sold: { type: 'sold', seq: 7, at: 100, customerId: LEADER, amount: 18_500, via: 'renegotiation' },
  lost: { type: 'lost', seq: 8, at: 100, customerId: LEADER, amount: 12_000 },
  renegotiation_turn: { type: 'renegotiation_turn', seq: 9, at: 100, customerId: LEADER, turn: 'dealer', offer: 15_000, counter: 19_000, deadline: 5_000 },
  late_offer_received: { type: 'late_offer_received', seq: 10, at: 100, customerId: LEADER, amount: 16_000, aboveTarget: false },
  offer_declined: { type: 'offer_declined', seq: 11, at: 100, customerId: LEADER, amount: 16_000 },
  offer_lapsed: { type: 'offer_lapsed', seq: 12, at: 100, customerId: LEADER, amount: 15_000 },
  archived_bid_deleted: { type: 'archived_bid_deleted', seq: 13, at: 100, customerId: LEADER, amount: 15_000 },
  round_started: { type: 'round_started', seq: 14, at: 100, round: 2, startsAt: 1_000, endingAt: 2_000 },
  operator_paused: { type: 'operator_paused', seq: 15, at: 100, reason: 'VIN check pending' },
  operator_resumed: { type: 'operator_resumed', seq: 16, at: 100, pausedMs: 600_000, endingAt: 3_000 },
  operator_canceled: { type: 'operator_canceled', seq: 17, at: 100, reason: 'Vehicle withdrawn' },
};

type Expected = Record<ViewerName, Record<string, unknown> | null>;
const everyone = (shown: Record<string, unknown>): Expected => ({ anonymous: shown, rival: shown, leader: shown, seller: shown, operator: shown });
const only = (shown: Partial<Record<ViewerName, Record<string, unknown>>>): Expected => ({ anonymous: null, rival: null, leader: null, seller: null, operator: null, ...shown });
const stamp = (seq: number) => ({ seq, at: 100 });

/** What each of the five viewers receives of each sample: exactly these fields, or nothing. */
const EXPECTED: { [T in AuctionEvent['type']]: Expected } = {
  bid_placed: {
    ...everyone({ type: 'bid_placed', ...stamp(1), amount: 10_500 }),
    leader: { type: 'bid_placed', ...stamp(1), amount: 10_500, kind: 'agent' },
  },
  outbid: only({ leader: { type: 'outbid', ...stamp(2), amount: 11_000 } }),
  agent_set: only({ leader: { type: 'agent_set', ...stamp(3), amount: 17_777 } }),
  agent_removed: only({ leader: { type: 'agent_removed', ...stamp(4) } }),
  status_changed: everyone({ type: 'status_changed', ...stamp(5), status: 'hotbidding' }),
  end_extended: everyone({ type: 'end_extended', ...stamp(6), endingAt: 9_000 }),
  sold: only({
    leader: { type: 'sold', ...stamp(7), amount: 18_500, via: 'renegotiation' },
    seller: { type: 'sold', ...stamp(7), amount: 18_500, via: 'renegotiation' },
  }),
  lost: only({ leader: { type: 'lost', ...stamp(8), amount: 12_000 } }),
  renegotiation_turn: only({
    leader: { type: 'renegotiation_turn', ...stamp(9), turn: 'dealer', offer: 15_000, counter: 19_000, deadline: 5_000 },
    seller: { type: 'renegotiation_turn', ...stamp(9), turn: 'dealer', offer: 15_000, counter: 19_000, deadline: 5_000 },
  }),
  late_offer_received: only({
    leader: { type: 'late_offer_received', ...stamp(10), amount: 16_000 },
    seller: { type: 'late_offer_received', ...stamp(10), amount: 16_000, aboveTarget: false },
  }),
  offer_declined: only({ leader: { type: 'offer_declined', ...stamp(11), amount: 16_000 }, seller: { type: 'offer_declined', ...stamp(11), amount: 16_000 } }),
  offer_lapsed: only({ leader: { type: 'offer_lapsed', ...stamp(12), amount: 15_000 }, seller: { type: 'offer_lapsed', ...stamp(12), amount: 15_000 } }),
  archived_bid_deleted: only({
    leader: { type: 'archived_bid_deleted', ...stamp(13), amount: 15_000 },
    seller: { type: 'archived_bid_deleted', ...stamp(13), amount: 15_000 },
  }),
  round_started: everyone({ type: 'round_started', ...stamp(14), round: 2, startsAt: 1_000, endingAt: 2_000 }),
  // The operator's reason and the paused time never leave the server; the cancellation shows as its status change.
  operator_paused: everyone({ type: 'operator_paused', ...stamp(15) }),
  operator_resumed: everyone({ type: 'operator_resumed', ...stamp(16), endingAt: 3_000 }),
  operator_canceled: only({}),
};

const viewerNames = Object.keys(VIEWERS) as ViewerName[];
const eventTypes = Object.keys(SAMPLES) as AuctionEvent['type'][];
const audience = (name: ViewerName) => audienceOf(state, VIEWERS[name]);

describe('live events per audience', () => {
  it.each(eventTypes.flatMap((type) => viewerNames.map((viewer) => [type, viewer] as const)))('%s as seen by the %s', (type, viewer) => {
    expect(visibleEvent(audience(viewer), SAMPLES[type])).toEqual(EXPECTED[type][viewer]);
  });

  it('never passes on a field it does not list, nor anybody’s customer id', () => {
    for (const sample of Object.values(SAMPLES)) {
      // A stored event with more than its type says (a field added later): the allow-list must not pass it on.
      const stored: AuctionEvent = Object.assign({ secret: 'minimum price 20000', customerId: 4242 }, sample);
      for (const viewer of viewerNames) {
        const shown = JSON.stringify(visibleEvent(audience(viewer), stored));
        expect(shown).not.toContain('secret');
        expect(shown).not.toContain('customerId');
      }
    }
  });

  it('shows a late offer’s bid only to its sender and the seller; buy-now and agent bids to all, without their kind', () => {
    const late: AuctionEvent = { type: 'bid_placed', seq: 1, at: 1, customerId: LEADER, amount: 16_000, kind: 'late_offer' };
    expect(viewerNames.filter((viewer) => visibleEvent(audience(viewer), late) !== null)).toEqual(['leader', 'seller']);
    const buyNow: AuctionEvent = { type: 'bid_placed', seq: 1, at: 1, customerId: LEADER, amount: 30_000, kind: 'buy_now' };
    expect(visibleEvent(audience('rival'), buyNow)).toEqual({ type: 'bid_placed', seq: 1, at: 1, amount: 30_000 });
  });

  it('keeps the order of a batch and leaves out what is not the viewer’s business', () => {
    const batch = [SAMPLES.agent_set, SAMPLES.bid_placed, SAMPLES.outbid, SAMPLES.end_extended];
    expect(eventsFor(audience('rival'), batch).map((event) => event.type)).toEqual(['bid_placed', 'end_extended']);
    expect(eventsFor(audience('leader'), batch).map((event) => event.type)).toEqual(['agent_set', 'bid_placed', 'outbid', 'end_extended']);
    expect(eventsFor(audience('anonymous'), [SAMPLES.agent_set])).toEqual([]);
  });
});

describe('a whole auction as the watchers see it', () => {
  /** Agents, a missed target, the seller's counter, then a late offer after the renegotiation lapsed; and a sale by counter. */
  function story(): AuctionEvent[] {
    const steps: Step[] = [];
    let current: AuctionState = running();
    const step = (command: Parameters<typeof apply>[1], now: number) => {
      const next = apply(current, command, now);
      steps.push(next);
      current = next.state;
    };
    step(bid(A, 10_000), T0 + 1);
    step(agent(A, 17_777), T0 + 2);
    step(bid(B, 12_000), T0 + 3);
    step(tick, END);
    step(reneg(seller, 'counter', { amount: 19_111 }), END + 1);
    step(tick, END + 25 * HOUR);
    step(lateOffer(C, 16_222), END + 26 * HOUR);
    return steps.flatMap((entry) => entry.events);
  }

  it('tells anonymous viewers, rivals and operators the price movement only', () => {
    const events = story();
    for (const viewer of [{ customerId: null, operator: false }, { customerId: 99, operator: false }, { customerId: OPERATOR, operator: true }]) {
      const shown = eventsFor(audienceOf(state, viewer), events);
      const text = JSON.stringify(shown);
      for (const secret of ['17777', '19111', '16222', 'aboveTarget', 'customerId']) expect(text).not.toContain(secret);
      expect(new Set(shown.map((event) => event.type))).toEqual(new Set(['bid_placed', 'status_changed']));
    }
  });

  it('tells each party their own private events', () => {
    const events = story();
    expect(JSON.stringify(eventsFor(audienceOf(state, { customerId: A.customerId, operator: false }), events))).toContain('17777');
    expect(JSON.stringify(eventsFor(audienceOf(state, { customerId: A.customerId, operator: false }), events))).toContain('19111');
    expect(JSON.stringify(eventsFor(audienceOf(state, { customerId: B.customerId, operator: false }), events))).not.toMatch(/17777|19111|16222/);
    const sellers = JSON.stringify(eventsFor(audienceOf(state, { customerId: SELLER_ID, operator: false }), events));
    expect(sellers).toContain('19111');
    expect(sellers).toContain('16222');
    expect(sellers).not.toContain('17777');
  });
});

describe('audiences', () => {
  it('share one key among anonymous viewers and give each signed-in viewer their own', () => {
    expect(audienceKey(audience('anonymous'))).toBe(audienceKey(audienceOf(state, { customerId: null, operator: false })));
    const keys = viewerNames.map((viewer) => audienceKey(audience(viewer)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('let only the seller and operators keep watching outside the catalogue', () => {
    for (const status of AUCTION_STATUSES) {
      const listed = PUBLIC_STATUSES.includes(status);
      expect(viewerNames.filter((viewer) => mayWatch(audience(viewer), status))).toEqual(listed ? viewerNames : ['seller', 'operator']);
    }
  });
});

describe('the snapshot beside the events, for the five viewers', () => {
  const ids: Record<ViewerName, number | null> = { anonymous: null, rival: 99, leader: LEADER, seller: SELLER_ID, operator: OPERATOR };
  const contested = () => {
    let current = apply(running(), bid(A, 10_000), T0 + 1).state;
    current = apply(current, agent(A, 17_777), T0 + 2).state;
    return apply(current, bid(B, 12_000), T0 + 3).state;
  };
  const countered = () => apply(endedBelowTarget(), reneg(seller, 'counter', { amount: 19_111 }), END + 1).state;
  const soldByCounter = () => apply(countered(), reneg(A, 'accept'), END + 2).state;
  const pendingLateOffer = () => apply(buyingChance(), lateOffer(C, 16_222), END + 25 * HOUR).state;

  it.each([
    ['an agent maximum', contested, '17777'],
    ['a counter offer', countered, '19111'],
    ['a private sale price', soldByCounter, '19111'],
    ['a late offer', pendingLateOffer, '16222'],
  ] as const)('keeps %s from anonymous viewers, rivals and operators', (_label, make, secret) => {
    const current = make();
    for (const viewer of ['anonymous', 'rival', 'operator'] as const) {
      const view = snapshot(current, ids[viewer]);
      expect(JSON.stringify(view)).not.toContain(secret);
      expect(view.context.minimumPrice).toBeNull();
    }
    // An operator's snapshot is a visitor's: the role grants nothing in the live box.
    expect(snapshot(current, OPERATOR)).toEqual(snapshot(current, null));
  });

  it('shows the parties their own figures', () => {
    expect(snapshot(contested(), LEADER).context.agentMax).toBe(17_777);
    expect(snapshot(countered(), LEADER).context.negotiation?.counter).toBe(19_111);
    expect(snapshot(soldByCounter(), SELLER_ID).context.sale).toEqual({ amount: 19_111, via: 'renegotiation' });
    expect(snapshot(pendingLateOffer(), SELLER_ID).context.lateOffer?.amount).toBe(16_222);
    expect(snapshot(pendingLateOffer(), C.customerId).context.lateOffer?.amount).toBe(16_222);
  });
});
