/**
 * The board's events on the customer's live stream (the same connection as the notifications): a row's new snapshot
 * for this dealer, or a cue that the set of rows changed (the dealer watched or unwatched elsewhere).
 */
import { isSnapshot } from '../auction/live-message.ts';
import type { AuctionSnapshot } from '../auction/view.ts';

export type BoardLiveEvent = { board: { snapshot: AuctionSnapshot } } | { board: { rowsChanged: true } };

/** How long a board's rows stay followed after its list was loaded; the open board reloads it well before. */
export const BOARD_FOLLOW_MS = 20 * 60_000;
/** How often an open board reloads its list (new matches of saved searches, ended rows): well within BOARD_FOLLOW_MS. */
export const BOARD_RELOAD_MS = 5 * 60_000;

/** The object under `key` of one stream event's JSON data, or null (a malformed event never breaks the stream). */
export function streamField(data: unknown, key: string): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const field = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[key] : undefined;
  return typeof field === 'object' && field !== null && !Array.isArray(field) ? (field as Record<string, unknown>) : null;
}

/** One stream event's data read as a board event, or null for anything else. */
export function parseBoardEvent(data: unknown): BoardLiveEvent | null {
  const board = streamField(data, 'board');
  if (!board) return null;
  const { snapshot, rowsChanged } = board;
  if (isSnapshot(snapshot)) return { board: { snapshot } };
  if (rowsChanged === true) return { board: { rowsChanged: true } };
  return null;
}
