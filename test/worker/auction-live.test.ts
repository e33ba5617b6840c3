/**
 * The live socket over real sockets: a snapshot on connect, every change with the viewer's own context, catch-up from
 * a sequence number, and per audience only what that viewer may know (agent maxima, offers, counters and private sale
 * prices reach the party's socket, never an anonymous viewer's, a rival's or an operator's).
 */
import { describe, expect, it } from 'vitest';
import { createAuction, createMerchant, createOperator, createSeller, requestId } from './auction-fixtures.ts';
import { placeBid, setAgent, watch, type Watcher } from './auction-live-helpers.ts';
import { call } from './helpers.ts';

interface BidSnapshot {
  seq: number;
  minNextBid: number;
  highestBid: number | null;
}

const PUBLIC_EVENTS = ['bid_placed', 'status_changed', 'end_extended', 'round_started'];
const eventTypes = (watcher: Watcher) => new Set(watcher.messages.flatMap((message) => message.events.map((event) => event.type)));

describe('live auction socket', () => {
  it('pushes bids to watchers with their own context and never the bidder identity', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const anonymous = await watch(auctionId);
    const firstWatch = await watch(auctionId, { party: first });
    expect((await anonymous.next(1)).type).toBe('snapshot');
    await firstWatch.next(1);
    expect((await placeBid(first, auctionId, 10_000)).status).toBe(200);
    const seen = await firstWatch.next(2);
    expect(seen).toMatchObject({ type: 'update', snapshot: { highestBid: 10_000, context: { holdingHighestBid: true, state: 'highest_bidder' } } });
    expect((await placeBid(second, auctionId, 10_250)).status).toBe(200);
    expect(await firstWatch.next(3)).toMatchObject({ snapshot: { highestBid: 10_250, context: { holdingHighestBid: false, state: 'overbid' } } });
    const anonymousUpdate = await anonymous.next(3);
    expect(anonymousUpdate.snapshot.context.holdingHighestBid).toBe(false);
    expect(anonymous.texts.join('\n')).not.toContain('customerId');
    anonymous.close();
    firstWatch.close();
  });

  it('replays the events a reconnecting client missed', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    await placeBid(first, auctionId, 10_000);
    const before = await watch(auctionId);
    const seq = (await before.next(1)).snapshot.seq;
    before.close();
    await placeBid(second, auctionId, 10_250);
    await placeBid(first, auctionId, 10_500);
    const again = await watch(auctionId, { since: seq });
    const caughtUp = await again.next(1);
    expect(caughtUp.events.filter((event) => event.type === 'bid_placed').map((event) => event.amount)).toEqual([10_250, 10_500]);
    expect(caughtUp.events.every((event) => event.seq > seq)).toBe(true);
    again.close();
  });

  it('gives a client that missed more than the replay holds the current snapshot, and one that claims too much the snapshot alone', async () => {
    const seller = await createSeller();
    const [leader, ...rivals] = [await createMerchant(), await createMerchant(), await createMerchant(), await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const before = await watch(auctionId);
    const since = (await before.next(1)).snapshot.seq;
    before.close();
    // The leader's agent answers every rival bid, so each bid adds several events; rivals take turns (each has a burst of ten).
    expect((await placeBid(leader, auctionId, 10_000)).status).toBe(200);
    const agent = await setAgent(leader, auctionId, 40_000);
    expect(agent.status, await agent.clone().text()).toBe(200);
    let latest = { seq: since, minNextBid: 10_250, highestBid: null as number | null };
    for (let round = 0; latest.seq - since <= 100 && round < 40; round++) {
      const response = await placeBid(rivals[round % rivals.length] as (typeof rivals)[number], auctionId, latest.minNextBid);
      const body = (await response.json()) as BidSnapshot & { snapshot?: BidSnapshot };
      latest = body.snapshot ?? body;
    }
    expect(latest.seq - since).toBeGreaterThan(100);
    const again = await watch(auctionId, { since });
    expect(await again.next(1)).toMatchObject({ type: 'snapshot', events: [], snapshot: { seq: latest.seq, highestBid: latest.highestBid } });
    const ahead = await watch(auctionId, { since: latest.seq + 50 });
    expect(await ahead.next(1)).toMatchObject({ type: 'snapshot', events: [], snapshot: { seq: latest.seq } });
    again.close();
    ahead.close();
  });

  it('refuses plain HTTP on the live path and unknown auctions', async () => {
    expect((await call('/public/auction/1/live')).status).toBe(426);
    expect((await call('/public/auction/998877/live', { headers: { Upgrade: 'websocket' } })).status).toBe(404);
  });
});

