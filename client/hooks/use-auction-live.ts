/**
 * The live state of one auction: a WebSocket to GET /public/auction/{id}/live while `enabled`, catching up with
 * `?since=<last seq>` after a drop. When the socket fails it reconnects with a growing, jittered delay and reloads the
 * snapshot over HTTP (the fallback when sockets do not work at all). When the server ends it because the session
 * ended, it reconnects at once (with the refreshed cookie, or as a visitor); when the auction left the catalogue it
 * stops. Closed on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNewer, LIVE_CLOSE, parseLiveMessage, reconnectDelay } from '../../domain/auction/live-message.ts';
import type { AuctionSnapshot } from '../../domain/auction/view.ts';
import { api } from '../lib/api.ts';

/** Keeps idle connections (and proxies in between) from timing out; the object also ends an expired session’s socket then. */
const PING_MS = 30_000;

export interface LiveAuction {
  /** The latest snapshot for this viewer, or null before the first one. */
  snapshot: AuctionSnapshot | null;
  connected: boolean;
  /** Takes a snapshot from a command's answer (ignored when an even newer one arrived meanwhile). */
  apply: (snapshot: AuctionSnapshot) => void;
  /** Loads the snapshot over HTTP. */
  reload: () => Promise<void>;
}

function liveUrl(auctionId: number, since: number | null): string {
  const url = new URL(`/public/auction/${auctionId}/live`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (since !== null && since >= 0) url.searchParams.set('since', String(since));
  return url.toString();
}

export function useAuctionLive(auctionId: number | null, { enabled }: { enabled: boolean }): LiveAuction {
  const [snapshot, setSnapshot] = useState<AuctionSnapshot | null>(null);
  const [connected, setConnected] = useState(false);
  const latest = useRef<AuctionSnapshot | null>(null);

  const apply = useCallback((next: AuctionSnapshot) => {
    if (!isNewer(latest.current, next)) return;
    latest.current = next;
    setSnapshot(next);
  }, []);

  const reload = useCallback(async () => {
    if (auctionId === null) return;
    try {
      apply(await api<AuctionSnapshot>(`/public/auction/${auctionId}`));
    } catch {
      // Offline or gone: the next reconnect tries again.
    }
  }, [auctionId, apply]);

  useEffect(() => {
    if (!enabled || auctionId === null) return;
    const id = auctionId;
    let socket: WebSocket | null = null;
    let retry: number | undefined;
    let ping: number | undefined;
    let stopped = false;

    /** Failed attempts in a row; a socket that delivered its first message resets it. */
    let failures = 0;

    const scheduleRetry = (code: number) => {
      window.clearInterval(ping);
      if (stopped) return;
      window.clearTimeout(retry);
      const delay = reconnectDelay(code, failures);
      if (delay === null) return;
      // A session that ended needs no reload: the new socket's first message is the snapshot.
      const fresh = code === LIVE_CLOSE.sessionEnded && failures === 0;
      failures += 1;
      retry = window.setTimeout(() => {
        if (!fresh) void reload();
        connect();
      }, delay);
    };

    function connect() {
      if (stopped) return;
      if (typeof WebSocket === 'undefined') return scheduleRetry(1006);
      const since = latest.current?.auctionId === id ? latest.current.seq : null;
      const current = new WebSocket(liveUrl(id, since));
      socket = current;
      current.onopen = () => {
        setConnected(true);
        ping = window.setInterval(() => current.readyState === WebSocket.OPEN && current.send('ping'), PING_MS);
      };
      current.onmessage = (event: MessageEvent) => {
        const message = parseLiveMessage(event.data);
        if (!message) return;
        failures = 0;
        apply(message.snapshot);
      };
      // An error is always followed by close; reconnecting happens there, once.
      current.onerror = () => current.close();
      current.onclose = (event: CloseEvent) => {
        if (socket !== current) return;
        socket = null;
        setConnected(false);
        // The auction left the catalogue: its last update (the status) has arrived, and reconnecting would find nothing.
        if (event.code === LIVE_CLOSE.unlisted) stopped = true;
        scheduleRetry(event.code);
      };
    }

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearInterval(ping);
      const open = socket;
      socket = null;
      setConnected(false);
      open?.close(1000);
    };
  }, [auctionId, enabled, apply, reload]);

  // A snapshot of the auction shown before (the hook's owner moved on to another auction) is never returned.
  return { snapshot: snapshot?.auctionId === auctionId ? snapshot : null, connected, apply, reload };
}
