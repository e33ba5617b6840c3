/**
 * NotifyHub Durable Objects in two roles: one per customer (the auctions the customer watches live, and signing a
 * session out of them), and a fixed set of stream shards that hold the customers' notification streams. The worker
 * holds each browser's SSE response and connects to the customer's shard with a hibernatable WebSocket, so an idle
 * stream keeps no object in memory: the runtime answers keep-alive pings itself and wakes a shard only when a message
 * is published or a session signs out. One publish reaches all listeners of a shard in one call, so an auction event
 * for a thousand dealers costs a handful of calls instead of one per dealer (docs/decisions.md, "Live notifications").
 */
import { DurableObject } from 'cloudflare:workers';
import { boardSnapshotFor, type BoardFeed } from '../domain/auction/board-feed.ts';
import type { BoardLiveEvent } from '../domain/dealer-board/live.ts';
import type { LiveNotification } from '../domain/messages/kinds.ts';

/** More auctions than anyone watches within one access token's life; beyond it the oldest entries go first. */
const MAX_WATCHED = 200;
/** Open streams per customer (tabs and devices); a new one beyond it closes the oldest. */
export const MAX_STREAMS = 20;
/**
 * Shards the streams are spread over (by customer id). Changing it moves customers to other shards: streams open on
 * the old ones get nothing until they reconnect, which the client does within one access token's life.
 */
export const STREAM_SHARDS = 16;
/** Headers the worker sets on the stream's upgrade request (never taken from the browser). */
export const STREAM_HEADERS = { customerId: 'x-stream-customer', familyId: 'x-stream-family', expiresAt: 'x-stream-expires' } as const;
/** Close codes the worker turns into the end of the SSE response. */
export const STREAM_CLOSE = { expired: 4001, signedOut: 4002, replaced: 4003 } as const;

/** The name of the shard object that holds `customerId`'s streams (customer hubs are named by the bare id). */
export const streamShardName = (customerId: number) => `streams:${customerId % STREAM_SHARDS}`;

/** What one publish tells one customer's streams: notifications, or board cues. */
export interface CustomerEvents {
  customerId: number;
  events: readonly (LiveNotification | BoardLiveEvent)[];
}

/** Rows one customer's board may follow at a shard (a board lists at most 100). */
const MAX_FOLLOWED = 200;

interface StreamAttachment {
  customerId: number;
  familyId: string;
  expiresAt: number;
  openedAt: number;
}

const customerTag = (customerId: number) => `customer:${customerId}`;

/**
 * Attachments read once per socket while the shard stays in memory: a busy auction's updates reach the same streams
 * many times a minute. After hibernation the runtime hands out new socket objects, which miss here and are read again.
 */
const attachments = new WeakMap<WebSocket, StreamAttachment | null>();

function readAttachment(socket: WebSocket): StreamAttachment | null {
  if (!attachments.has(socket)) attachments.set(socket, socket.deserializeAttachment() as StreamAttachment | null);
  return attachments.get(socket) ?? null;
}
/** Sign-in families are random UUIDs, unique across customers. */
const familyTag = (familyId: string) => `family:${familyId}`;

/** The hub uses no bindings: whom to reach beyond itself (shards, auction objects) the worker decides. */
export class NotifyHub extends DurableObject<Record<string, never>> {
  private readonly sql: SqlStorage;
  private watchingTable = false;
  private followTable = false;

