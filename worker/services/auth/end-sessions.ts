/**
 * Ending sign-ins everywhere at once (logout, password change or reset, address confirmation by a stranger's link,
 * deletion, deactivation): D1 records them as ended, so every route refuses their access tokens with the viewer's own
 * read; their notification streams and live sockets close; and the auction objects in which the customer can act
 * learn of it as they do of a blocked dealer, so the bid path never asks D1.
 */
import { endSessionFamilies, openSessionFamilies } from '../../db/repositories/ended-sessions.ts';
import { auctionIdsCustomerCanActIn } from '../../db/repositories/eligibility-revocations.ts';
import type { Bindings } from '../../env.ts';
import { closeLiveSockets } from '../auctions/live-sessions.ts';
import { auctionRoom } from '../auctions/rooms.ts';

type SessionEnv = Pick<Bindings, 'DB' | 'NOTIFY_HUB' | 'AUCTION_ROOM'>;

/** Objects told at once; the rest of a long list follows in further rounds. */
const FAN_OUT_CHUNK = 50;

/** Ends the customer's sign-ins `familyIds` everywhere (see the module comment). */
export async function endSessions(env: SessionEnv, customerId: number, familyIds: readonly string[], now = Date.now()): Promise<void> {
  const families = [...new Set(familyIds)];
  if (families.length === 0) return;
  await endSessionFamilies(env.DB, customerId, families, now);
  await Promise.all(families.map((familyId) => closeLiveSockets(env, customerId, familyId)));
  const ids = await auctionIdsCustomerCanActIn(env.DB, customerId);
  for (let start = 0; start < ids.length; start += FAN_OUT_CHUNK) {
    await Promise.all(ids.slice(start, start + FAN_OUT_CHUNK).map((id) => auctionRoom(env, id).endSessions(id, families, now)));
  }
}

/** Ends every sign-in of the customer, or every one but `keep` (the caller's own); returns the families it ended. */
export async function endAllSessions(env: SessionEnv, customerId: number, options: { keep?: string } = {}, now = Date.now()): Promise<string[]> {
  const families = await openSessionFamilies(env.DB, customerId, now, options.keep);
  await endSessions(env, customerId, families, now);
  return families;
}
