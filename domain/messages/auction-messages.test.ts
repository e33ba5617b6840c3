/** The auction's events turned into messages: every event type, exact recipients, codes, params and source keys. */
import { describe, expect, it } from 'vitest';
import { A, agent, apply, B, bid, buyingChance, buyNow, C, END, endedBelowTarget, lateOffer, operator, reneg, running, scheduleAfter, seller, SELLER_ID, T0, tick } from '../auction/test-fixtures.ts';
import type { AuctionEvent } from '../auction/types.ts';
import { auctionMessages, type AuctionMessageContext } from './auction-messages.ts';
import { isCtaCode } from './cta.ts';
import type { MessageDraft } from './kinds.ts';

const DEALER = 10;
const RIVAL = 11;
const context: AuctionMessageContext = { auctionId: 7, productId: 3, sellerId: SELLER_ID, title: 'Hymer B-Klasse', participants: [DEALER, RIVAL] };

/** The draft one recipient gets for one event, with the fixed parts filled in. */
function draft(customerId: number, seq: number, kind: MessageDraft['kind'], cta: MessageDraft['cta'], params: MessageDraft['params'] = {}): MessageDraft {
  return { customerId, sourceKey: `auction:7:${seq}:${kind}`, groupKey: 'auction-7', auctionId: 7, productId: 3, kind, cta, params: { title: 'Hymer B-Klasse', ...params } };
}

const messages = (...events: AuctionEvent[]) => auctionMessages(context, events);

describe('bids', () => {
  it('tells a manual bidder they lead and the seller a bid came in', () => {
    expect(messages({ type: 'bid_placed', seq: 4, at: 1, customerId: DEALER, amount: 10_500, kind: 'bid' })).toEqual([
      draft(DEALER, 4, 'highest_bidder', 'read_me', { amount: 10_500 }),
      draft(SELLER_ID, 4, 'bid_received', 'read_me', { amount: 10_500 }),
    ]);
  });

  it('tells a manual bidder outbid later in the same batch only that the bid was placed, then that they were outbid', () => {
    const events: AuctionEvent[] = [
      { type: 'bid_placed', seq: 4, at: 1, customerId: DEALER, amount: 10_500, kind: 'bid' },
      { type: 'bid_placed', seq: 5, at: 1, customerId: RIVAL, amount: 10_750, kind: 'agent' },
      { type: 'outbid', seq: 6, at: 1, customerId: DEALER, amount: 10_750 },
    ];
    expect(messages(...events)).toEqual([
      draft(DEALER, 4, 'bid_placed', 'read_me', { amount: 10_500 }),
      draft(SELLER_ID, 4, 'bid_received', 'read_me', { amount: 10_500 }),
      draft(SELLER_ID, 5, 'bid_received', 'read_me', { amount: 10_750 }),
      draft(DEALER, 6, 'outbid', 'bid_again_or_decline_or_submit_reminder', { amount: 10_750 }),
    ]);
  });

  it('only an outbid after the bid counts: an earlier one in the batch leaves the bidder leading', () => {
    const events: AuctionEvent[] = [
      { type: 'outbid', seq: 3, at: 1, customerId: DEALER, amount: 10_250 },
      { type: 'bid_placed', seq: 4, at: 1, customerId: DEALER, amount: 10_500, kind: 'bid' },
    ];
    expect(messages(...events).map((entry) => [entry.customerId, entry.kind])).toEqual([
      [DEALER, 'outbid'],
      [DEALER, 'highest_bidder'],
      [SELLER_ID, 'bid_received'],
    ]);
  });

  it('gives the bidder nothing for an agent or buy-now bid and nobody anything for a late offer as a bid', () => {
    expect(messages({ type: 'bid_placed', seq: 8, at: 1, customerId: DEALER, amount: 11_000, kind: 'agent' })).toEqual([draft(SELLER_ID, 8, 'bid_received', 'read_me', { amount: 11_000 })]);
    expect(messages({ type: 'bid_placed', seq: 9, at: 1, customerId: DEALER, amount: 30_000, kind: 'buy_now' })).toEqual([draft(SELLER_ID, 9, 'bid_received', 'read_me', { amount: 30_000 })]);
    expect(messages({ type: 'bid_placed', seq: 10, at: 1, customerId: DEALER, amount: 16_000, kind: 'late_offer' })).toEqual([]);
  });

  it('tells only the dealer that their agent is active, with their maximum', () => {
    expect(messages({ type: 'agent_set', seq: 3, at: 1, customerId: DEALER, amount: 17_777 })).toEqual([draft(DEALER, 3, 'bid_agent_active', 'read_me', { amount: 17_777 })]);
  });
});

