/**
 * The notification stream's rules with a fake EventSource and hand-driven timers: token refresh and a fresh ticket
 * before every connect, reconnect 3 s after an error with a reload cue, one connection shared by all subscribers,
 * closed with the last.
 */
import { describe, expect, it } from 'vitest';
import { createNotificationStream, needsTokenRefresh, parseLiveNotification, RECONNECT_DELAY_MS, type StreamDeps, streamUrl } from './notification-stream.ts';

interface FakeSource {
  url: string;
  closed: boolean;
  message: (data: unknown) => void;
  error: () => void;
}

function harness(options: { expiresAt?: number | null; refresh?: StreamDeps['refresh']; ticket?: StreamDeps['ticket'] } = {}) {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let now = 1_000_000;
  let refreshes = 0;
  let tickets = 0;
  let expiresAt = options.expiresAt ?? null;
  const deps: StreamDeps = {
    open: (url, on) => {
      const source: FakeSource = { url, closed: false, ...on };
      sources.push(source);
      return {
        close: () => {
          source.closed = true;
        },
      };
    },
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    accessExpiresAt: () => expiresAt,
    refresh:
      options.refresh ??
      (async () => {
        refreshes += 1;
        expiresAt = now + 15 * 60_000;
        return 'ok';
      }),
    ticket:
      options.ticket ??
      (async () => {
        tickets += 1;
        return `ticket-${tickets}`;
      }),
  };
  const stream = createNotificationStream('/notifications/get-sse?storeCode=de', deps);
  /** Runs the pending timers (as if their time had passed). */
  const fire = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
  };
  return {
    stream,
    sources,
    timers,
    fire,
    refreshes: () => refreshes,
    tickets: () => tickets,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Lets the stream's awaited refresh settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const event = (code: string, extra: Record<string, unknown> = {}) => JSON.stringify({ message: { callToActionTypeCode: code, auctionId: 12, messageId: 7, ...extra } });

describe('needsTokenRefresh', () => {
  it('asks for a refresh under 60 s before expiry and for an expired token, not before or without a session', () => {
    expect(needsTokenRefresh(1_000 + 59_999, 1_000)).toBe(true);
    expect(needsTokenRefresh(500, 1_000)).toBe(true);
    expect(needsTokenRefresh(1_000 + 60_000, 1_000)).toBe(false);
    expect(needsTokenRefresh(null, 1_000)).toBe(false);
  });
});

describe('parseLiveNotification', () => {
  it('reads a message event and a reload cue, and drops anything malformed', () => {
    expect(parseLiveNotification(event('outbid', { groupKey: 'auction-12' }))).toEqual({
      message: { callToActionTypeCode: 'outbid', auctionId: 12, messageId: 7, groupKey: 'auction-12' },
    });
    expect(parseLiveNotification(JSON.stringify({ message: { callToActionTypeCode: 'broadcast_auction_update', auctionId: 3 } }))).toEqual({
      message: { callToActionTypeCode: 'broadcast_auction_update', auctionId: 3, messageId: null },
    });
    expect(parseLiveNotification('not json')).toBeNull();
    expect(parseLiveNotification(JSON.stringify({ message: { auctionId: 1 } }))).toBeNull();
    expect(parseLiveNotification(JSON.stringify(null))).toBeNull();
    expect(parseLiveNotification(42)).toBeNull();
  });

  it('builds the stream address without a token', () => {
    expect(streamUrl('pl')).toBe('/notifications/get-sse?storeCode=pl');
  });

  it('opens every connection with a ticket of its own, never the same one twice', async () => {
    const h = harness();
    h.stream.subscribe({});
    await settle();
    expect(h.sources.map((source) => source.url)).toEqual(['/notifications/get-sse?storeCode=de&ticket=ticket-1']);
    h.sources[0]?.error();
    h.fire();
    await settle();
    expect(h.tickets()).toBe(2);
    expect(h.sources[1]?.url).toBe('/notifications/get-sse?storeCode=de&ticket=ticket-2');
  });

  it('stops when no ticket is issued because the session ended, and retries in 3 s when the ticket call failed', async () => {
    const ended = harness({ ticket: async () => 'ended' });
    ended.stream.subscribe({});
    await settle();
    expect(ended.sources).toHaveLength(0);
    expect(ended.timers).toHaveLength(0);

    let calls = 0;
    const flaky = harness({
      ticket: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'fresh';
      },
    });
    flaky.stream.subscribe({});
    await settle();
    expect(flaky.sources).toHaveLength(0);
    expect(flaky.timers.map((timer) => timer.ms)).toEqual([RECONNECT_DELAY_MS]);
    flaky.fire();
    await settle();
    expect(flaky.sources.map((source) => source.url)).toEqual(['/notifications/get-sse?storeCode=de&ticket=fresh']);
  });
});

