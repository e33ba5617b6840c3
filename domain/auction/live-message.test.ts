import { describe, expect, it } from 'vitest';
import { isNewer, LIVE_CLOSE, MAX_RECONNECT_MS, parseLiveMessage, RECONNECT_MS, reconnectDelay } from './live-message.ts';

const snapshot = { auctionId: 3, seq: 8, status: 'running', bidCount: 2, highestBid: 5000, context: { role: 'viewer' } };

describe('live socket messages', () => {
  it('reads snapshots and updates with their public events', () => {
    const text = JSON.stringify({ type: 'update', events: [{ type: 'bid_placed', seq: 8, at: 1, amount: 5000 }, { nonsense: true }], snapshot, serverTime: 42 });
    const message = parseLiveMessage(text);
    expect(message?.type).toBe('update');
    expect(message?.events).toEqual([{ type: 'bid_placed', seq: 8, at: 1, amount: 5000 }]);
    expect(message?.snapshot.highestBid).toBe(5000);
    expect(message?.serverTime).toBe(42);
  });

  it('drops the pong, broken JSON and foreign shapes', () => {
    expect(parseLiveMessage('pong')).toBeNull();
    expect(parseLiveMessage('{')).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'update', snapshot: { ...snapshot, status: 'bogus' } }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'other', snapshot }))).toBeNull();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('never replaces a snapshot with an older one of the same auction', () => {
    expect(isNewer(null, { auctionId: 1, seq: 0 })).toBe(true);
    expect(isNewer({ auctionId: 1, seq: 5 }, { auctionId: 1, seq: 5 })).toBe(true);
    expect(isNewer({ auctionId: 1, seq: 5 }, { auctionId: 1, seq: 4 })).toBe(false);
    expect(isNewer({ auctionId: 1, seq: 5 }, { auctionId: 2, seq: 0 })).toBe(true);
  });

  it('stops when the auction left the catalogue, comes back at once when only the session ended, else backs off', () => {
    const [low, high] = [() => 0, () => 0.999_999];
    expect(reconnectDelay(LIVE_CLOSE.unlisted, 0)).toBeNull();
    expect(reconnectDelay(LIVE_CLOSE.sessionEnded, 0, high)).toBeLessThanOrEqual(1_000);
    // A session that keeps ending right after reconnecting backs off like any failure.
    expect(reconnectDelay(LIVE_CLOSE.sessionEnded, 2, low)).toBe(2 * RECONNECT_MS);
    expect(reconnectDelay(1006, 0, low)).toBe(RECONNECT_MS / 2);
    expect(reconnectDelay(1006, 0, high)).toBe(RECONNECT_MS);
    expect(reconnectDelay(1006, 3, high)).toBe(8 * RECONNECT_MS);
    expect(reconnectDelay(1006, 50, high)).toBe(MAX_RECONNECT_MS);
  });
});
