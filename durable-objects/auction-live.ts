/**
 * Live sockets of an auction object (hibernatable WebSockets). Each socket gets the events its viewer may see
 * (domain/auction/live-audience.ts) and a snapshot with their own context; viewers of one audience share one
 * serialized message, so a bid seen by hundreds of anonymous watchers is serialized once. Sockets are capped per
 * auction and per client, close when the auction leaves the catalogue, and never outlive the session they were
 * opened with.
 */
import { audienceKey, audienceOf, eventsFor, mayWatch, type LiveAudience } from '../domain/auction/live-audience.ts';
import { LIVE_CLOSE } from '../domain/auction/live-message.ts';
import type { AuctionEvent, AuctionState } from '../domain/auction/types.ts';
import { snapshot, viewerContext } from '../domain/auction/view.ts';
import type { AuctionStorage } from './auction-storage.ts';

/** Headers only the worker sets (worker/services/auctions/live-sessions.ts); the object is not reachable otherwise. */
export const LIVE_HEADERS = {
  viewerId: 'X-Viewer-Id',
  operator: 'X-Viewer-Operator',
  familyId: 'X-Viewer-Family',
  expiresAt: 'X-Viewer-Expires',
  clientKey: 'X-Client-Key',
} as const;

export interface LiveAttachment {
  viewerId: number | null;
  operator: boolean;
  /** The signed-in viewer's session (refresh-token family): signing out of it closes the socket. */
  familyId: string | null;
  /** When the access token the socket was opened with expires: the socket closes then. */
  expiresAt: number | null;
}

/**
 * Sockets one auction accepts in all (twice the 500 watchers the fan-out is built for) and from one client (an IP,
 * an IPv6 /64): enough for a dealership's tabs behind one address, too few to exhaust the auction from one machine.
 */
export const LIVE_LIMITS = { perAuction: 1_000, perClient: 10 } as const;

/** How many missed events a reconnecting client may replay; further back it only gets the snapshot. */
const CATCH_UP_LIMIT = 100;

/** Close code for a socket that missed an update (1011, an unexpected server condition): the client reconnects. */
const LIVE_CLOSE_MISSED = 1011;

const ANONYMOUS: LiveAttachment = { viewerId: null, operator: false, familyId: null, expiresAt: null };

const clientTag = (key: string) => `client:${key}`;
const familyTag = (familyId: string) => `family:${familyId}`;

/**
 * Attachments read once per socket while the object stays in memory: a broadcast to 500 sockets would otherwise
 * deserialize 500 attachments per bid. After hibernation the runtime hands out new socket objects, which miss here
 * and are read again.
 */
const attachments = new WeakMap<WebSocket, LiveAttachment>();

function readAttachment(socket: WebSocket): LiveAttachment {
  let attachment = attachments.get(socket);
  if (!attachment) {
    attachment = (socket.deserializeAttachment() as LiveAttachment | null) ?? ANONYMOUS;
    attachments.set(socket, attachment);
  }
  return attachment;
}

/** The viewer of an upgrade request, from the worker's headers; anything malformed counts as anonymous. */
function attachmentOf(headers: Headers): LiveAttachment {
  const viewerId = Number(headers.get(LIVE_HEADERS.viewerId));
  const familyId = headers.get(LIVE_HEADERS.familyId);
  const expiresAt = Number(headers.get(LIVE_HEADERS.expiresAt));
  // A signed-in socket needs its session and expiry, so that it can end with them.
  if (!Number.isInteger(viewerId) || viewerId <= 0 || !familyId || !Number.isFinite(expiresAt) || expiresAt <= 0) return ANONYMOUS;
  return { viewerId, operator: headers.get(LIVE_HEADERS.operator) === '1', familyId, expiresAt };
}

const expired = (attachment: LiveAttachment, now: number) => attachment.expiresAt !== null && attachment.expiresAt <= now;

function close(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Already closing.
  }
}

/**
 * A socket that could not take an update is closed rather than left open without it: its client reconnects with
 * `?since=` and gets the missed events and the current snapshot, instead of showing a stale price until the next bid.
 */
function send(socket: WebSocket, message: string): void {
  try {
    socket.send(message);
  } catch {
    close(socket, LIVE_CLOSE_MISSED, 'missed_update');
  }
}