describe('the end of a round', () => {
  it('tells the buyer to pay the commission and the seller to hand over the vehicle', () => {
    expect(messages({ type: 'sold', seq: 12, at: 1, customerId: DEALER, amount: 21_000, via: 'auction' })).toEqual([
      draft(DEALER, 12, 'won', 'buyer_pay_provision_to_operator', { amount: 21_000 }),
      draft(SELLER_ID, 12, 'sold', 'owner_waiting_for_buyer_to_pick_up_vehicle', { amount: 21_000 }),
    ]);
  });

  it('tells a losing dealer with their own bid', () => {
    expect(messages({ type: 'lost', seq: 13, at: 1, customerId: RIVAL, amount: 20_500 })).toEqual([draft(RIVAL, 13, 'lost', 'read_me', { amount: 20_500 })]);
  });

  it("gives the seller the turn and the dealer the wait, with the offer and the turn's deadline", () => {
    expect(messages({ type: 'renegotiation_turn', seq: 14, at: 1, customerId: DEALER, turn: 'seller', offer: 15_000, counter: null, deadline: 99 })).toEqual([
      draft(SELLER_ID, 14, 'renegotiation_turn', 'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', { amount: 15_000, deadline: 99 }),
      draft(DEALER, 14, 'renegotiation_waiting', 'highest_bidder_waiting_for_owner_to_accept_offer_or_send_counteroffer_or_decline', { amount: 15_000, deadline: 99 }),
    ]);
  });

  it("gives the dealer the seller's counter offer and the seller the wait", () => {
    expect(messages({ type: 'renegotiation_turn', seq: 15, at: 1, customerId: DEALER, turn: 'dealer', offer: 15_000, counter: 19_000, deadline: 98 })).toEqual([
      draft(DEALER, 15, 'counter_offer', 'highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline', { amount: 19_000, deadline: 98 }),
      draft(SELLER_ID, 15, 'renegotiation_waiting', 'owner_waiting_for_buyer_to_accept_counteroffer', { amount: 19_000, deadline: 98 }),
    ]);
  });

  it('tells the seller of a late offer and the dealer to wait, never whether it meets the target', () => {
    const drafts = messages({ type: 'late_offer_received', seq: 16, at: 1, customerId: DEALER, amount: 21_000, aboveTarget: true });
    expect(drafts).toEqual([
      draft(SELLER_ID, 16, 'late_offer_received', 'owner_accept_late_offer_or_send_counteroffer_or_decline', { amount: 21_000 }),
      draft(DEALER, 16, 'late_offer_waiting', 'merchant_waiting_for_owner_to_accept_late_offer_or_send_counteroffer_or_decline', { amount: 21_000 }),
    ]);
    expect(JSON.stringify(drafts)).not.toMatch(/aboveTarget|minimum|target/i);
  });

  it('tells the dealer their offer was declined or lapsed', () => {
    expect(messages({ type: 'offer_declined', seq: 17, at: 1, customerId: DEALER, amount: 16_000 })).toEqual([draft(DEALER, 17, 'late_offer_declined', 'read_me', { amount: 16_000 })]);
    expect(messages({ type: 'offer_lapsed', seq: 18, at: 1, customerId: DEALER, amount: 15_000 })).toEqual([draft(DEALER, 18, 'offer_lapsed', 'read_me', { amount: 15_000 })]);
  });

  it('offers the seller a resubmission when the round failed (buying chance or no longer available), nothing on other statuses', () => {
    for (const status of ['acpt_late_offer', 'failed_na'] as const) {
      expect(messages({ type: 'status_changed', seq: 19, at: 1, status })).toEqual([draft(SELLER_ID, 19, 'auction_failed', 'submit_ad_with_reduced_price_or_decline_to_submit_again')]);
    }
    for (const status of ['running', 'hotbidding', 'sold', 'inactive', 'renegotiation', 'recd_late_offer', 'declined_late_offer', 'anr_offer_above_targetprice'] as const) {
      expect(messages({ type: 'status_changed', seq: 19, at: 1, status })).toEqual([]);
    }
  });
});

