/** The board's rules: the window, the standing on a row, the filters, the order and the outbid turn. */
import { describe, expect, it } from 'vitest';
import { A, agent, B, bid, C, END, HOUR, MINUTE, run, running, T0 } from '../auction/test-fixtures.ts';
import { snapshot } from '../auction/view.ts';
import { berlinWallClock } from '../berlin-time.ts';
import { agentActive, boardWindow, compareRows, matchesFilter, standingOf, takesPart, turnedOutbid } from './rows.ts';

const contested = () =>
  run(running(), [
    [bid(A, 10_000), T0 + 1],
    [agent(A, 15_000), T0 + 2],
    [bid(B, 12_000), T0 + 3],
  ]);

describe('the board window', () => {
  it('starts at Berlin midnight of today and reaches 24 hours ahead', () => {
    const now = Date.UTC(2026, 10, 30, 13, 30); // 14:30 in Berlin (winter time)
    const { from, to } = boardWindow(now);
    expect(from).toBe(Date.UTC(2026, 10, 29, 23, 0));
    expect(to - now).toBe(24 * HOUR);
    expect(berlinWallClock(from)).toMatchObject({ day: 30, hour: 0, minute: 0 });
  });

  it('uses summer time in summer', () => {
    expect(boardWindow(Date.UTC(2026, 6, 1, 10, 0)).from).toBe(Date.UTC(2026, 5, 30, 22, 0));
  });
});

describe('a dealer’s standing', () => {
  it('is leading for the highest bidder, outbid for a bidder below, not bidding for others', () => {
    const state = contested();
    expect(standingOf(snapshot(state, A.customerId))).toBe('leading');
    expect(standingOf(snapshot(state, B.customerId))).toBe('outbid');
    expect(standingOf(snapshot(state, C.customerId))).toBe('not_bidding');
  });

  it('names an active agent only for the dealer holding it, while the auction is live', () => {
    const state = contested();
    expect(agentActive(snapshot(state, A.customerId))).toBe(true);
    expect(agentActive(snapshot(state, B.customerId))).toBe(false);
    expect(agentActive(snapshot({ ...state, status: 'ended' }, A.customerId))).toBe(false);
  });

  it('turns outbid when a rival passes the dealer’s agent', () => {
    const before = contested();
    const after = run(before, [[bid(C, 16_000), T0 + 4]]);
    expect(turnedOutbid(snapshot(before, A.customerId), snapshot(after, A.customerId))).toBe(true);
    // B was outbid already, C leads: neither turned outbid now.
    expect(turnedOutbid(snapshot(before, B.customerId), snapshot(after, B.customerId))).toBe(false);
    expect(turnedOutbid(snapshot(before, C.customerId), snapshot(after, C.customerId))).toBe(false);
  });
});

describe('filters and order', () => {
  const state = contested();
  const rowOf = (viewer: number, endingAt = END) => ({ snapshot: { ...snapshot(state, viewer), endingAt } });

  it('filters my bids, leading, outbid and ending within 15 minutes', () => {
    const now = END - 10 * MINUTE;
    expect(matchesFilter(rowOf(A.customerId), 'leading', now)).toBe(true);
    expect(matchesFilter(rowOf(B.customerId), 'leading', now)).toBe(false);
    expect(matchesFilter(rowOf(B.customerId), 'outbid', now)).toBe(true);
    expect(matchesFilter(rowOf(C.customerId), 'mine', now)).toBe(false);
    expect(takesPart(rowOf(B.customerId).snapshot)).toBe(true);
    expect(matchesFilter(rowOf(C.customerId), 'ending_soon', now)).toBe(true);
    expect(matchesFilter(rowOf(C.customerId), 'ending_soon', END - 16 * MINUTE)).toBe(false);
    expect(matchesFilter(rowOf(C.customerId), 'all', now)).toBe(true);
  });

  it('sorts by end time, extended ends included, then by auction', () => {
    const rows = [rowOf(A.customerId, END + 2 * MINUTE), rowOf(A.customerId, END), { snapshot: { ...snapshot(state, null), auctionId: 3, endingAt: END } }];
    const sorted = [...rows].sort(compareRows).map((row) => [row.snapshot.auctionId, row.snapshot.endingAt]);
    expect(sorted).toEqual([
      [3, END],
      [7, END],
      [7, END + 2 * MINUTE],
    ]);
  });
});
