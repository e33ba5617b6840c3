/**
 * Live sockets of an auction object (hibernatable WebSockets): every viewer gets the public events and a snapshot
 * with their own context. Viewers with the same identity share one serialized message, so a bid seen by hundreds of
 * anonymous watchers is serialized once.
 */
import type { AuctionEvent, AuctionState } from '../domain/auction/types.ts';
import { snapshot, type AuctionSnapshot } from '../domain/auction/view.ts';
import type { AuctionStorage } from './auction-storage.ts';

export interface LiveAttachment {
  viewerId: number | null;
}

/** How many missed events a reconnecting client may replay; further back it only gets the snapshot. */
const CATCH_UP_LIMIT = 100;

/** Events as every watcher may see them: who bid stays private. */
function publicEvent(event: AuctionEvent): Record<string, unknown> {
  const { customerId: _customerId, ...rest } = event as AuctionEvent & { customerId?: number };
  return rest;
}

export function acceptViewer(ctx: DurableObjectState, socket: WebSocket, attachment: LiveAttachment): void {
  ctx.acceptWebSocket(socket);
  socket.serializeAttachment(attachment);
}

/** First message on a new socket: the events since the client's last seq (when few enough), then the snapshot. */
export function catchUp(socket: WebSocket, storage: AuctionStorage, since: number | null, view: AuctionSnapshot): void {
  const missed = since === null || view.seq - since > CATCH_UP_LIMIT ? [] : storage.eventsAfter(since, CATCH_UP_LIMIT);
  socket.send(JSON.stringify({ type: 'snapshot', events: missed.map(publicEvent), snapshot: view, serverTime: Date.now() }));
}

export function broadcast(ctx: DurableObjectState, state: AuctionState, events: readonly AuctionEvent[]): void {
  const sockets = ctx.getWebSockets();
  if (sockets.length === 0) return;
  const shared = events.map(publicEvent);
  const messages = new Map<number | null, string>();
  for (const socket of sockets) {
    const { viewerId } = (socket.deserializeAttachment() ?? { viewerId: null }) as LiveAttachment;
    let message = messages.get(viewerId);
    if (message === undefined) {
      message = JSON.stringify({ type: 'update', events: shared, snapshot: snapshot(state, viewerId), serverTime: Date.now() });
      messages.set(viewerId, message);
    }
    try {
      socket.send(message);
    } catch {
      // A socket closing right now; the close handler cleans it up.
    }
  }
}
