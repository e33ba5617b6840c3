/**
 * What an auction object hands to the dealers' boards after a change: the public snapshot once, plus the own context of
 * each dealer taking part (bidders, agents, offers, declined offers). The stream shard that holds a dealer's connection
 * turns it into that dealer's snapshot, so a rival's maximum, agent or identity never leaves the server.
 */
import { participantsOf } from './participants.ts';
import type { AuctionState } from './types.ts';
import { snapshot, viewerContext, type AuctionSnapshot, type ViewerContext } from './view.ts';

export interface BoardFeed {
  /** The snapshot as a dealer who takes no part sees it. */
  snapshot: AuctionSnapshot;
  /** Each participating dealer's own context, by customer id (never sent as a whole). */
  contexts: [customerId: number, context: ViewerContext][];
}

/** The feed of the auction's current state. */
export function boardFeedOf(state: AuctionState): BoardFeed {
  const ids = new Set([...participantsOf(state), ...state.declined]);
  ids.delete(state.sellerId);
  return {
    snapshot: snapshot(state, null),
    contexts: [...ids].map((customerId) => [customerId, viewerContext(state, customerId)]),
  };
}

/** The snapshot one dealer's board gets: the public part and their own context only. */
export function boardSnapshotFor(feed: BoardFeed, customerId: number): AuctionSnapshot {
  const own = feed.contexts.find(([id]) => id === customerId);
  return own ? { ...feed.snapshot, context: own[1] } : feed.snapshot;
}
