import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES, ENDED_GRACE_MS, hasEnded, isLive, isOpen, shownStatus } from './auction-status.ts';

describe('auction status groups', () => {
  it('splits every status into before the auction, open and ended', () => {
    expect(AUCTION_STATUSES.filter(isLive)).toEqual(['running', 'hotbidding']);
    expect(AUCTION_STATUSES.filter(isOpen)).toEqual(['published', 'running', 'hotbidding']);
    expect(AUCTION_STATUSES.filter((status) => !isOpen(status) && !hasEnded(status))).toEqual(['editing', 'under_review']);
    expect(AUCTION_STATUSES.filter(hasEnded)).toHaveLength(AUCTION_STATUSES.length - 5);
    expect(hasEnded('sold')).toBe(true);
    expect(hasEnded('renegotiation')).toBe(true);
  });
});

describe('shownStatus', () => {
  const end = Date.UTC(2026, 10, 27, 14, 3);

  it('shows a live round as ended once its end lies more than the late-bid grace behind', () => {
    for (const status of ['running', 'hotbidding'] as const) {
      expect(shownStatus(status, end, end - 1)).toBe(status);
      // A last-second bid may have moved the end; its projection is still on the way.
      expect(shownStatus(status, end, end + ENDED_GRACE_MS - 1)).toBe(status);
      expect(shownStatus(status, end, end + ENDED_GRACE_MS)).toBe('ended');
    }
  });

  it('keeps every other status as it is, and a live round without an end', () => {
    for (const status of AUCTION_STATUSES.filter((candidate) => !isLive(candidate))) expect(shownStatus(status, end, end + 3_600_000)).toBe(status);
    expect(shownStatus('running', null, end)).toBe('running');
  });
});
