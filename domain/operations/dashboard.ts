/**
 * The console dashboard's calendar and rates: Berlin days, months and ISO weeks as instant ranges, sales per day and
 * sell-through per week bucketed from raw rows (zero-filled), and the answer shape of GET /admin/api/dashboard.
 */
import { addCalendarDays, berlinInstant, berlinWallClock, type BerlinDate } from '../berlin-time.ts';
import type { PromiseShare } from './review-promise.ts';

/** A half-open range of instants [from, to), epoch ms. */
export interface Period {
  from: number;
  to: number;
}

export interface QueueFigure {
  count: number;
  /** When the longest-waiting item arrived (epoch ms), null for an empty queue. */
  oldestAt: number | null;
}

export const DASHBOARD_QUEUES = ['ads', 'edits', 'dealers', 'cancellations', 'contacts'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

export interface DaySales {
  day: string;
  count: number;
  amount: number;
}

export interface WeekSellThrough {
  week: string;
  ended: number;
  sold: number;
  rate: number | null;
}

export interface DashboardAnswer {
  queues: Record<DashboardQueue, QueueFigure>;
  auctions: { running: number; endingToday: number };
  month: { sales: number; revenue: number; commission: number; sellThrough: number | null; from: number; to: number };
  /** Queue messages that failed every attempt and wait for an operator to send them back. */
  deadLetters: { open: number };
  series: { salesPerDay: DaySales[]; sellThroughPerWeek: WeekSellThrough[] };
  /** The 24-hour promise: ads and valuations escalated now (waiting 20 hours or more), and the share decided within 24 hours over the window. */
  promise: { escalated: { ads: number; valuations: number }; kept: { ads: PromiseShare; valuations: PromiseShare }; windowDays: number };
  generatedAt: number;
}

export const SALES_DAYS = 30;
export const SELL_THROUGH_WEEKS = 12;

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** Berlin midnight opening a calendar date (midnight is never skipped: the switches happen at 02:00/03:00). */
export function berlinMidnight(date: BerlinDate): number {
  return berlinInstant({ year: date.year, month: date.month, day: date.day, hour: 0, minute: 0 });
}

export function dayKey(date: BerlinDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The Berlin calendar day an instant falls on, as YYYY-MM-DD. */
export function berlinDayKey(instant: number): string {
  return dayKey(berlinWallClock(instant));
}

/** The Berlin day containing the instant (23 or 25 hours long on switch days). */
export function berlinDay(instant: number): Period {
  const today = berlinWallClock(instant);
  return { from: berlinMidnight(today), to: berlinMidnight(addCalendarDays(today, 1)) };
}

/** The Berlin calendar month containing the instant. */
export function berlinMonth(instant: number): Period {
  const { year, month } = berlinWallClock(instant);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: berlinMidnight({ year, month, day: 1 }), to: berlinMidnight({ ...next, day: 1 }) };
}

/** ISO 8601 week of a calendar date as YYYY-Www (the week belongs to the year of its Thursday). */
export function isoWeekKey(date: BerlinDate): string {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
  const thursday = addCalendarDays(date, 4 - weekday);
  const firstDay = Date.UTC(thursday.year, 0, 1);
  const week = Math.floor((Date.UTC(thursday.year, thursday.month - 1, thursday.day) - firstDay) / 86_400_000 / 7) + 1;
  return `${thursday.year}-W${pad(week)}`;
}

export interface DayBucket extends Period {
  day: string;
}

export interface WeekBucket extends Period {
  week: string;
}

/** The last `count` Berlin days up to and including today, oldest first. */
export function lastBerlinDays(now: number, count: number): DayBucket[] {
  const today = berlinWallClock(now);
  return Array.from({ length: count }, (_, index) => {
    const date = addCalendarDays(today, index - count + 1);
    return { day: dayKey(date), from: berlinMidnight(date), to: berlinMidnight(addCalendarDays(date, 1)) };
  });
}

/** The last `count` ISO weeks (Monday to Sunday, Berlin time) up to and including the current one, oldest first. */
export function lastIsoWeeks(now: number, count: number): WeekBucket[] {
  const today = berlinWallClock(now);
  const monday = addCalendarDays(today, 1 - today.weekday);
  return Array.from({ length: count }, (_, index) => {
    const start = addCalendarDays(monday, (index - count + 1) * 7);
    return { week: isoWeekKey(start), from: berlinMidnight(start), to: berlinMidnight(addCalendarDays(start, 7)) };
  });
}

/** Sold rounds over ended rounds, 0..1; null when no round ended (no rate rather than a misleading 0 %). */
export function sellThroughRate(ended: number, sold: number): number | null {
  if (ended <= 0) return null;
  return Math.min(1, Math.max(0, sold / ended));
}

function bucketIndex(buckets: readonly Period[], instant: number): number {
  return buckets.findIndex((bucket) => instant >= bucket.from && instant < bucket.to);
}

/** Sales (count and summed amount) per Berlin day for the last `days` days, zero-filled; other rows are ignored. */
export function salesPerDay(sales: readonly { at: number; amount: number }[], now: number, days = SALES_DAYS): DaySales[] {
  const buckets = lastBerlinDays(now, days);
  const series = buckets.map((bucket) => ({ day: bucket.day, count: 0, amount: 0 }));
  for (const sale of sales) {
    const entry = series[bucketIndex(buckets, sale.at)];
    if (!entry) continue;
    entry.count += 1;
    entry.amount += sale.amount;
  }
  return series;
}

/** Ended and sold rounds with their rate per ISO week for the last `weeks` weeks, by when each round ended. */
export function sellThroughPerWeek(rounds: readonly { endedAt: number; sold: boolean }[], now: number, weeks = SELL_THROUGH_WEEKS): WeekSellThrough[] {
  const buckets = lastIsoWeeks(now, weeks);
  const counts = buckets.map(() => ({ ended: 0, sold: 0 }));
  for (const round of rounds) {
    const entry = counts[bucketIndex(buckets, round.endedAt)];
    if (!entry) continue;
    entry.ended += 1;
    if (round.sold) entry.sold += 1;
  }
  return buckets.map((bucket, index) => {
    const { ended, sold } = counts[index] ?? { ended: 0, sold: 0 };
    return { week: bucket.week, ended, sold, rate: sellThroughRate(ended, sold) };
  });
}