describe('createNotificationStream', () => {
  it('connects with the first subscriber and delivers events to every subscriber over one connection', async () => {
    const h = harness();
    const seen: string[] = [];
    const stopA = h.stream.subscribe({ onEvent: (e) => seen.push(`a:${e.message.callToActionTypeCode}`) });
    const stopB = h.stream.subscribe({ onEvent: (e) => seen.push(`b:${e.message.callToActionTypeCode}`) });
    await settle();
    expect(h.sources).toHaveLength(1);
    h.sources[0]?.message(event('read_me'));
    h.sources[0]?.message('garbage');
    expect(seen).toEqual(['a:read_me', 'b:read_me']);
    stopA();
    expect(h.sources[0]?.closed).toBe(false);
    stopB();
    expect(h.sources[0]?.closed).toBe(true);
    expect(h.stream.connected()).toBe(false);
  });

  it('hands a dealer board’s events to the board listeners only, over the same connection', async () => {
    const h = harness();
    const notices: string[] = [];
    const boards: unknown[] = [];
    const stop = h.stream.subscribe({ onEvent: (e) => notices.push(e.message.callToActionTypeCode), onBoard: (e) => boards.push(e) });
    await settle();
    h.sources[0]?.message(JSON.stringify({ board: { rowsChanged: true } }));
    h.sources[0]?.message(event('read_me'));
    h.sources[0]?.message(JSON.stringify({ board: { snapshot: { auctionId: 3 } } }));
    expect(h.sources).toHaveLength(1);
    expect(notices).toEqual(['read_me']);
    // A half snapshot is dropped like any malformed event.
    expect(boards).toEqual([{ board: { rowsChanged: true } }]);
    stop();
  });

  it('on an error closes the stream, reconnects after 3 s and asks subscribers to reload', async () => {
    const h = harness();
    let reloads = 0;
    h.stream.subscribe({ onReconnect: () => (reloads += 1) });
    await settle();
    h.sources[0]?.error();
    expect(h.sources[0]?.closed).toBe(true);
    expect(h.sources).toHaveLength(1);
    expect(h.timers.map((timer) => timer.ms)).toEqual([RECONNECT_DELAY_MS]);
    expect(reloads).toBe(0);
    h.fire();
    await settle();
    expect(h.sources).toHaveLength(2);
    expect(h.sources[1]?.closed).toBe(false);
    expect(reloads).toBe(1);
    // A late error of the old connection changes nothing.
    h.sources[0]?.error();
    expect(h.timers).toHaveLength(0);
  });

  it('refreshes the session before connecting when under 60 s remain, and not when enough time is left', async () => {
    const soon = harness({ expiresAt: 1_000_000 + 30_000 });
    soon.stream.subscribe({});
    await settle();
    expect(soon.refreshes()).toBe(1);
    expect(soon.sources).toHaveLength(1);

    const later = harness({ expiresAt: 1_000_000 + 5 * 60_000 });
    later.stream.subscribe({});
    await settle();
    expect(later.refreshes()).toBe(0);
    expect(later.sources).toHaveLength(1);
    // The token ran out while connected: the reconnect refreshes first.
    later.advance(5 * 60_000);
    later.sources[0]?.error();
    later.fire();
    await settle();
    expect(later.refreshes()).toBe(1);
    expect(later.sources).toHaveLength(2);
  });

  it('stops for good when the session ended, and retries in 3 s when the refresh failed for now', async () => {
    const ended = harness({ expiresAt: 1_000_000, refresh: async () => 'ended' });
    ended.stream.subscribe({});
    await settle();
    expect(ended.sources).toHaveLength(0);
    expect(ended.timers).toHaveLength(0);

    let calls = 0;
    const flaky = harness({
      expiresAt: 1_000_000,
      refresh: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'ok';
      },
    });
    flaky.stream.subscribe({});
    await settle();
    expect(flaky.sources).toHaveLength(0);
    expect(flaky.timers.map((timer) => timer.ms)).toEqual([RECONNECT_DELAY_MS]);
    flaky.fire();
    await settle();
    expect(flaky.sources).toHaveLength(1);
  });

  it('does not reconnect after the last subscriber left, even with a retry pending', async () => {
    const h = harness();
    const stop = h.stream.subscribe({});
    await settle();
    h.sources[0]?.error();
    stop();
    expect(h.timers[0]?.cleared).toBe(true);
    h.fire();
    await settle();
    expect(h.sources).toHaveLength(1);
  });
});
