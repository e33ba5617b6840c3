/**
 * The server is the clock: one offset per page load from POST /public/time (offset = local − (server + half the
 * round trip)), and a ticking server "now" for countdowns.
 */
import { useEffect, useState } from 'react';
import { clockOffset } from '../../domain/auction/countdown.ts';

let offset = 0;
let measuring: Promise<number> | undefined;

async function measure(): Promise<number> {
  const sentAt = Date.now();
  // No cookies: the clock is public, and an anonymous call needs no CSRF token (which would add a round trip).
  const response = await fetch('/public/time', { method: 'POST', credentials: 'omit', headers: { Accept: 'application/json' } });
  const receivedAt = Date.now();
  const body = (await response.json()) as { time?: unknown };
  if (!response.ok || typeof body.time !== 'number') throw new Error('no server time');
  offset = clockOffset({ sentAt, receivedAt, serverTime: body.time });
  return offset;
}

/** The offset, measured once per page load; a failed measurement is retried by the next caller. */
export function serverClockOffset(): Promise<number> {
  measuring ??= measure().catch((error: unknown) => {
    measuring = undefined;
    throw error;
  });
  return measuring;
}

/** The server's current time as best known (the local clock until the offset has been measured). */
export function serverNow(): number {
  return Date.now() - offset;
}

/**
 * The server's time, ticking every second while `enabled`; null on the server and before the first effect, so
 * server-rendered markup never contains a countdown that the browser would contradict.
 */
export function useServerNow(enabled: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const tick = () => active && setNow(serverNow());
    tick();
    serverClockOffset().then(tick, () => undefined);
    const timer = window.setInterval(tick, 1000);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [enabled]);
  return enabled ? now : null;
}
