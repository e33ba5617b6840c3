/** Europe/Berlin wall-clock arithmetic: an instant's Berlin date and time, and the instant a Berlin wall time stands for (DST-safe via Intl). */

/** A Berlin calendar date. */
export interface BerlinDate {
  year: number;
  month: number;
  day: number;
}

/** A Berlin calendar date with its weekday. */
export interface BerlinDay extends BerlinDate {
  /** 1 = Monday ... 7 = Sunday (ISO). */
  weekday: number;
}

/** What Berlin clocks show at an instant. */
export interface BerlinWallClock extends BerlinDay {
  hour: number;
  minute: number;
  second: number;
}

/** A Berlin wall time to turn into an instant. */
export interface BerlinWallTime extends BerlinDate {
  hour: number;
  minute: number;
  second?: number;
}

// 'en-US' with h23 gives plain numeric parts; some engines still print midnight as "24", hence the % 24 below.
const berlinFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** ISO weekday (1 = Monday ... 7 = Sunday) of a calendar date, read from the same date taken as UTC. */
function isoWeekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** Berlin wall-clock parts of an instant (epoch ms). */
export function berlinWallClock(instant: number): BerlinWallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of berlinFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 0;
  const day = parts.day ?? 0;
  const weekday = isoWeekday(year, month, day);
  return { year, month, day, weekday, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** The calendar date `days` after (or before, when negative) the given one, with its weekday. */
export function addCalendarDays(date: BerlinDate, days: number): BerlinDay {
  // Date.UTC rolls day overflow into the next month/year, so it walks the calendar safely.
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return { year, month, day, weekday: isoWeekday(year, month, day) };
}

/** Milliseconds Berlin is ahead of UTC at the instant (3,600,000 in winter, 7,200,000 in summer). */
function berlinOffsetMs(instant: number): number {
  const w = berlinWallClock(instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/**
 * The instant (epoch ms) at which Berlin clocks show the given wall time. Fields may overflow (minute 900 = 15:00).
 * A time skipped by the spring-forward switch lands one hour later (02:30 -> 03:30 CEST); a time shown twice
 * in autumn resolves to its second, winter-time occurrence.
 */
export function berlinInstant(time: BerlinWallTime): number {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second ?? 0);
  const guessOffset = berlinOffsetMs(asUtc);
  const instant = asUtc - guessOffset;
  // The offset at the guess can differ from the one at the real instant when a DST switch lies in between.
  const actualOffset = berlinOffsetMs(instant);
  return actualOffset === guessOffset ? instant : asUtc - actualOffset;
}
