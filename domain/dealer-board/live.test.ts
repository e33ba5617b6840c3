/** Reading the board's stream events: snapshots and the rows cue pass, anything else is dropped. */
import { describe, expect, it } from 'vitest';
import { running } from '../auction/test-fixtures.ts';
import { snapshot } from '../auction/view.ts';
import { parseBoardEvent } from './live.ts';

describe('board events', () => {
  it('reads a row snapshot and the rows cue', () => {
    const row = snapshot(running(), 10);
    expect(parseBoardEvent(JSON.stringify({ board: { snapshot: row } }))).toEqual({ board: { snapshot: row } });
    expect(parseBoardEvent(JSON.stringify({ board: { rowsChanged: true } }))).toEqual({ board: { rowsChanged: true } });
  });

  it('drops notifications, malformed text and half snapshots', () => {
    expect(parseBoardEvent(JSON.stringify({ message: { callToActionTypeCode: 'x' } }))).toBeNull();
    expect(parseBoardEvent('{not json')).toBeNull();
    expect(parseBoardEvent(JSON.stringify({ board: { snapshot: { auctionId: 1 } } }))).toBeNull();
    expect(parseBoardEvent(42)).toBeNull();
  });
});