describe('what each live socket may know', () => {
  it('keeps the leader’s agent maximum on the leader’s socket: rivals, visitors, the seller and operators see the price only', async () => {
    const seller = await createSeller();
    const operator = await createOperator();
    const [leader, rival] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const sockets = {
      anonymous: await watch(auctionId),
      rival: await watch(auctionId, { party: rival }),
      leader: await watch(auctionId, { party: leader }),
      seller: await watch(auctionId, { party: seller }),
      operator: await watch(auctionId, { party: operator }),
    };
    expect((await placeBid(leader, auctionId, 10_000)).status).toBe(200);
    expect((await setAgent(leader, auctionId, 17_777)).status).toBe(200);
    expect((await placeBid(rival, auctionId, 10_250)).status).toBe(200);
    // The leader: the bid, the own agent, then the rival's bid answered by the agent.
    expect((await sockets.leader.next(3)).events).toEqual([expect.objectContaining({ type: 'agent_set', amount: 17_777 })]);
    expect((await sockets.leader.next(4)).snapshot).toMatchObject({ highestBid: 10_500, context: { holdingHighestBid: true, agentMax: 17_777 } });
    for (const name of ['anonymous', 'rival', 'seller', 'operator'] as const) {
      const watcher = sockets[name];
      // Two updates (the leader's bid, the rival's bid with the agent's answer): the agent change itself sent nothing.
      const third = await watcher.next(3);
      expect(third.events.filter((event) => event.type === 'bid_placed').map((event) => event.amount)).toEqual([10_250, 10_500]);
      expect(watcher.texts.join('\n')).not.toMatch(/17777|agent_set|customerId/);
    }
    for (const name of ['anonymous', 'seller', 'operator'] as const) {
      expect([...eventTypes(sockets[name])].every((type) => PUBLIC_EVENTS.includes(type))).toBe(true);
      // Whether a bid came from an agent is the bidder's business.
      expect(sockets[name].texts.join('\n')).not.toContain('"kind"');
    }
    // The rival learns on their own socket that they were outbid, never the maximum behind it.
    expect(sockets.rival.messages[2]?.events.map((event) => event.type)).toEqual(['bid_placed', 'bid_placed', 'outbid']);
    expect(sockets.rival.messages[2]?.snapshot).toMatchObject({ context: { state: 'overbid', agentMax: null } });
    // A late joiner replaying from the leader's first bid gets the same filter; the leader's own replay has the agent.
    const since = sockets.anonymous.messages[1]?.snapshot.seq;
    const late = await watch(auctionId, { since });
    expect((await late.next(1)).events.map((event) => event.type)).toEqual(['bid_placed', 'bid_placed']);
    expect(late.texts.join('\n')).not.toContain('17777');
    const leaderAgain = await watch(auctionId, { party: leader, since });
    expect((await leaderAgain.next(1)).events).toContainEqual(expect.objectContaining({ type: 'agent_set', amount: 17_777 }));
    for (const watcher of [...Object.values(sockets), late, leaderAgain]) watcher.close();
  });

  it('keeps late offers, counter offers and the private sale price between the seller and the dealer concerned', async () => {
    const seller = await createSeller();
    const operator = await createOperator();
    const [dealer, rival] = [await createMerchant(), await createMerchant()];
    // The round ended without bids before anyone looked: the object opens the buying chance on first use.
    const { auctionId } = await createAuction({ sellerId: seller.id, endingAt: Date.now() - 60_000, minimumPrice: 20_000 });
    const sockets = {
      anonymous: await watch(auctionId),
      rival: await watch(auctionId, { party: rival }),
      dealer: await watch(auctionId, { party: dealer }),
      seller: await watch(auctionId, { party: seller }),
      operator: await watch(auctionId, { party: operator }),
    };
    expect((await sockets.anonymous.next(1)).snapshot.status).toBe('acpt_late_offer');
    const offer = await call(`/private/auction/${auctionId}/late-offer`, { method: 'POST', headers: dealer.headers, json: { amount: 12_345, requestId: requestId() } });
    expect(offer.status).toBe(200);
    const renegotiate = (party: typeof seller, json: Record<string, unknown>) => call(`/private/auction/${auctionId}/renegotiation`, { method: 'POST', headers: party.headers, json });
    expect((await renegotiate(seller, { action: 'counter', amount: 18_888 })).status).toBe(200);
    expect((await renegotiate(dealer, { action: 'accept' })).status).toBe(200);

    const dealerEvents = (await sockets.dealer.next(4)).events;
    expect(sockets.dealer.messages.flatMap((message) => message.events)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'late_offer_received', amount: 12_345 }),
        expect.objectContaining({ type: 'renegotiation_turn', offer: 12_345, counter: 18_888, turn: 'dealer' }),
        expect.objectContaining({ type: 'sold', amount: 18_888, via: 'renegotiation' }),
      ]),
    );
    expect(dealerEvents.find((event) => event.type === 'sold')).toBeDefined();
    // Whether the offer reached the target price is the seller's to know.
    expect(sockets.dealer.texts.join('\n')).not.toContain('aboveTarget');
    await sockets.seller.next(4);
    expect(sockets.seller.messages.flatMap((message) => message.events)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'late_offer_received', amount: 12_345, aboveTarget: false }),
        expect.objectContaining({ type: 'sold', amount: 18_888, via: 'renegotiation' }),
      ]),
    );
    for (const name of ['anonymous', 'rival', 'operator'] as const) {
      const watcher = sockets[name];
      // Every status change arrives (offer received, renegotiation, sold), without a figure behind it.
      const last = await watcher.next(4);
      expect(last.snapshot.status).toBe('sold');
      expect(watcher.texts.join('\n')).not.toMatch(/12345|18888|aboveTarget|late_offer_received|renegotiation_turn|"via"|"kind"|customerId/);
      expect([...eventTypes(watcher)]).toEqual(['status_changed']);
    }
    for (const watcher of Object.values(sockets)) watcher.close();
  });
});
