/** Auction start/end scheduling: weekday 14:00–17:00 Berlin ends, 2–24 h of bidding, DST-safe. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUCTION_MAX_DURATION_MS,
  AUCTION_MIN_DURATION_MS,
  berlinParts,
  isInEndWindow,
  scheduleAuction,
} from './schedule.ts';

// Instants are written with their explicit Berlin offset (+01:00 CET, +02:00 CEST) so the expectations
// do not depend on the code under test. Reference weeks: Mon 2026-11-16 (winter), Mon 2026-06-15 (summer).
const at = (iso: string): number => {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`bad test instant ${iso}`);
  return instant;
};
const HOUR_MS = 60 * 60 * 1000;

describe('berlinParts', () => {
  it('reads the Berlin wall clock and ISO weekday in winter and summer', () => {
    expect(berlinParts(at('2026-11-17T09:00Z'))).toEqual({ year: 2026, month: 11, day: 17, weekday: 2, hour: 10, minute: 0 });
    expect(berlinParts(at('2026-06-16T09:00Z'))).toEqual({ year: 2026, month: 6, day: 16, weekday: 2, hour: 11, minute: 0 });
  });

  it('uses the Berlin date, not the UTC date, around midnight and the new year', () => {
    expect(berlinParts(at('2026-06-14T22:30Z'))).toEqual({ year: 2026, month: 6, day: 15, weekday: 1, hour: 0, minute: 30 });
    expect(berlinParts(at('2026-12-31T23:30Z'))).toEqual({ year: 2027, month: 1, day: 1, weekday: 5, hour: 0, minute: 30 });
    expect(berlinParts(at('2026-11-22T12:00Z')).weekday).toBe(7);
  });
});

describe('isInEndWindow', () => {
  it('accepts weekdays from 14:00 up to but excluding 17:00 Berlin time', () => {
    expect(isInEndWindow(at('2026-11-17T14:00+01:00'))).toBe(true);
    expect(isInEndWindow(at('2026-11-17T16:59+01:00'))).toBe(true);
    expect(isInEndWindow(at('2026-11-17T17:00+01:00'))).toBe(false);
    expect(isInEndWindow(at('2026-11-17T13:59+01:00'))).toBe(false);
  });

  it('rejects weekends', () => {
    expect(isInEndWindow(at('2026-11-21T15:00+01:00'))).toBe(false);
    expect(isInEndWindow(at('2026-11-22T15:00+01:00'))).toBe(false);
  });

  it('follows summer time: 14:00 CEST is 12:00 UTC', () => {
    expect(isInEndWindow(at('2026-06-16T12:00Z'))).toBe(true);
    expect(isInEndWindow(at('2026-06-16T11:59Z'))).toBe(false);
    expect(isInEndWindow(at('2026-06-16T14:59Z'))).toBe(true);
    expect(isInEndWindow(at('2026-06-16T15:00Z'))).toBe(false);
  });
});

describe('scheduleAuction: end slot from the spread key', () => {
  const mondayMorning = at('2026-11-16T08:00+01:00');
  const endOf = (key: number): number => scheduleAuction(mondayMorning, key).endingAt;

  it('maps key mod 60 to 3-minute slots from 14:00 to 16:57', () => {
    expect(endOf(0)).toBe(at('2026-11-16T14:00+01:00'));
    expect(endOf(1)).toBe(at('2026-11-16T14:03+01:00'));
    expect(endOf(20)).toBe(at('2026-11-16T15:00+01:00'));
    expect(endOf(59)).toBe(at('2026-11-16T16:57+01:00'));
    expect(endOf(60)).toBe(at('2026-11-16T14:00+01:00'));
    expect(endOf(61)).toBe(at('2026-11-16T14:03+01:00'));
    expect(endOf(1234)).toBe(at('2026-11-16T15:42+01:00'));
  });

  it('keeps negative keys inside the window', () => {
    expect(endOf(-1)).toBe(at('2026-11-16T16:57+01:00'));
  });

  it('rejects fractional keys and non-finite instants', () => {
    expect(() => scheduleAuction(mondayMorning, 1.5)).toThrow(RangeError);
    expect(() => scheduleAuction(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('scheduleAuction: weekdays and minimum duration', () => {
  const expectSchedule = (publishedIso: string, key: number, startsIso: string, endingIso: string): void => {
    expect(scheduleAuction(at(publishedIso), key)).toEqual({ startsAt: at(startsIso), endingAt: at(endingIso) });
  };

  it('ends the same day when the slot is at least 2 h away, starting at publication', () => {
    expectSchedule('2026-11-17T10:00+01:00', 0, '2026-11-17T10:00+01:00', '2026-11-17T14:00+01:00');
    expectSchedule('2026-11-17T13:00+01:00', 59, '2026-11-17T13:00+01:00', '2026-11-17T16:57+01:00');
  });

  it('moves to the next weekday when the slot is less than 2 h away', () => {
    // Tuesday 13:00 with the 14:00 slot: only 1 h left, so Wednesday; bidding starts 24 h before the end.
    expectSchedule('2026-11-17T13:00+01:00', 0, '2026-11-17T14:00+01:00', '2026-11-18T14:00+01:00');
  });

  it('treats exactly 2 h as enough and one millisecond less as too little', () => {
    expectSchedule('2026-11-17T12:00+01:00', 0, '2026-11-17T12:00+01:00', '2026-11-17T14:00+01:00');
    const late = at('2026-11-17T12:00+01:00') + 1;
    expect(scheduleAuction(late, 0).endingAt).toBe(at('2026-11-18T14:00+01:00'));
  });

  it('ends on Friday when published Friday morning', () => {
    expectSchedule('2026-11-20T11:00+01:00', 0, '2026-11-20T11:00+01:00', '2026-11-20T14:00+01:00');
  });

  it('moves Friday afternoon and evening, Saturday and Sunday publications to Monday', () => {
    expectSchedule('2026-11-20T15:00+01:00', 0, '2026-11-22T14:00+01:00', '2026-11-23T14:00+01:00');
    // Friday 18:00, slot 15:00: starts Sunday 15:00 ("published (starts soon)" until then).
    expectSchedule('2026-11-20T18:00+01:00', 20, '2026-11-22T15:00+01:00', '2026-11-23T15:00+01:00');
    expectSchedule('2026-11-21T10:00+01:00', 0, '2026-11-22T14:00+01:00', '2026-11-23T14:00+01:00');
    // Sunday 20:00 is less than 24 h before Monday 14:00, so bidding starts right away.
    expectSchedule('2026-11-22T20:00+01:00', 0, '2026-11-22T20:00+01:00', '2026-11-23T14:00+01:00');
  });

  it('uses summer time in summer: 15:00 CEST is 13:00 UTC', () => {
    expect(scheduleAuction(at('2026-06-16T08:00Z'), 20).endingAt).toBe(at('2026-06-16T13:00Z'));
  });
});

describe('scheduleAuction across daylight-saving switches', () => {
  it('spring forward (2026-03-29): Friday CET publication ends Monday 14:00 CEST = 12:00 UTC', () => {
    const schedule = scheduleAuction(at('2026-03-27T17:00Z'), 0);
    expect(schedule.endingAt).toBe(at('2026-03-30T12:00Z'));
    expect(schedule.startsAt).toBe(at('2026-03-29T12:00Z'));
    expect(berlinParts(schedule.startsAt)).toMatchObject({ day: 29, weekday: 7, hour: 14, minute: 0 });
  });

  it('spring forward: publications around the switch hour still end Monday 14:xx CEST', () => {
    for (const iso of ['2026-03-29T00:30Z', '2026-03-29T01:00Z', '2026-03-29T01:30Z', '2026-03-28T12:00Z']) {
      expect(scheduleAuction(at(iso), 1).endingAt).toBe(at('2026-03-30T12:03Z'));
    }
  });

  it('fall back (2026-10-25): Friday CEST publication ends Monday 14:00 CET = 13:00 UTC', () => {
    const schedule = scheduleAuction(at('2026-10-23T16:00Z'), 0);
    expect(schedule.endingAt).toBe(at('2026-10-26T13:00Z'));
    expect(schedule.startsAt).toBe(at('2026-10-25T13:00Z'));
    expect(berlinParts(schedule.startsAt)).toMatchObject({ day: 25, weekday: 7, hour: 14, minute: 0 });
  });

  it('fall back: both passes through the repeated 02:30 end Monday 14:xx CET', () => {
    for (const iso of ['2026-10-25T00:30Z', '2026-10-25T01:30Z', '2026-10-24T12:00Z']) {
      expect(scheduleAuction(at(iso), 59).endingAt).toBe(at('2026-10-26T15:57Z'));
    }
  });
});

describe('scheduleAuction properties (2026–2030)', () => {
  const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2031, 0, 1) - 1 });
  const key = fc.integer({ min: -1_000_000, max: 1_000_000_000 });

  it('ends in the window on the key slot, with 2–24 h of bidding never before publication', () => {
    fc.assert(
      fc.property(instant, key, (publishedAt, spreadKey) => {
        const { startsAt, endingAt } = scheduleAuction(publishedAt, spreadKey);
        expect(isInEndWindow(endingAt)).toBe(true);
        expect(endingAt % 60_000).toBe(0);
        const end = berlinParts(endingAt);
        const slot = ((spreadKey % 60) + 60) % 60;
        expect(end.hour * 60 + end.minute).toBe(14 * 60 + slot * 3);
        expect(startsAt).toBeGreaterThanOrEqual(publishedAt);
        expect(endingAt - startsAt).toBeLessThanOrEqual(AUCTION_MAX_DURATION_MS);
        expect(endingAt - startsAt).toBeGreaterThanOrEqual(AUCTION_MIN_DURATION_MS);
        expect(endingAt - publishedAt).toBeGreaterThanOrEqual(AUCTION_MIN_DURATION_MS);
        expect(startsAt).toBe(Math.max(publishedAt, endingAt - AUCTION_MAX_DURATION_MS));
      }),
      { numRuns: 2000 },
    );
  });

  it('picks the earliest weekday slot at least 2 h after publication', () => {
    fc.assert(
      fc.property(instant, key, (publishedAt, spreadKey) => {
        const { endingAt } = scheduleAuction(publishedAt, spreadKey);
        const end = berlinParts(endingAt);
        // Berlin offsets are whole hours, so every earlier instant showing the same wall minute is a whole
        // number of hours before the end: none of them may be a weekday slot that was already allowed.
        for (let candidate = endingAt - HOUR_MS; candidate >= publishedAt + AUCTION_MIN_DURATION_MS; candidate -= HOUR_MS) {
          const p = berlinParts(candidate);
          const isSlot = p.weekday <= 5 && p.hour === end.hour && p.minute === end.minute;
          expect(isSlot).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
