import { describe, expect, it } from 'vitest';
import { dealerActionAllowed, dealerFactsAfter, dealerState, suspendsBidding } from './dealer-review.ts';

const inReview = { accepted: null, blocked: false };
const accepted = { accepted: true, blocked: false };
const rejected = { accepted: false, blocked: false };
const blockedInReview = { accepted: null, blocked: true };

describe('dealer review decisions', () => {
  it('accepts or rejects only a dealer in review', () => {
    for (const action of ['accept', 'reject'] as const) {
      expect(dealerActionAllowed(action, inReview)).toBe(true);
      expect(dealerActionAllowed(action, accepted)).toBe(false);
      expect(dealerActionAllowed(action, rejected)).toBe(false);
      // Blocking wins: a blocked dealer is not in review even while undecided.
      expect(dealerActionAllowed(action, blockedInReview)).toBe(false);
    }
  });

  it('blocks only an unblocked dealer and unblocks only a blocked one', () => {
    expect(dealerActionAllowed('block', accepted)).toBe(true);
    expect(dealerActionAllowed('block', blockedInReview)).toBe(false);
    expect(dealerActionAllowed('unblock', blockedInReview)).toBe(true);
    expect(dealerActionAllowed('unblock', rejected)).toBe(false);
  });

  it('leads to the expected state, and unblocking restores the review decision', () => {
    expect(dealerState(dealerFactsAfter('accept', inReview))).toBe('accepted');
    expect(dealerState(dealerFactsAfter('reject', inReview))).toBe('rejected');
    expect(dealerState(dealerFactsAfter('block', accepted))).toBe('blocked');
    expect(dealerState(dealerFactsAfter('unblock', { accepted: true, blocked: true }))).toBe('accepted');
    expect(dealerState(dealerFactsAfter('unblock', blockedInReview))).toBe('in_review');
  });

  it('suspends bidding on rejection and blocking only', () => {
    expect(['accept', 'reject', 'block', 'unblock'].filter((a) => suspendsBidding(a as 'accept'))).toEqual(['reject', 'block']);
  });
});
