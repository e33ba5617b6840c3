/** When an auction starts and ends: at most 24 h of bidding, ending Mon–Fri 14:00–17:00 Berlin time, spread over the window. */

export const AUCTION_MAX_DURATION_MS = 24 * 60 * 60 * 1000;
export const AUCTION_MIN_DURATION_MS = 2 * 60 * 60 * 1000; // never shorter than 2 h of bidding
export const END_WINDOW = { fromMinute: 14 * 60, toMinute: 17 * 60 } as const; // Berlin wall clock, end exclusive

export interface AuctionSchedule {
  startsAt: number;
  endingAt: number;
}

export interface BerlinParts {
  year: number;
  month: number;
  day: number;
  /** 1 = Monday ... 7 = Sunday (ISO). */
  weekday: number;
  hour: number;
  minute: number;
}

/** Minutes between two neighbouring end slots; 60 slots fill the three-hour window. */
const SLOT_STEP_MINUTES = 3;
const SLOT_COUNT = (END_WINDOW.toMinute - END_WINDOW.fromMinute) / SLOT_STEP_MINUTES;
/** More than enough calendar days to reach a weekday slot from any instant (Fri 17:00 + 2 h -> Mon). */
const MAX_DAYS_AHEAD = 7;

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

function wallClock(instant: number): BerlinParts & { second: number } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of berlinFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 0;
  const day = parts.day ?? 0;
  // The Berlin calendar date's weekday, read from the same date taken as UTC.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
  return { year, month, day, weekday, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** Berlin wall-clock parts of an instant: { year, month, day, weekday (1=Mon..7=Sun), hour, minute }. */
export function berlinParts(instant: number): BerlinParts {
  const { year, month, day, weekday, hour, minute } = wallClock(instant);
  return { year, month, day, weekday, hour, minute };
}

/** Milliseconds Berlin is ahead of UTC at the instant (3,600,000 in winter, 7,200,000 in summer). */
function berlinOffsetMs(instant: number): number {
  const w = wallClock(instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/** The instant at which Berlin clocks show the given date and minute of the day. */
function berlinInstant(year: number, month: number, day: number, minuteOfDay: number): number {
  const asUtc = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const guessOffset = berlinOffsetMs(asUtc);
  const instant = asUtc - guessOffset;
  // The offset at the guess can differ from the one at the real instant when a DST switch lies in between.
  const actualOffset = berlinOffsetMs(instant);
  return actualOffset === guessOffset ? instant : asUtc - actualOffset;
}

/** True when the instant is Mon–Fri and 14:00 <= Berlin wall time < 17:00. */
export function isInEndWindow(instant: number): boolean {
  const p = berlinParts(instant);
  const minuteOfDay = p.hour * 60 + p.minute;
  return p.weekday <= 5 && minuteOfDay >= END_WINDOW.fromMinute && minuteOfDay < END_WINDOW.toMinute;
}

/** The Berlin minute of the day an auction with this key ends at: 14:00, 14:03 ... 16:57. */
function endSlotMinute(spreadKey: number): number {
  if (!Number.isSafeInteger(spreadKey)) throw new RangeError(`spreadKey must be an integer, got ${spreadKey}`);
  const slot = ((spreadKey % SLOT_COUNT) + SLOT_COUNT) % SLOT_COUNT;
  return END_WINDOW.fromMinute + slot * SLOT_STEP_MINUTES;
}

/**
 * Schedules the auction of an ad published at `publishedAt` (epoch ms).
 * The end is the key's slot on the earliest Berlin weekday that still leaves AUCTION_MIN_DURATION_MS after
 * publication; bidding then starts at most AUCTION_MAX_DURATION_MS before the end (never before publication),
 * so a Friday-evening ad waits as "published (starts soon)" until Sunday and ends on Monday.
 * Public holidays are ignored: only Saturdays and Sundays are skipped.
 *
 * spreadKey: a stable number (the auction id) choosing the end minute inside the window.
 */
export function scheduleAuction(publishedAt: number, spreadKey: number): AuctionSchedule {
  if (!Number.isFinite(publishedAt)) throw new RangeError(`publishedAt must be a finite instant, got ${publishedAt}`);
  const slotMinute = endSlotMinute(spreadKey);
  const earliestEnd = publishedAt + AUCTION_MIN_DURATION_MS;
  const published = berlinParts(publishedAt);
  for (let offset = 0; offset <= MAX_DAYS_AHEAD; offset++) {
    // Date.UTC rolls day overflow into the next month/year, so it walks the Berlin calendar safely.
    const date = new Date(Date.UTC(published.year, published.month - 1, published.day + offset));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const endingAt = berlinInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), slotMinute);
    if (endingAt >= earliestEnd) {
      return { startsAt: Math.max(publishedAt, endingAt - AUCTION_MAX_DURATION_MS), endingAt };
    }
  }
  // Unreachable: a weekday slot at least two hours ahead always exists within a week.
  throw new Error('no auction end slot found within a week');
}
