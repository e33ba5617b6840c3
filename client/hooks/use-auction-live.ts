/**
 * The live state of one auction: a WebSocket to GET /public/auction/{id}/live while `enabled`, catching up with
 * `?since=<last seq>` after a drop. When the socket errors it reconnects after 3 seconds and reloads the snapshot
 * over HTTP (the fallback when sockets do not work at all). Closed on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNewer, parseLiveMessage } from '../../domain/auction/live-message.ts';
import type { AuctionSnapshot } from '../../domain/auction/view.ts';
import { api } from '../lib/api.ts';

const RECONNECT_MS = 3000;
/** Keeps idle connections (and proxies in between) from timing out; the object answers without waking up. */
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

    const scheduleRetry = () => {
      window.clearInterval(ping);
      if (stopped) return;
      window.clearTimeout(retry);
      retry = window.setTimeout(() => {
        void reload();
        connect();
      }, RECONNECT_MS);
    };

    function connect() {
      if (stopped) return;
      if (typeof WebSocket === 'undefined') return scheduleRetry();
      const since = latest.current?.auctionId === id ? latest.current.seq : null;
      const current = new WebSocket(liveUrl(id, since));
      socket = current;
      current.onopen = () => {
        setConnected(true);
        ping = window.setInterval(() => current.readyState === WebSocket.OPEN && current.send('ping'), PING_MS);
      };
      current.onmessage = (event: MessageEvent) => {
        const message = parseLiveMessage(event.data);
        if (message) apply(message.snapshot);
      };
      // An error is always followed by close; reconnecting happens there, once.
      current.onerror = () => current.close();
      current.onclose = () => {
        if (socket !== current) return;
        socket = null;
        setConnected(false);
        scheduleRetry();
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
