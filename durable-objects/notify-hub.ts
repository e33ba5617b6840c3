/**
 * One Durable Object per customer for live notifications; the messaging module fills in the stream. It keeps which
 * auctions the customer watches live, so that signing out closes that session's sockets everywhere at once.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../worker/env.ts';
import { auctionRoom } from '../worker/services/auctions/rooms.ts';

/** More auctions than anyone watches within one access token's life; beyond it the oldest entries go first. */
const MAX_WATCHED = 200;

export class NotifyHub extends DurableObject<Bindings> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec('CREATE TABLE IF NOT EXISTS live_watching (auction_id INTEGER PRIMARY KEY, expires_at INTEGER NOT NULL)');
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  /**
   * The customer opened a live socket on `auctionId` with an access token that expires at `expiresAt`. A socket
   * closes when its token expires, so an entry is only needed until then.
   */
  async watching(auctionId: number, expiresAt: number): Promise<void> {
    this.prune();
    this.sql.exec(
      'INSERT INTO live_watching (auction_id, expires_at) VALUES (?, ?) ON CONFLICT (auction_id) DO UPDATE SET expires_at = MAX(expires_at, excluded.expires_at)',
      auctionId,
      expiresAt,
    );
    this.sql.exec('DELETE FROM live_watching WHERE auction_id NOT IN (SELECT auction_id FROM live_watching ORDER BY expires_at DESC LIMIT ?)', MAX_WATCHED);
  }

  /** Auctions with a live socket of this customer that may still be open. */
  async watched(): Promise<number[]> {
    this.prune();
    return this.sql.exec<{ auction_id: number }>('SELECT auction_id FROM live_watching ORDER BY auction_id').toArray().map((row) => row.auction_id);
  }

  /** The customer signed out of the session `familyId`: every auction they watch closes that session's sockets. */
  async signedOut(familyId: string): Promise<number> {
    const auctions = await this.watched();
    // One auction failing must not keep the others' sockets open; those close at their token's expiry anyway.
    const closed = await Promise.allSettled(auctions.map((auctionId) => auctionRoom(this.env, auctionId).closeSession(familyId)));
    return closed.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
  }

  private prune(): void {
    this.sql.exec('DELETE FROM live_watching WHERE expires_at <= ?', Date.now());
  }
}