describe('rounds and the operator', () => {
  it("tells the seller their ad went live on the operator's publication, and that it restarted on a new round", () => {
    expect(messages({ type: 'status_changed', seq: 1, at: 1, status: 'published' })).toEqual([draft(SELLER_ID, 1, 'ad_published', 'read_me')]);
    expect(messages({ type: 'round_started', seq: 2, at: 1, round: 1, startsAt: 5, endingAt: 9 })).toEqual([draft(SELLER_ID, 2, 'ad_published', 'read_me')]);
    expect(
      messages({ type: 'round_started', seq: 20, at: 1, round: 2, startsAt: 5, endingAt: 9 }, { type: 'status_changed', seq: 21, at: 1, status: 'published' }),
    ).toEqual([draft(SELLER_ID, 20, 'auction_restarted', 'read_me')]);
  });

  it("tells the seller and every participant of a pause, resumption and cancellation; the reason only to the seller", () => {
    const withSeller = { ...context, participants: [DEALER, RIVAL, DEALER, SELLER_ID] };
    const cases = [
      [{ type: 'operator_paused', seq: 30, at: 1, reason: 'VIN check' }, 'auction_paused', { reason: 'VIN check' }],
      [{ type: 'operator_resumed', seq: 31, at: 1, pausedMs: 5, endingAt: 9 }, 'auction_resumed', {}],
      [{ type: 'operator_canceled', seq: 32, at: 1, reason: 'Withdrawn' }, 'auction_canceled', { reason: 'Withdrawn' }],
    ] as const;
    for (const [event, kind, sellerParams] of cases) {
      expect(auctionMessages(withSeller, [event])).toEqual([
        draft(SELLER_ID, event.seq, kind, 'read_me', sellerParams),
        draft(DEALER, event.seq, kind, 'read_me'),
        draft(RIVAL, event.seq, kind, 'read_me'),
      ]);
    }
  });

  it('says nothing about extensions, removed agents and deleted archived bids', () => {
    expect(
      messages(
        { type: 'end_extended', seq: 1, at: 1, endingAt: 5 },
        { type: 'agent_removed', seq: 2, at: 1, customerId: DEALER },
        { type: 'archived_bid_deleted', seq: 3, at: 1, customerId: DEALER, amount: 15_000 },
      ),
    ).toEqual([]);
  });
});