function audience(state: AuctionState, attachment: LiveAttachment): LiveAudience {
  return audienceOf(state, { customerId: attachment.viewerId, operator: attachment.operator });
}

/**
 * Opens a live socket for the worker's upgrade request: refused with 404 when the viewer may not watch this status,
 * 429 beyond the caps; else the first message carries the events since the client's last seq (when few enough) that
 * this viewer may see, and the snapshot.
 */
export function openSocket(ctx: DurableObjectState, state: AuctionState, storage: AuctionStorage, request: Request, since: number | null): Response {
  const attachment = attachmentOf(request.headers);
  const viewer = audience(state, attachment);
  if (!mayWatch(viewer, state.status)) return new Response('not found', { status: 404 });
  const client = request.headers.get(LIVE_HEADERS.clientKey) ?? '';
  if (ctx.getWebSockets().length >= LIVE_LIMITS.perAuction || ctx.getWebSockets(clientTag(client)).length >= LIVE_LIMITS.perClient) {
    return new Response('too many live sockets', { status: 429 });
  }
  const pair = new WebSocketPair();
  const socket = pair[1];
  ctx.acceptWebSocket(socket, attachment.familyId ? [clientTag(client), familyTag(attachment.familyId)] : [clientTag(client)]);
  socket.serializeAttachment(attachment);
  attachments.set(socket, attachment);
  const view = snapshot(state, attachment.viewerId);
  // Nothing to replay when the client is up to date (or claims more than there is), nor when it missed more than the
  // replay holds: the snapshot below is the current state either way.
  const missed = since === null || since >= view.seq || view.seq - since > CATCH_UP_LIMIT ? [] : storage.eventsAfter(since, CATCH_UP_LIMIT);
  socket.send(JSON.stringify({ type: 'snapshot', events: eventsFor(viewer, missed), snapshot: view, serverTime: Date.now() }));
  return new Response(null, { status: 101, webSocket: pair[0] });
}

/**
 * Pushes a command's events: each audience gets its own message, built once, and only when some event concerns it
 * (a rival learns nothing, not even that something happened, when the leader changes their agent). Sockets whose
 * session expired close; when the auction left the catalogue, everyone but the seller and operators gets this last
 * update (the status) and is closed.
 */
export function broadcast(ctx: DurableObjectState, state: AuctionState, events: readonly AuctionEvent[]): void {
  const sockets = ctx.getWebSockets();
  if (sockets.length === 0) return;
  const now = Date.now();
  // The snapshot's public part is the same for everyone: serialized once, each audience adds its events and context.
  const { context: _context, ...shared } = snapshot(state, null);
  const snapshotHead = `,"snapshot":${JSON.stringify(shared).slice(0, -1)},"context":`;
  const tail = `},"serverTime":${now}}`;
  const messages = new Map<string, string | null>();
  for (const socket of sockets) {
    const attachment = readAttachment(socket);
    if (expired(attachment, now)) {
      close(socket, LIVE_CLOSE.sessionEnded, 'session_expired');
      continue;
    }
    const viewer = audience(state, attachment);
    const key = audienceKey(viewer);
    let message = messages.get(key);
    if (message === undefined) {
      const visible = eventsFor(viewer, events);
      message = visible.length === 0 ? null : `{"type":"update","events":${JSON.stringify(visible)}${snapshotHead}${JSON.stringify(viewerContext(state, viewer.customerId))}${tail}`;
      messages.set(key, message);
    }
    if (message !== null) send(socket, message);
    if (!mayWatch(viewer, state.status)) close(socket, LIVE_CLOSE.unlisted, 'unlisted');
  }
}

/** The client's keep-alive: answered while the socket's session lasts, else the socket closes so the client reconnects. */
export function answerPing(socket: WebSocket): void {
  if (expired(readAttachment(socket), Date.now())) close(socket, LIVE_CLOSE.sessionEnded, 'session_expired');
  else send(socket, 'pong');
}

/** The viewer signed out of this session: its sockets close at once. Returns how many. */
export function closeSession(ctx: DurableObjectState, familyId: string): number {
  const sockets = ctx.getWebSockets(familyTag(familyId));
  for (const socket of sockets) close(socket, LIVE_CLOSE.sessionEnded, 'signed_out');
  return sockets.length;
}