  constructor(ctx: DurableObjectState, env: Record<string, never>) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // Answered by the runtime without waking the object: idle streams cost no object time.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  /** A stream connection at its shard: a WebSocket upgrade with the customer, sign-in family and token expiry in headers. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('upgrade required', { status: 426 });
    const customerId = Number(request.headers.get(STREAM_HEADERS.customerId));
    const familyId = request.headers.get(STREAM_HEADERS.familyId) ?? '';
    const expiresAt = Number(request.headers.get(STREAM_HEADERS.expiresAt));
    if (!Number.isInteger(customerId) || customerId <= 0 || !familyId || !Number.isFinite(expiresAt) || expiresAt <= Date.now()) {
      return new Response('bad stream', { status: 400 });
    }
    this.closeBeyondCap(customerId);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [customerTag(customerId), familyTag(familyId)]);
    server.serializeAttachment({ customerId, familyId, expiresAt, openedAt: Date.now() } satisfies StreamAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * At a shard: sends each customer's events to that customer's open streams; answers how many streams got them.
   * Each event is serialized once per customer, whatever the number of its streams.
   */
  async publish(batches: readonly CustomerEvents[]): Promise<number> {
    const now = Date.now();
    let reached = 0;
    for (const { customerId, events } of batches) {
      if (this.ctx.getWebSockets(customerTag(customerId)).length === 0) continue;
      reached += this.send(
        customerId,
        events.map((event) => JSON.stringify(event)),
        now,
      );
    }
    return reached;
  }

  /** Sends serialized events to one customer's open streams (closing expired ones); answers how many streams got them. */
  private send(customerId: number, texts: readonly string[], now: number): number {
    let reached = 0;
    for (const socket of this.ctx.getWebSockets(customerTag(customerId))) {
      const attachment = readAttachment(socket);
      if (!attachment || attachment.expiresAt <= now) {
        close(socket, STREAM_CLOSE.expired, 'token expired');
        continue;
      }
      try {
        for (const text of texts) socket.send(text);
        reached += 1;
      } catch {
        // The worker side went away; the runtime reports the close separately.
      }
    }
    return reached;
  }

  /** At a shard: the customer's open streams (the benchmark and tests read it). */
  async streams(customerId: number): Promise<number> {
    return this.ctx.getWebSockets(customerTag(customerId)).length;
  }

  /** At a shard: closes the streams of one sign-in; answers how many. */
  async closeFamily(familyId: string): Promise<number> {
    const streams = this.ctx.getWebSockets(familyTag(familyId));
    for (const socket of streams) close(socket, STREAM_CLOSE.signedOut, 'signed out');
    return streams.length;
  }

  override async webSocketMessage(): Promise<void> {
    // The worker sends nothing but keep-alive pings, which the auto-response answers.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // Codes the peer may not send back (1005 no status, 1006 abnormal, 1015 TLS) answer as a normal close.
    close(socket, code === 1005 || code === 1006 || code === 1015 ? 1000 : code, 'bye');
  }

  /**
   * At the customer's hub: the customer opened a live socket on `auctionId` with an access token that expires at
   * `expiresAt`. A socket closes when its token expires, so an entry is only needed until then.
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

  /** At the customer's hub: auctions with a live socket of this customer that may still be open. */
  async watched(): Promise<number[]> {
    this.prune();
    return this.sql.exec<{ auction_id: number }>('SELECT auction_id FROM live_watching ORDER BY auction_id').toArray().map((row) => row.auction_id);
  }

  /**
   * At the customer's shard: their board follows these auctions until `until` (replacing what it followed before), so
   * each auction's board feed reaches the customer's open streams, whichever page they are on.
   */
  async followBoard(customerId: number, auctionIds: readonly number[], until: number): Promise<void> {
    this.ensureFollowTable();
    this.sql.exec('DELETE FROM board_follow WHERE customer_id = ? OR until <= ?', customerId, Date.now());
    for (const auctionId of auctionIds.slice(0, MAX_FOLLOWED)) {
      this.sql.exec('INSERT OR REPLACE INTO board_follow (auction_id, customer_id, until) VALUES (?, ?, ?)', auctionId, customerId, until);
    }
  }

  /**
   * At a shard: an auction changed. Each customer whose board follows it and has a stream here gets the snapshot as
   * they may see it (their own context, never a rival's); answers how many streams got it. Customers without an open
   * stream cost one indexed read.
   */
  async boardUpdate(feed: BoardFeed): Promise<number> {
    this.ensureFollowTable();
    const now = Date.now();
    const followers = this.sql.exec<{ customer_id: number }>('SELECT customer_id FROM board_follow WHERE auction_id = ? AND until > ?', feed.snapshot.auctionId, now).toArray();
    if (followers.length === 0) return 0;
    // Most followers take no part: they share one serialized update; a participant gets their own context.
    const participants = new Set(feed.contexts.map(([customerId]) => customerId));
    const shared = JSON.stringify({ board: { snapshot: feed.snapshot } } satisfies BoardLiveEvent);
    let reached = 0;
    for (const { customer_id: customerId } of followers) {
      const text = participants.has(customerId) ? JSON.stringify({ board: { snapshot: boardSnapshotFor(feed, customerId) } } satisfies BoardLiveEvent) : shared;
      reached += this.send(customerId, [text], now);
    }
    return reached;
  }

  /** At a shard: the auctions a customer's board follows now (tests read it). */
  async followed(customerId: number): Promise<number[]> {
    this.ensureFollowTable();
    return this.sql
      .exec<{ auction_id: number }>('SELECT auction_id FROM board_follow WHERE customer_id = ? AND until > ? ORDER BY auction_id', customerId, Date.now())
      .toArray()
      .map((row) => row.auction_id);
  }

  private ensureFollowTable(): void {
    if (this.followTable) return;
    this.sql.exec('CREATE TABLE IF NOT EXISTS board_follow (auction_id INTEGER NOT NULL, customer_id INTEGER NOT NULL, until INTEGER NOT NULL, PRIMARY KEY (auction_id, customer_id))');
    this.sql.exec('CREATE INDEX IF NOT EXISTS board_follow_customer ON board_follow (customer_id)');
    this.followTable = true;
  }

  private closeBeyondCap(customerId: number): void {
    const open = this.ctx.getWebSockets(customerTag(customerId));
    if (open.length < MAX_STREAMS) return;
    const byAge = open
      .map((socket) => ({ socket, openedAt: (socket.deserializeAttachment() as StreamAttachment | null)?.openedAt ?? 0 }))
      .sort((a, b) => a.openedAt - b.openedAt);
    for (const { socket } of byAge.slice(0, open.length - MAX_STREAMS + 1)) close(socket, STREAM_CLOSE.replaced, 'too many streams');
  }

  /** Only customer hubs keep watched auctions: shards never create the table. */
  private prune(): void {
    if (!this.watchingTable) {
      this.sql.exec('CREATE TABLE IF NOT EXISTS live_watching (auction_id INTEGER PRIMARY KEY, expires_at INTEGER NOT NULL)');
      this.watchingTable = true;
    }
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
