/**
 * Invalidating bidding claims (docs/decisions.md, Bidding eligibility): when an operator blocks, unblocks or reviews
 * a merchant, access tokens issued before still claim the old state. The change is written to D1 (for auction objects
 * that start later) and told at once to every auction in which anyone can still bid or offer; a blocked merchant's
 * agents stop bidding there.
 */
import { recordRevocation, tradingAuctionIds } from '../../db/repositories/eligibility-revocations.ts';
import type { Bindings } from '../../env.ts';
import { auctionRoom } from './rooms.ts';

/** Objects told at once; the rest of a long list follows in further rounds. */
const FAN_OUT_CHUNK = 50;

export async function revokeBiddingClaims(env: Pick<Bindings, 'DB' | 'AUCTION_ROOM'>, customerId: number, options: { suspend: boolean }, now = Date.now()): Promise<void> {
  await recordRevocation(env.DB, customerId, now);
  const ids = await tradingAuctionIds(env.DB);
  for (let start = 0; start < ids.length; start += FAN_OUT_CHUNK) {
    await Promise.all(ids.slice(start, start + FAN_OUT_CHUNK).map((id) => auctionRoom(env, id).revoke(id, customerId, now, options.suspend)));
  }
}
