/** The boards' feed: each dealer gets the public snapshot and their own context; nobody gets a rival's. */
import { describe, expect, it } from 'vitest';
import { boardFeedOf, boardSnapshotFor } from './board-feed.ts';
import { A, agent, apply, B, bid, buyingChance, C, END, HOUR, lateOffer, run, running, SELLER_ID, T0 } from './test-fixtures.ts';
import { snapshot } from './view.ts';

const contested = () =>
  run(running(), [
    [bid(A, 10_000), T0 + 1],
    [agent(A, 15_000), T0 + 2],
    [bid(B, 12_000), T0 + 3],
  ]);

describe('the board feed', () => {
  it('gives each participant exactly the snapshot the product page gives them', () => {
    const state = contested();
    const feed = boardFeedOf(state);
    for (const id of [A.customerId, B.customerId]) expect(boardSnapshotFor(feed, id)).toEqual(snapshot(state, id));
  });

  it('gives a dealer who takes no part the public snapshot, with no maximum or agent of anyone', () => {
    const state = contested();
    const mine = boardSnapshotFor(boardFeedOf(state), C.customerId);
    expect(mine).toEqual(snapshot(state, null));
    expect(mine.context).toMatchObject({ holdingHighestBid: false, maxBid: null, agentMax: null, state: null });
  });

  it('carries a contexts entry per participant only, never for the seller', () => {
    const feed = boardFeedOf(contested());
    expect(feed.contexts.map(([id]) => id).sort()).toEqual([A.customerId, B.customerId]);
    expect(feed.contexts.some(([id]) => id === SELLER_ID)).toBe(false);
    // The leader's agent maximum is in the leader's own context only.
    expect(boardSnapshotFor(feed, A.customerId).context.agentMax).toBe(15_000);
    expect(boardSnapshotFor(feed, B.customerId).context.agentMax).toBeNull();
    expect(feed.snapshot.context.agentMax).toBeNull();
  });

  it('keeps a declined late offer in the dealer’s own context', () => {
    const chance = buyingChance();
    const offered = apply(chance, lateOffer(B, 16_000), END + 25 * HOUR).state;
    const feed = boardFeedOf(offered);
    expect(boardSnapshotFor(feed, B.customerId).context.lateOffer).toMatchObject({ amount: 16_000 });
    expect(boardSnapshotFor(feed, C.customerId).context.lateOffer).toBeNull();
  });
});
