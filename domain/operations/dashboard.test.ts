/** Dashboard calendar and rates: Berlin days, months and ISO weeks across DST switches and year ends, zero-filled series. */
import { describe, expect, it } from 'vitest';
import { berlinDay, berlinDayKey, berlinMonth, isoWeekKey, lastBerlinDays, lastIsoWeeks, salesPerDay, sellThroughPerWeek, sellThroughRate } from './dashboard.ts';

// Expectations carry explicit offsets (+01:00 CET, +02:00 CEST) so they do not depend on the code under test.
const at = (iso: string): number => {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`bad test instant ${iso}`);
  return instant;
};
const HOUR = 3_600_000;

describe('Berlin days and months', () => {
  it('puts an instant on its Berlin calendar day, not its UTC one', () => {
    expect(berlinDayKey(at('2026-06-14T22:30Z'))).toBe('2026-06-15');
    expect(berlinDayKey(at('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(berlinDayKey(at('2026-12-31T23:00Z'))).toBe('2027-01-01');
  });

  it('has 23 hours on the spring switch day and 25 on the autumn one', () => {
    const spring = berlinDay(at('2026-03-29T12:00+02:00'));
    expect(spring).toEqual({ from: at('2026-03-29T00:00+01:00'), to: at('2026-03-30T00:00+02:00') });
    expect(spring.to - spring.from).toBe(23 * HOUR);
    const autumn = berlinDay(at('2026-10-25T12:00+01:00'));
    expect(autumn).toEqual({ from: at('2026-10-25T00:00+02:00'), to: at('2026-10-26T00:00+01:00') });
    expect(autumn.to - autumn.from).toBe(25 * HOUR);
  });

  it('spans the Berlin month, including December into January', () => {
    expect(berlinMonth(at('2026-03-31T22:30Z'))).toEqual({ from: at('2026-04-01T00:00+02:00'), to: at('2026-05-01T00:00+02:00') });
    expect(berlinMonth(at('2026-12-15T10:00Z'))).toEqual({ from: at('2026-12-01T00:00+01:00'), to: at('2027-01-01T00:00+01:00') });
    expect(berlinMonth(at('2026-10-10T10:00Z'))).toEqual({ from: at('2026-10-01T00:00+02:00'), to: at('2026-11-01T00:00+01:00') });
  });
});

describe('ISO weeks', () => {
  it('names weeks by the year of their Thursday', () => {
    expect(isoWeekKey({ year: 2026, month: 1, day: 1 })).toBe('2026-W01');
    expect(isoWeekKey({ year: 2027, month: 1, day: 1 })).toBe('2026-W53');
    expect(isoWeekKey({ year: 2024, month: 12, day: 30 })).toBe('2025-W01');
    expect(isoWeekKey({ year: 2026, month: 6, day: 15 })).toBe('2026-W25');
  });

  it('lists the last weeks Monday to Monday in Berlin time, the current one last', () => {
    const weeks = lastIsoWeeks(at('2026-11-01T10:00+01:00'), 2);
    expect(weeks).toEqual([
      { week: '2026-W43', from: at('2026-10-19T00:00+02:00'), to: at('2026-10-26T00:00+01:00') },
      { week: '2026-W44', from: at('2026-10-26T00:00+01:00'), to: at('2026-11-02T00:00+01:00') },
    ]);
    // The week with the autumn switch has one hour more.
    expect(weeks[0] && weeks[0].to - weeks[0].from).toBe(7 * 24 * HOUR + HOUR);
  });

  it('treats a Sunday night after 23:00 UTC as the next Monday in summer', () => {
    const [week] = lastIsoWeeks(at('2026-06-14T22:30Z'), 1);
    expect(week?.week).toBe('2026-W25');
  });
});

describe('lastBerlinDays', () => {
  it('ends with today and walks back over the spring switch', () => {
    const days = lastBerlinDays(at('2026-03-30T08:00+02:00'), 3);
    expect(days.map((day) => day.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(days[1]).toEqual({ day: '2026-03-29', from: at('2026-03-29T00:00+01:00'), to: at('2026-03-30T00:00+02:00') });
  });
});

describe('salesPerDay', () => {
  const now = at('2026-10-27T09:00+01:00');

  it('zero-fills 30 days and counts each sale on its Berlin day', () => {
    const series = salesPerDay(
      [
        { at: at('2026-10-25T23:30+01:00'), amount: 30_000 },
        // 00:30 on the 26th in Berlin is still the 25th in UTC.
        { at: at('2026-10-26T00:30+01:00'), amount: 20_000 },
        { at: at('2026-10-26T18:00+01:00'), amount: 5_000 },
      ],
      now,
    );
    expect(series).toHaveLength(30);
    expect(series[0]?.day).toBe('2026-09-28');
    expect(series.at(-1)).toEqual({ day: '2026-10-27', count: 0, amount: 0 });
    expect(series.find((day) => day.day === '2026-10-25')).toEqual({ day: '2026-10-25', count: 1, amount: 30_000 });
    expect(series.find((day) => day.day === '2026-10-26')).toEqual({ day: '2026-10-26', count: 2, amount: 25_000 });
  });

  it('ignores sales outside the window', () => {
    const series = salesPerDay([{ at: at('2026-09-27T23:59+02:00'), amount: 1 }, { at: now + 24 * HOUR, amount: 1 }], now);
    expect(series.every((day) => day.count === 0)).toBe(true);
  });
});

describe('sell-through', () => {
  it('is sold over ended, and null when nothing ended', () => {
    expect(sellThroughRate(4, 3)).toBe(0.75);
    expect(sellThroughRate(0, 0)).toBeNull();
    expect(sellThroughRate(2, 5)).toBe(1);
  });

  it('buckets rounds by the ISO week they ended in, 12 weeks zero-filled', () => {
    const now = at('2026-11-04T12:00+01:00');
    const weeks = sellThroughPerWeek(
      [
        { endedAt: at('2026-11-02T00:00+01:00'), sold: true },
        { endedAt: at('2026-11-01T23:59+01:00'), sold: false },
        { endedAt: at('2026-11-01T20:00+01:00'), sold: true },
        { endedAt: at('2025-01-01T12:00+01:00'), sold: true },
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.week).toBe('2026-W34');
    expect(weeks.at(-1)).toEqual({ week: '2026-W45', ended: 1, sold: 1, rate: 1 });
    expect(weeks.at(-2)).toEqual({ week: '2026-W44', ended: 2, sold: 1, rate: 0.5 });
    expect(weeks.at(-3)).toEqual({ week: '2026-W43', ended: 0, sold: 0, rate: null });
  });
});
