/**
 * What the auction objects read from D1, offered to them as a loopback entrypoint (`ctx.exports.AuctionSources`): an
 * auction's starting state on its object's first use, and the claims and sign-ins invalidated lately. The objects
 * import no worker code; they ask through this port and write nothing to D1 (their effects leave through a queue).
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import type { AuctionSeed } from '../../domain/auction/effects.ts';
import { loadAuctionSeed } from '../db/repositories/auction-seed.ts';
import { recentRevocations } from '../db/repositories/eligibility-revocations.ts';
import { recentlyEndedSessions } from '../db/repositories/ended-sessions.ts';
import type { Bindings } from '../env.ts';

export class AuctionSources extends WorkerEntrypoint<Bindings> {
  /** The auction as D1 describes it; null when there is no such auction. */
  async seed(auctionId: number, now: number): Promise<AuctionSeed | null> {
    return loadAuctionSeed(this.env.DB, auctionId, now);
  }

  /** Per customer the time up to which issued bidding claims no longer count, and the sign-ins ended lately. */
  async invalidations(now: number): Promise<{ revocations: Map<number, number>; ended: Map<string, number> }> {
    const [revocations, ended] = await Promise.all([recentRevocations(this.env.DB, now), recentlyEndedSessions(this.env.DB, now)]);
    return { revocations, ended };
  }
}
