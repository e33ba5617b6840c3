/**
 * The live notification stream (GET /notifications/get-sse): one EventSource per tab, shared by every subscriber.
 * Before each connect it refreshes the session when the access token has under 60 s left and fetches a single-use
 * ticket for the stream's address (never a token in a URL); when the stream fails it closes it, waits 3 s, connects
 * again and tells subscribers to reload what they show (events may have been missed).
 */
import { type BoardLiveEvent, parseBoardEvent, streamField } from '../../domain/dealer-board/live.ts';
import type { LiveNotification } from '../../domain/messages/kinds.ts';
import { ApiRequestError, api } from './api.ts';
import { accessExpiresAt, refreshSession } from './session-refresh.ts';

export const RECONNECT_DELAY_MS = 3_000;
/** The spec: refresh the token before connecting when less than 60 s remain. */
export const TOKEN_MARGIN_MS = 60_000;

export interface StreamListener {
  onEvent?: (event: LiveNotification) => void;
  /** A dealer board's event (a row's snapshot, or a cue that the rows changed). */
  onBoard?: (event: BoardLiveEvent) => void;
  /** The stream came back after a failure: reload the data on screen. */
  onReconnect?: () => void;
}

/** An open connection; `open` wires its messages and errors to the handlers. */
export interface StreamSource {
  close(): void;
}

export interface StreamDeps {
  open: (url: string, on: { message: (data: unknown) => void; error: () => void }) => StreamSource;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  accessExpiresAt: () => number | null;
  /** Refreshes the session: 'ended' when it is over (stop for good); throws when it failed for now (try again later). */
  refresh: () => Promise<'ok' | 'ended'>;
  /** A single-use ticket for one connect: 'ended' when signed out (stop for good); throws when it failed for now. */
  ticket: () => Promise<string | 'ended'>;
}

export interface NotificationStream {
  /** Adds a listener (connecting with the first); the answer removes it (closing with the last). */
  subscribe: (listener: StreamListener) => () => void;
  connected: () => boolean;
}

/** True when the access token expires within the margin (an expired one included); false without a known expiry. */
export function needsTokenRefresh(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt - now < TOKEN_MARGIN_MS;
}

/** The stream's address for a locale; each connect adds its own single-use `ticket` (no token goes into the URL). */
export function streamUrl(locale: string): string {
  return `/notifications/get-sse?storeCode=${encodeURIComponent(locale)}`;
}

/** Whether a refused call means the session is over (the statuses given); anything else may pass (try again later). */
function sessionEnded(error: unknown, statuses: readonly number[]): boolean {
  return error instanceof ApiRequestError && statuses.includes(error.status);
}

/** One event's data as the stream sends it, or null for anything else (a malformed line never breaks the stream). */
export function parseLiveNotification(data: unknown): LiveNotification | null {
  const message = streamField(data, 'message');
  if (!message) return null;
  const { callToActionTypeCode, auctionId, messageId, groupKey } = message;
  if (typeof callToActionTypeCode !== 'string') return null;
  const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  return {
    message: {
      callToActionTypeCode,
      auctionId: id(auctionId),
      messageId: id(messageId),
      ...(typeof groupKey === 'string' ? { groupKey } : {}),
    },
  };
}

export function createNotificationStream(url: string, deps: StreamDeps): NotificationStream {
  const listeners = new Set<StreamListener>();
  let source: StreamSource | null = null;
  let timer: unknown = null;
  /** Bumped on every connect and stop, so an answer to an older attempt (a slow refresh) does nothing. */
  let attempt = 0;

  const each = (call: (listener: StreamListener) => void) => {
    for (const listener of [...listeners]) call(listener);
  };

  function close() {
    attempt += 1;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    source?.close();
    source = null;
  }

  function retryLater(reconnect: boolean) {
    if (listeners.size === 0) return;
    timer = deps.setTimer(() => {
      timer = null;
      void connect(reconnect);
    }, RECONNECT_DELAY_MS);
  }

  async function connect(reconnect: boolean) {
    const mine = ++attempt;
    let ticket: string;
    try {
      // Signed out meanwhile: no stream for a visitor.
      if (needsTokenRefresh(deps.accessExpiresAt(), deps.now()) && (await deps.refresh()) === 'ended') return;
      const issued = await deps.ticket();
      if (issued === 'ended') return;
      ticket = issued;
    } catch {
      if (mine === attempt) retryLater(reconnect);
      return;
    }
    if (mine !== attempt || listeners.size === 0) return;
    const opened = deps.open(`${url}&ticket=${encodeURIComponent(ticket)}`, {
      message: (data) => {
        if (source !== opened) return;
        const event = parseLiveNotification(data);
        if (event) each((listener) => listener.onEvent?.(event));
        const board = event ? null : parseBoardEvent(data);
        if (board) each((listener) => listener.onBoard?.(board));
      },
      error: () => {
        if (source !== opened) return;
        // Closed here, so the browser's own retry (with a used ticket) never runs; ours follows in 3 s with a new one.
        opened.close();
        source = null;
        retryLater(true);
      },
    });
    source = opened;
    if (reconnect) each((listener) => listener.onReconnect?.());
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) void connect(false);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) close();
      };
    },
    connected: () => source !== null,
  };
}

let shared: NotificationStream | null = null;

/** The tab's stream (browser only; the server never opens one). Call it for signed-in customers only. */
export function subscribeNotifications(locale: string, listener: StreamListener): () => void {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return () => undefined;
  shared ??= createNotificationStream(streamUrl(locale), {
    open: (address, on) => {
      const source = new EventSource(address);
      source.onmessage = (event: MessageEvent) => on.message(event.data);
      source.onerror = () => on.error();
      return source;
    },
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    accessExpiresAt,
    refresh: () =>
      refreshSession().then(
        () => 'ok' as const,
        (error: unknown) => {
          if (sessionEnded(error, [401, 403])) return 'ended' as const;
          throw error;
        },
      ),
    ticket: () =>
      api<{ ticket: string }>('/private/notifications/stream-ticket', { method: 'POST' }).then(
        (answer) => answer.ticket,
        (error: unknown) => {
          // Signed out (a 403 may be a passing CSRF hiccup: retried like a network error).
          if (sessionEnded(error, [401])) return 'ended' as const;
          throw error;
        },
      ),
  });
  return shared.subscribe(listener);
}
