/** Reading a message of the live auction socket (durable-objects/auction-live.ts); anything malformed is dropped. */
import { isAuctionStatus } from '../auction-status.ts';
import type { AuctionSnapshot } from './view.ts';

/** An event as the socket sent it (domain/auction/live-audience.ts decides which and with which fields): never who did it. */
export interface LiveEvent {
  type: string;
  seq: number;
  at: number;
  [field: string]: unknown;
}

export interface LiveMessage {
  type: 'snapshot' | 'update';
  events: LiveEvent[];
  snapshot: AuctionSnapshot;
  serverTime: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value (a socket message's or a refusal's `snapshot`) has the snapshot's shape. */
export function isSnapshot(value: unknown): value is AuctionSnapshot {
  return isRecord(value) && typeof value.auctionId === 'number' && typeof value.seq === 'number' && isAuctionStatus(value.status) && typeof value.bidCount === 'number' && isRecord(value.context);
}

function isEvent(value: unknown): value is LiveEvent {
  return isRecord(value) && typeof value.type === 'string' && typeof value.seq === 'number';
}

export function parseLiveMessage(text: unknown): LiveMessage | null {
  if (typeof text !== 'string' || text === 'pong') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || (data.type !== 'snapshot' && data.type !== 'update') || !isSnapshot(data.snapshot)) return null;
  const events = Array.isArray(data.events) ? data.events.filter(isEvent) : [];
  return { type: data.type, events, snapshot: data.snapshot, serverTime: typeof data.serverTime === 'number' ? data.serverTime : Date.now() };
}

/** Whether `next` may replace `current`: never go back to an older sequence number of the same auction. */
export function isNewer(current: Pick<AuctionSnapshot, 'auctionId' | 'seq'> | null, next: Pick<AuctionSnapshot, 'auctionId' | 'seq'>): boolean {
  return current === null || current.auctionId !== next.auctionId || next.seq >= current.seq;
}

/** Close codes of the live socket (the application range 4000-4999). */
export const LIVE_CLOSE = {
  /** The session the socket was opened with expired or ended: reconnect, with the refreshed cookie or as a visitor. */
  sessionEnded: 4001,
  /** The auction left the catalogue (stopped, deleted, back in review): stop watching. */
  unlisted: 4004,
} as const;

/** First wait after an unexpected close; it doubles with each failure in a row, up to MAX_RECONNECT_MS. */
export const RECONNECT_MS = 3_000;
export const MAX_RECONNECT_MS = 60_000;
/** A session that merely ended reconnects at once (within a second, so a page's sockets do not all come back together). */
const SESSION_RECONNECT_MS = 1_000;

/**
 * How long to wait before reconnecting after the socket closed with `code`, when `failures` attempts in a row have
 * failed before; null means stop. Jittered so that clients dropped together do not all return together.
 */
export function reconnectDelay(code: number, failures: number, random: () => number = Math.random): number | null {
  if (code === LIVE_CLOSE.unlisted) return null;
  if (code === LIVE_CLOSE.sessionEnded && failures === 0) return Math.round(random() * SESSION_RECONNECT_MS);
  const ceiling = Math.min(RECONNECT_MS * 2 ** Math.min(failures, 16), MAX_RECONNECT_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
