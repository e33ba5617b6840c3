import { describe, expect, it } from 'vitest';
import { reviewAge } from './review-age.ts';

const HOUR = 3_600_000;
const saturday = Date.UTC(2026, 10, 21, 9, 0);

describe('reviewAge', () => {
  it('counts whole hours waited', () => {
    expect(reviewAge(saturday, saturday + 5 * HOUR + 59 * 60_000)).toEqual({ hours: 5, overdue: false });
  });

  it('is overdue after 24 hours, weekends included', () => {
    expect(reviewAge(saturday, saturday + 24 * HOUR)).toEqual({ hours: 24, overdue: false });
    expect(reviewAge(saturday, saturday + 24 * HOUR + 1)).toEqual({ hours: 24, overdue: true });
  });

  it('never reports a negative age for a clock running behind', () => {
    expect(reviewAge(saturday, saturday - HOUR)).toEqual({ hours: 0, overdue: false });
  });
});
