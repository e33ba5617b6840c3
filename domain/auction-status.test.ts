import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES, hasEnded, isLive, isOpen } from './auction-status.ts';

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
