/**
 * The auction object's feed to the dealers' boards: after each stored change it hands the new state, once, to every
 * stream shard; each shard forwards it to the customers whose board follows this auction (durable-objects/notify-hub.ts).
 * Best effort by design: a board that missed one reloads its rows on reconnect and every few minutes, and the product
 * page's own socket and the effects queue are untouched by a failure here.
 */
import { boardFeedOf } from '../domain/auction/board-feed.ts';
import type { AuctionState } from '../domain/auction/types.ts';
import { STREAM_SHARDS, streamShardName, type NotifyHub } from './notify-hub.ts';

/** The binding the feed needs: the hubs' namespace (the same the worker's notification stream uses). */
export interface BoardFeedEnv {
  NOTIFY_HUB?: DurableObjectNamespace<NotifyHub>;
}

/** Sends the state to every shard; resolves when all answered or failed (never rejects). */
export async function feedBoards(env: BoardFeedEnv, state: AuctionState): Promise<void> {
  const hubs = env.NOTIFY_HUB;
  if (!hubs) return;
  const feed = boardFeedOf(state);
  const shards = Array.from({ length: STREAM_SHARDS }, (_, index) => hubs.get(hubs.idFromName(streamShardName(index))));
  const results = await Promise.allSettled(shards.map((shard) => shard.boardUpdate(feed)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) console.warn(JSON.stringify({ job: 'board-feed', auctionId: state.auctionId, failedShards: failed }));
}
