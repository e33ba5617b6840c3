import { describe, expect, it } from 'vitest';
import { escalatedSince, reviewAge } from './review-age.ts';

const HOUR = 3_600_000;
const saturday = Date.UTC(2026, 10, 21, 9, 0);

describe('reviewAge', () => {
  it('counts whole hours waited', () => {
    expect(reviewAge(saturday, saturday + 5 * HOUR + 59 * 60_000)).toEqual({ hours: 5, escalated: false, overdue: false });
  });

  it('is escalated from 20 hours, weekends included', () => {
    expect(reviewAge(saturday, saturday + 20 * HOUR - 1)).toEqual({ hours: 19, escalated: false, overdue: false });
    expect(reviewAge(saturday, saturday + 20 * HOUR)).toEqual({ hours: 20, escalated: true, overdue: false });
  });

  it('is overdue after 24 hours and stays escalated', () => {
    expect(reviewAge(saturday, saturday + 24 * HOUR)).toEqual({ hours: 24, escalated: true, overdue: false });
    expect(reviewAge(saturday, saturday + 24 * HOUR + 1)).toEqual({ hours: 24, escalated: true, overdue: true });
  });

  it('never reports a negative age for a clock running behind', () => {
    expect(reviewAge(saturday, saturday - HOUR)).toEqual({ hours: 0, escalated: false, overdue: false });
  });

  it('names the arrival instant from which items are escalated', () => {
    const now = saturday + 30 * HOUR;
    expect(reviewAge(escalatedSince(now), now).escalated).toBe(true);
    expect(reviewAge(escalatedSince(now) + 1, now).escalated).toBe(false);
  });
});
