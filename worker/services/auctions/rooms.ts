/** Reaching an auction's Durable Object, and the cron sweep that wakes overdue ones. */
import type { AuctionRoom } from '../../../durable-objects/auction-room.ts';
import { overdueAuctionIds } from '../../db/repositories/auctions.ts';
import type { Bindings } from '../../env.ts';

/** One object per auction, addressed by the auction id. */
export function auctionRoom(env: Pick<Bindings, 'AUCTION_ROOM'>, auctionId: number): DurableObjectStub<AuctionRoom> {
  return env.AUCTION_ROOM.get(env.AUCTION_ROOM.idFromName(String(auctionId)));
}

/** Wakes every overdue auction; each object decides idempotently, so a sweep racing an alarm changes nothing twice. */
export async function sweepOverdueAuctions(env: Pick<Bindings, 'AUCTION_ROOM' | 'DB'>, now: number): Promise<number> {
  const ids = await overdueAuctionIds(env.DB, now);
  await Promise.all(ids.map((id) => auctionRoom(env, id).tick(id)));
  return ids.length;
}
