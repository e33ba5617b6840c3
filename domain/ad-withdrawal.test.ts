import { describe, expect, it } from 'vitest';
import { canWithdraw, needsStop, WITHDRAWABLE } from './ad-withdrawal.ts';
import { AUCTION_STATUSES } from './auction-status.ts';

describe('sold or not selling', () => {
  it('is offered from publication on, but never for a sale, an auction being settled or an unpublished ad', () => {
    for (const status of ['published', 'running', 'hotbidding', 'renegotiation', 'recd_late_offer', 'acpt_late_offer', 'inactive', 'failed_na'] as const) {
      expect(canWithdraw(status), status).toBe(true);
    }
    for (const status of ['sold', 'ended', 'editing', 'under_review'] as const) expect(canWithdraw(status), status).toBe(false);
    expect(new Set(WITHDRAWABLE).size).toBe(WITHDRAWABLE.length);
    expect(WITHDRAWABLE.every((status) => AUCTION_STATUSES.includes(status))).toBe(true);
  });

  it('stops the auction only where something is open or pending', () => {
    expect(needsStop('running')).toBe(true);
    expect(needsStop('recd_late_offer')).toBe(true);
    expect(needsStop('inactive')).toBe(false);
    expect(needsStop('failed_na')).toBe(false);
  });
});
