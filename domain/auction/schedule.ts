/** When an auction starts and ends: at most 24 h of bidding, ending Mon–Fri 14:00–17:00 Berlin time, spread over the window. */

import { addCalendarDays, berlinInstant, berlinWallClock, type BerlinWallClock } from '../berlin-time.ts';

export const AUCTION_MAX_DURATION_MS = 24 * 60 * 60 * 1000;
export const AUCTION_MIN_DURATION_MS = 2 * 60 * 60 * 1000; // never shorter than 2 h of bidding
export const END_WINDOW = { fromMinute: 14 * 60, toMinute: 17 * 60 } as const; // Berlin wall clock, end exclusive

export interface AuctionSchedule {
  startsAt: number;
  endingAt: number;
}

/** Berlin date, ISO weekday, hour and minute of an instant. */
export type BerlinParts = Omit<BerlinWallClock, 'second'>;

/** Minutes between two neighbouring end slots; 60 slots fill the three-hour window. */
const SLOT_STEP_MINUTES = 3;
const SLOT_COUNT = (END_WINDOW.toMinute - END_WINDOW.fromMinute) / SLOT_STEP_MINUTES;
/** More than enough calendar days to reach a weekday slot from any instant (Fri 17:00 + 2 h -> Mon). */
const MAX_DAYS_AHEAD = 7;

/** Berlin wall-clock parts of an instant: { year, month, day, weekday (1=Mon..7=Sun), hour, minute }. */
export function berlinParts(instant: number): BerlinParts {
  const { year, month, day, weekday, hour, minute } = berlinWallClock(instant);
  return { year, month, day, weekday, hour, minute };
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
    const date = addCalendarDays(published, offset);
    if (date.weekday > 5) continue;
    const endingAt = berlinInstant({ year: date.year, month: date.month, day: date.day, hour: 0, minute: slotMinute });
    if (endingAt >= earliestEnd) {
      return { startsAt: Math.max(publishedAt, endingAt - AUCTION_MAX_DURATION_MS), endingAt };
    }
  }
  // Unreachable: a weekday slot at least two hours ahead always exists within a week.
  throw new Error('no auction end slot found within a week');
}

/**
 * The end rule applied to an end that moved (an operator's pause): an instant already inside a weekday 14:00–17:00
 * Berlin window stays as it is; any other moves forward to the auction's own slot on the earliest weekday at or after
 * it (the slot scheduleAuction would pick for an ad published AUCTION_MIN_DURATION_MS earlier). Never earlier.
 */
export function fitEndToWindow(instant: number, spreadKey: number): number {
  if (isInEndWindow(instant)) return instant;
  return scheduleAuction(instant - AUCTION_MIN_DURATION_MS, spreadKey).endingAt;
}