describe('whole auctions through the reducer', () => {
  const parties = (drafts: MessageDraft[], extra: number[]) => drafts.every((entry) => [SELLER_ID, ...extra].includes(entry.customerId));

  it('an agent answering a manual bid: the bidder learns it was placed and outbid, the leader nothing', () => {
    const withAgent = apply(apply(running(), bid(A, 10_000), T0 + 1).state, agent(A, 15_000), T0 + 2).state;
    const step = apply(withAgent, bid(B, 10_250), T0 + 3);
    const drafts = auctionMessages(context, step.events);
    expect(drafts.map((entry) => [entry.customerId, entry.kind, entry.params.amount])).toEqual([
      [B.customerId, 'bid_placed', 10_250],
      [SELLER_ID, 'bid_received', 10_250],
      [SELLER_ID, 'bid_received', 10_500],
      [B.customerId, 'outbid', 10_500],
    ]);
  });

  it('buy-now: the buyer wins, the other bidders lose, the seller sold; nobody else hears of it', () => {
    const step = apply(apply(running(), bid(A, 10_000), T0 + 1).state, buyNow(C), T0 + 2);
    const drafts = auctionMessages(context, step.events);
    expect(drafts.map((entry) => [entry.customerId, entry.kind])).toEqual([
      [SELLER_ID, 'bid_received'],
      [C.customerId, 'won'],
      [SELLER_ID, 'sold'],
      [A.customerId, 'lost'],
    ]);
    expect(parties(drafts, [A.customerId, C.customerId])).toBe(true);
  });

  it('no bid fails the round, a missed target renegotiates, a late offer and its decline', () => {
    // Without a bid the round fails straight into the buying chance; a tick with nothing due tells nobody anything.
    expect(auctionMessages(context, apply(running(), tick, END).events).map((entry) => [entry.customerId, entry.kind])).toEqual([[SELLER_ID, 'auction_failed']]);
    expect(auctionMessages(context, apply(endedBelowTarget(), tick, END + 1).events)).toEqual([]);
    const turn = apply(apply(running(), bid(A, 15_000), T0 + 1).state, tick, END);
    expect(auctionMessages(context, turn.events).map((entry) => [entry.customerId, entry.kind])).toEqual([
      [SELLER_ID, 'renegotiation_turn'],
      [A.customerId, 'renegotiation_waiting'],
    ]);
    const offer = apply(buyingChance(), lateOffer(B, 16_000), END + 25 * 3_600_000);
    const declined = apply(offer.state, reneg(seller, 'decline'), END + 26 * 3_600_000);
    const drafts = auctionMessages(context, [...offer.events, ...declined.events]);
    expect(drafts.map((entry) => [entry.customerId, entry.kind])).toEqual([
      [SELLER_ID, 'late_offer_received'],
      [B.customerId, 'late_offer_waiting'],
      [B.customerId, 'late_offer_declined'],
    ]);
    expect(parties(drafts, [B.customerId])).toBe(true);
  });

  it('the renegotiation lapsing tells the dealer and offers the seller a resubmission; a restart tells the seller', () => {
    const lapsed = apply(endedBelowTarget(), tick, END + 24 * 3_600_000);
    expect(auctionMessages(context, lapsed.events).map((entry) => [entry.customerId, entry.kind])).toEqual([
      [A.customerId, 'offer_lapsed'],
      [SELLER_ID, 'auction_failed'],
    ]);
    const restarted = apply(endedBelowTarget(), reneg(seller, 'decline_and_restart', { schedule: scheduleAfter(END + 1) }), END + 1);
    expect(auctionMessages(context, restarted.events).map((entry) => [entry.customerId, entry.kind])).toEqual([[SELLER_ID, 'auction_restarted']]);
  });

  it('an operator cancel tells the seller and participants, and the standing bidder that their bid lapsed', () => {
    const open = apply(running(), bid(A, 10_000), T0 + 1).state;
    const step = apply(open, { type: 'operator_cancel', actor: operator, reason: 'Stolen vehicle' }, T0 + 2);
    const drafts = auctionMessages({ ...context, participants: [A.customerId] }, step.events);
    expect(drafts.map((entry) => [entry.customerId, entry.kind, entry.params.reason])).toEqual([
      [SELLER_ID, 'auction_canceled', 'Stolen vehicle'],
      [A.customerId, 'auction_canceled', undefined],
      [A.customerId, 'offer_lapsed', undefined],
    ]);
  });
});

describe('exactly once and only to parties', () => {
  const batch: AuctionEvent[] = [
    { type: 'bid_placed', seq: 4, at: 1, customerId: DEALER, amount: 10_500, kind: 'bid' },
    { type: 'outbid', seq: 5, at: 1, customerId: RIVAL, amount: 10_500 },
    { type: 'renegotiation_turn', seq: 6, at: 1, customerId: DEALER, turn: 'seller', offer: 15_000, counter: null, deadline: 99 },
    { type: 'operator_paused', seq: 7, at: 1, reason: 'internal' },
    { type: 'sold', seq: 8, at: 1, customerId: DEALER, amount: 21_000, via: 'renegotiation' },
    { type: 'lost', seq: 9, at: 1, customerId: RIVAL, amount: 10_250 },
  ];

  it('gives identical drafts for the same events, with a source key unique per recipient', () => {
    const first = auctionMessages(context, batch);
    expect(auctionMessages(context, structuredClone(batch))).toEqual(first);
    const keys = first.map((entry) => `${entry.customerId}|${entry.sourceKey}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('addresses only the seller, the dealers the events name and the participants, with valid codes', () => {
    const drafts = auctionMessages({ ...context, participants: [RIVAL] }, batch);
    for (const entry of drafts) {
      expect([SELLER_ID, DEALER, RIVAL]).toContain(entry.customerId);
      expect(isCtaCode(entry.cta)).toBe(true);
      if (entry.customerId !== SELLER_ID) expect(entry.params.reason).toBeUndefined();
    }
    expect(drafts.filter((entry) => entry.kind === 'auction_paused').map((entry) => entry.customerId)).toEqual([SELLER_ID, RIVAL]);
  });
});
