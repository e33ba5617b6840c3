/** Reading a message of the live auction socket (durable-objects/auction-live.ts); anything malformed is dropped. */
import { isAuctionStatus } from '../auction-status.ts';
import type { AuctionSnapshot } from './view.ts';

/** A public event: what happened, never who did it. */
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
