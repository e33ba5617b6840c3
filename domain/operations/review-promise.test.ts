import { describe, expect, it } from 'vitest';
import { keptPromise, promiseShare, promiseWindowStart } from './review-promise.ts';

const HOUR = 3_600_000;
const friday = Date.UTC(2026, 10, 20, 16, 0);

describe('keptPromise', () => {
  it('counts a decision taken exactly 24 hours after submission as kept, a minute later as not, over a weekend too', () => {
    expect(keptPromise({ submittedAt: friday, decidedAt: friday + 24 * HOUR })).toBe(true);
    expect(keptPromise({ submittedAt: friday, decidedAt: friday + 24 * HOUR + 60_000 })).toBe(false);
    expect(keptPromise({ submittedAt: friday, decidedAt: friday + 72 * HOUR })).toBe(false);
  });
});

describe('promiseShare', () => {
  it('is the kept decisions over all decisions', () => {
    expect(promiseShare(4, 3)).toEqual({ decided: 4, kept: 3, share: 0.75 });
  });

  it('has no share when nothing was decided', () => {
    expect(promiseShare(0, 0)).toEqual({ decided: 0, kept: 0, share: null });
  });
});

describe('promiseWindowStart', () => {
  it('opens the window 30 days before now', () => {
    expect(promiseWindowStart(friday)).toBe(friday - 30 * 24 * HOUR);
  });
});
