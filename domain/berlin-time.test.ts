/** Berlin wall-clock arithmetic: DST switches (2026-03-29, 2026-10-25), midnight and the new year. */
import { describe, expect, it } from 'vitest';
import { addCalendarDays, berlinInstant, berlinWallClock } from './berlin-time.ts';

// Expectations carry explicit offsets (+01:00 CET, +02:00 CEST) so they do not depend on the code under test.
const at = (iso: string): number => {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`bad test instant ${iso}`);
  return instant;
};

describe('berlinWallClock', () => {
  it('reads winter and summer time with the ISO weekday', () => {
    expect(berlinWallClock(at('2026-11-17T09:00:05Z'))).toEqual({ year: 2026, month: 11, day: 17, weekday: 2, hour: 10, minute: 0, second: 5 });
    expect(berlinWallClock(at('2026-06-16T09:00Z'))).toEqual({ year: 2026, month: 6, day: 16, weekday: 2, hour: 11, minute: 0, second: 0 });
  });

  it('jumps from 01:59:59 CET to 03:00 CEST on 2026-03-29', () => {
    expect(berlinWallClock(at('2026-03-29T00:59:59Z'))).toMatchObject({ day: 29, weekday: 7, hour: 1, minute: 59, second: 59 });
    expect(berlinWallClock(at('2026-03-29T01:00Z'))).toMatchObject({ day: 29, weekday: 7, hour: 3, minute: 0 });
  });

  it('shows 02:xx twice on 2026-10-25', () => {
    expect(berlinWallClock(at('2026-10-25T00:30Z'))).toMatchObject({ day: 25, hour: 2, minute: 30 });
    expect(berlinWallClock(at('2026-10-25T01:30Z'))).toMatchObject({ day: 25, hour: 2, minute: 30 });
  });

  it('uses the Berlin date at midnight and across the new year', () => {
    expect(berlinWallClock(at('2026-06-14T22:00Z'))).toEqual({ year: 2026, month: 6, day: 15, weekday: 1, hour: 0, minute: 0, second: 0 });
    expect(berlinWallClock(at('2026-12-31T23:00Z'))).toEqual({ year: 2027, month: 1, day: 1, weekday: 5, hour: 0, minute: 0, second: 0 });
    expect(berlinWallClock(at('2026-12-31T22:59:59Z'))).toMatchObject({ year: 2026, month: 12, day: 31, hour: 23, minute: 59 });
  });
});

describe('berlinInstant', () => {
  it('converts winter and summer wall times', () => {
    expect(berlinInstant({ year: 2026, month: 11, day: 17, hour: 14, minute: 0 })).toBe(at('2026-11-17T14:00+01:00'));
    expect(berlinInstant({ year: 2026, month: 6, day: 16, hour: 14, minute: 57, second: 30 })).toBe(at('2026-06-16T14:57:30+02:00'));
  });

  it('handles the spring-forward day: before, inside and after the gap', () => {
    expect(berlinInstant({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 })).toBe(at('2026-03-29T01:30+01:00'));
    expect(berlinInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 })).toBe(at('2026-03-29T03:30+02:00'));
    expect(berlinInstant({ year: 2026, month: 3, day: 29, hour: 14, minute: 0 })).toBe(at('2026-03-29T14:00+02:00'));
  });

  it('handles the fall-back day: the repeated hour resolves to winter time', () => {
    expect(berlinInstant({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 })).toBe(at('2026-10-25T01:30+02:00'));
    expect(berlinInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 })).toBe(at('2026-10-25T02:30+01:00'));
    expect(berlinInstant({ year: 2026, month: 10, day: 25, hour: 14, minute: 0 })).toBe(at('2026-10-25T14:00+01:00'));
  });

  it('handles midnight, the new year and overflowing minutes', () => {
    expect(berlinInstant({ year: 2026, month: 6, day: 15, hour: 0, minute: 0 })).toBe(at('2026-06-15T00:00+02:00'));
    expect(berlinInstant({ year: 2027, month: 1, day: 1, hour: 0, minute: 0 })).toBe(at('2027-01-01T00:00+01:00'));
    expect(berlinInstant({ year: 2026, month: 12, day: 31, hour: 0, minute: 24 * 60 + 30 })).toBe(at('2027-01-01T00:30+01:00'));
  });

  it('round-trips with berlinWallClock', () => {
    for (const iso of ['2026-03-29T03:00+02:00', '2026-10-25T03:00+01:00', '2026-12-31T23:59:59+01:00']) {
      expect(berlinInstant(berlinWallClock(at(iso)))).toBe(at(iso));
    }
  });
});

describe('addCalendarDays', () => {
  it('walks across month and year ends and back, with the ISO weekday', () => {
    expect(addCalendarDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1, weekday: 5 });
    expect(addCalendarDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28, weekday: 6 });
    expect(addCalendarDays({ year: 2026, month: 11, day: 22 }, 0).weekday).toBe(7);
  });
});
