/**
 * One Durable Object per customer: the live notification stream and the auctions the customer watches live.
 * The worker holds each browser's SSE response and connects to this object with a hibernatable WebSocket, so an
 * idle stream keeps no object in memory: the runtime answers keep-alive pings itself and wakes the object only
 * when a message is published or a session signs out (docs/decisions.md, "Live notifications").
 */
import { DurableObject } from 'cloudflare:workers';
import type { LiveNotification } from '../domain/messages/kinds.ts';
import type { Bindings } from '../worker/env.ts';
import { auctionRoom } from '../worker/services/auctions/rooms.ts';

/** More auctions than anyone watches within one access token's life; beyond it the oldest entries go first. */
const MAX_WATCHED = 200;
/** Open streams per customer (tabs and devices); a new one beyond it closes the oldest. */
export const MAX_STREAMS = 20;
/** Headers the worker sets on the stream's upgrade request (never taken from the browser). */
export const STREAM_HEADERS = { familyId: 'x-stream-family', expiresAt: 'x-stream-expires' } as const;
/** Close codes the worker turns into the end of the SSE response. */
export const STREAM_CLOSE = { expired: 4001, signedOut: 4002, replaced: 4003 } as const;

interface StreamAttachment {
  familyId: string;
  expiresAt: number;
  openedAt: number;
}

export class NotifyHub extends DurableObject<Bindings> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec('CREATE TABLE IF NOT EXISTS live_watching (auction_id INTEGER PRIMARY KEY, expires_at INTEGER NOT NULL)');
    // Answered by the runtime without waking the object: idle streams cost no object time.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  /** The worker's stream connection (a WebSocket upgrade with the sign-in's family and token expiry in headers). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('upgrade required', { status: 426 });
    const familyId = request.headers.get(STREAM_HEADERS.familyId) ?? '';
    const expiresAt = Number(request.headers.get(STREAM_HEADERS.expiresAt));
    if (!familyId || !Number.isFinite(expiresAt) || expiresAt <= Date.now()) return new Response('bad stream', { status: 400 });
    this.closeBeyondCap();
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [familyId]);
    server.serializeAttachment({ familyId, expiresAt, openedAt: Date.now() } satisfies StreamAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends the events to every open stream of the customer; answers how many streams got them. */
  async publish(events: readonly LiveNotification[]): Promise<number> {
    const now = Date.now();
    let reached = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as StreamAttachment | null;
      if (!attachment || attachment.expiresAt <= now) {
        close(socket, STREAM_CLOSE.expired, 'token expired');
        continue;
      }
      try {
        for (const event of events) socket.send(JSON.stringify(event));
        reached += 1;
      } catch {
        // The worker side went away; the runtime reports the close separately.
      }
    }
    return reached;
  }

  /** Open streams (the benchmark and tests read it). */
  async streams(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  override async webSocketMessage(): Promise<void> {
    // The worker sends nothing but keep-alive pings, which the auto-response answers.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // Codes the peer may not send back (1005 no status, 1006 abnormal, 1015 TLS) answer as a normal close.
    close(socket, code === 1005 || code === 1006 || code === 1015 ? 1000 : code, 'bye');
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

  /**
   * The customer signed out of the session `familyId`: its notification streams close, and every auction they watch
   * closes that session's sockets.
   */
  async signedOut(familyId: string): Promise<number> {
    const streams = this.ctx.getWebSockets(familyId);
    for (const socket of streams) close(socket, STREAM_CLOSE.signedOut, 'signed out');
    const auctions = await this.watched();
    // One auction failing must not keep the others' sockets open; those close at their token's expiry anyway.
    const closed = await Promise.allSettled(auctions.map((auctionId) => auctionRoom(this.env, auctionId).closeSession(familyId)));
    return closed.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), streams.length);
  }

  private closeBeyondCap(): void {
    const open = this.ctx.getWebSockets();
    if (open.length < MAX_STREAMS) return;
    const byAge = open
      .map((socket) => ({ socket, openedAt: (socket.deserializeAttachment() as StreamAttachment | null)?.openedAt ?? 0 }))
      .sort((a, b) => a.openedAt - b.openedAt);
    for (const { socket } of byAge.slice(0, open.length - MAX_STREAMS + 1)) close(socket, STREAM_CLOSE.replaced, 'too many streams');
  }

  private prune(): void {
    this.sql.exec('DELETE FROM live_watching WHERE expires_at <= ?', Date.now());
  }
}

function close(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed.
  }
}
